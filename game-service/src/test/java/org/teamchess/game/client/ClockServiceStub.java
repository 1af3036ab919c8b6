package org.teamchess.game.client;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.core.WireMockConfiguration;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A stand-in for clock-service's arbiter API in game-service's tests, which are about this service's
 * own logic: {@code POST /api/clocks/{gameId}/add-time} answers 200, except for games a test makes
 * refuse. The tests read what was asked of it; the real clock-service's own tests cover the rest.
 */
public class ClockServiceStub implements QuarkusTestResourceLifecycleManager {

    private static WireMockServer server;

    @Override
    public Map<String, String> start() {
        server = new WireMockServer(WireMockConfiguration.options().dynamicPort());
        server.start();
        server.stubFor(post(urlPathMatching("/api/clocks/[^/]+/add-time"))
                .willReturn(aResponse().withStatus(200).withHeader("Content-Type", "application/json")
                        .withBody("{}")));
        return Map.of("teamchess.game.clock-service-url", server.baseUrl());
    }

    @Override
    public void stop() {
        if (server != null) {
            server.stop();
        }
    }

    /** The running stub, to verify requests and add stubs. */
    public static WireMockServer server() {
        return server;
    }
}
