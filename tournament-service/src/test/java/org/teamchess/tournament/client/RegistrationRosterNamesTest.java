package org.teamchess.tournament.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.tournament.config.RegistrationApiConfig;

/**
 * The real client against a local HTTP server playing Keycloak's token endpoint and
 * registration-service's roster-names: the client credentials grant, the bearer token, its reuse,
 * a second token after a 401, and refusals as {@link RosterNamesUnavailableException}.
 */
class RegistrationRosterNamesTest {

    private static final UUID COMPETITION = UUID.fromString("00000000-0000-0000-0000-0000000000c1");
    private static final UUID TEAM = UUID.fromString("00000000-0000-0000-0000-0000000000a1");
    private static final UUID PLAYER = UUID.fromString("00000000-0000-0000-0000-0000000000b1");

    private HttpServer server;
    private final List<String> tokenForms = new CopyOnWriteArrayList<>();
    private final List<String> authorizations = new CopyOnWriteArrayList<>();
    private final AtomicInteger tokens = new AtomicInteger();
    private volatile int namesStatus = 200;
    private volatile boolean refuseFirstToken;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/realms/teamchess/protocol/openid-connect/token", exchange -> {
            tokenForms.add(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
            answer(exchange, 200, "{\"access_token\":\"token-" + tokens.incrementAndGet()
                    + "\",\"expires_in\":300,\"token_type\":\"Bearer\"}");
        });
        server.createContext("/api/competitions/", exchange -> {
            String authorization = exchange.getRequestHeaders().getFirst("Authorization");
            authorizations.add(authorization);
            if (refuseFirstToken && "Bearer token-1".equals(authorization)) {
                answer(exchange, 401, "");
            } else if (!exchange.getRequestURI().getPath()
                    .equals("/api/competitions/" + COMPETITION + "/teams/" + TEAM + "/roster-names")) {
                answer(exchange, 404, "{}");
            } else {
                answer(exchange, namesStatus, "[{\"playerId\":\"" + PLAYER + "\",\"displayName\":\"Иван Петров\"}]");
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void fetchesTheNamesWithTheServiceAccountsTokenAndReusesIt() {
        RegistrationRosterNames client = client();

        assertEquals(List.of(new RosterName(PLAYER, "Иван Петров")), client.namesOf(COMPETITION, TEAM));
        assertEquals(List.of(new RosterName(PLAYER, "Иван Петров")), client.namesOf(COMPETITION, TEAM));

        assertEquals(List.of("grant_type=client_credentials&client_id=teamchess-tournament&client_secret=s%26cret"),
                tokenForms, "one token for both calls");
        assertEquals(List.of("Bearer token-1", "Bearer token-1"), authorizations);
    }

    @Test
    void aRefusedTokenIsReplacedOnce() {
        refuseFirstToken = true;

        assertEquals(List.of(new RosterName(PLAYER, "Иван Петров")), client().namesOf(COMPETITION, TEAM));
        assertEquals(List.of("Bearer token-1", "Bearer token-2"), authorizations);
    }

    @Test
    void aRefusalOrAnUnreachableServiceIsUnavailable() {
        namesStatus = 403;
        RosterNamesUnavailableException refused = assertThrows(RosterNamesUnavailableException.class,
                () -> client().namesOf(COMPETITION, TEAM));
        assertTrue(refused.getMessage().contains("403"), refused.getMessage());

        int port = server.getAddress().getPort();
        server.stop(0);
        assertThrows(RosterNamesUnavailableException.class, () -> client(port).namesOf(COMPETITION, TEAM));
    }

    private RegistrationRosterNames client() {
        return client(server.getAddress().getPort());
    }

    private static RegistrationRosterNames client(int port) {
        URI base = URI.create("http://127.0.0.1:" + port);
        RegistrationApiConfig config = new RegistrationApiConfig() {
            @Override
            public URI url() {
                return base;
            }

            @Override
            public URI tokenUrl() {
                return base.resolve("/realms/teamchess/protocol/openid-connect/token");
            }

            @Override
            public String clientId() {
                return "teamchess-tournament";
            }

            @Override
            public String clientSecret() {
                return "s&cret";
            }

            @Override
            public Duration timeout() {
                // Generous: the first request of a loaded build machine can take seconds.
                return Duration.ofSeconds(20);
            }
        };
        return new RegistrationRosterNames(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build(),
                new ObjectMapper(), Clock.systemUTC(), config);
    }

    private static void answer(HttpExchange exchange, int status, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        if (bytes.length > 0) {
            exchange.getResponseBody().write(bytes);
        }
        exchange.close();
    }
}
