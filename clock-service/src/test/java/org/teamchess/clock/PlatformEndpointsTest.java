package org.teamchess.clock;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.support.outbox.OutboxRelay;

/** What the platform needs of every service: health, metrics, OpenAPI, the agreed topics. */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class PlatformEndpointsTest {

    @Test
    void readinessCoversTheDatabaseAndBothKafkaChannels() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("Database connections health check",
                        "SmallRye Reactive Messaging - readiness check"))
                .body(containsString("game-events"))
                .body(containsString(OutboxRelay.CHANNEL));
    }

    @Test
    void prometheusMetricsArePublished() {
        given().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void openApiDescribesTheEndpoint() {
        given().queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body("info.title", equalTo("TeamChess clock service"))
                .body("paths.'/api/clocks/{gameId}'.get.summary", equalTo("Read a game's clocks now"));
    }

    @Test
    void consumedTopicIsTheOneEventsDefines() {
        assertEquals(Topics.GAME_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.game-events.topic", String.class));
    }
}
