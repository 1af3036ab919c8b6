package org.teamchess.game;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.support.outbox.OutboxRelay;
import org.teamchess.testsupport.PlatformChecks;

/** What the platform needs of every service: health, metrics, OpenAPI, the agreed topics. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class PlatformEndpointsTest {

    /** The management interface's root: /q on the management port (health and metrics). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void readinessCoversTheDatabaseAndEveryKafkaChannel() {
        PlatformChecks.readinessCovers(management, "tournament-events", "clock-events", "registration-events", OutboxRelay.CHANNEL);
    }

    @Test
    void livenessIsUp() {
        PlatformChecks.livenessIsUp(management);
    }

    @Test
    void prometheusMetricsArePublished() {
        PlatformChecks.prometheusMetricsArePublished(management);
    }

    @Test
    void healthAndMetricsAreOnTheManagementPortOnly() {
        PlatformChecks.healthAndMetricsOnlyOnManagement(management);
    }

    @Test
    void openApiDescribesTheEndpoint() {
        PlatformChecks.openApiDescribesGet("TeamChess game service", "/api/games/{id}", "Read a game");
    }

    @Test
    void openApiDescribesThePlayersOwnGamesWithTheGamesFieldsAndTheSeat() {
        PlatformChecks.openApiDescribesGet("TeamChess game service", "/api/games/mine", "List the caller's own games");
        given().queryParam("format", "json").get("/q/openapi").then().statusCode(200)
                .body("paths.'/api/games/mine'.get.responses.'200'.content.'application/json'.schema.type",
                        equalTo("array"))
                .body("components.schemas.OwnGameView.properties.keySet()", hasItems("seat", "id", "whitePlayerId",
                        "blackPlayerId", "status", "scheduledStart"))
                .body("components.schemas.OwnGameView.properties", not(hasKey("game")));
    }

    @Test
    void consumedTopicsAreTheOnesEventsDefines() {
        assertEquals(Topics.TOURNAMENT_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.tournament-events.topic", String.class));
        assertEquals(Topics.CLOCK_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.clock-events.topic", String.class));
        assertEquals(Topics.REGISTRATION_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.registration-events.topic", String.class));
    }
}
