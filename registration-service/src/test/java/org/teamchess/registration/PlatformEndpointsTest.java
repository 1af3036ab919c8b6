package org.teamchess.registration;

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
@TestProfile(RegistrationTestProfile.class)
class PlatformEndpointsTest {

    @Test
    void readinessCoversTheDatabaseAndBothKafkaChannels() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.name", hasItems("Database connections health check",
                        "SmallRye Reactive Messaging - readiness check"))
                .body(containsString("tournament-events"))
                .body(containsString(OutboxRelay.CHANNEL));
    }

    @Test
    void livenessIsUp() {
        given().get("/q/health/live")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"));
    }

    @Test
    void prometheusMetricsArePublished() {
        given().auth().oauth2(Tokens.organizer()).get("/api/competitions").then().statusCode(200);

        given().get("/q/metrics")
                .then()
                .statusCode(200)
                .body(containsString("http_server_requests_seconds_count{method=\"GET\""))
                .body(containsString("uri=\"/api/competitions\""))
                .body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void openApiDescribesTheEndpoints() {
        given().queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .body("info.title", equalTo("TeamChess registration service"))
                .body("paths.'/api/competitions'.post.summary",
                        equalTo("Open a competition for applications"))
                .body("paths.'/api/competitions/{competitionId}/applications'.post.responses.'409'"
                        + ".description", containsString("deadline-passed"))
                .body("paths.'/api/competitions/{competitionId}/applications/mine'.get.summary",
                        equalTo("Read the coach's own application"));
    }

    @Test
    void consumedTopicIsTheOneEventsDefines() {
        assertEquals(Topics.TOURNAMENT_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.tournament-events.topic", String.class));
    }
}
