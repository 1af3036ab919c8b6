package org.teamchess.registration;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.support.outbox.OutboxRelay;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.PlatformChecks;
import org.teamchess.testsupport.TestTokens;

/** What the platform needs of every service: health, metrics, OpenAPI, the agreed topics. */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class PlatformEndpointsTest {

    /** The management interface's root: /q on the management port (health and metrics). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void readinessCoversTheDatabaseAndBothKafkaChannels() {
        given().get(PlatformChecks.at(management, "/health/ready"))
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
        given().get(PlatformChecks.at(management, "/health/live"))
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"));
    }

    @Test
    void prometheusMetricsArePublished() {
        given().auth().oauth2(TestTokens.withRealmRoles("organizer", Roles.ORGANIZER))
                .get("/api/competitions").then().statusCode(200);

        given().get(PlatformChecks.at(management, "/metrics"))
                .then()
                .statusCode(200)
                .body(containsString("http_server_requests_seconds_count{method=\"GET\""))
                .body(containsString("uri=\"/api/competitions\""))
                .body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void healthAndMetricsAreOnTheManagementPortOnly() {
        PlatformChecks.healthAndMetricsOnlyOnManagement(management);
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
                        startsWith("Read the coach's own application"));
    }

    @Test
    void everyEndpointHasASummaryAndItsResponses() {
        Map<String, Map<String, Map<String, Object>>> paths = given().queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract().jsonPath().getMap("paths");
        String applications = "/api/competitions/{competitionId}/applications";
        assertEquals(Set.of("/api/competitions", "/api/competitions/{competitionId}", applications,
                applications + "/export.csv", applications + "/summary.html", applications + "/mine",
                applications + "/mine/export", applications + "/{teamId}", applications + "/{teamId}/withdrawal",
                applications + "/{teamId}/personal-data",
                "/api/competitions/{competitionId}/teams/{teamId}/login-list",
                "/api/competitions/{competitionId}/teams/{teamId}/login-cards",
                "/api/competitions/{competitionId}/teams/{teamId}/players/{playerId}/password-reset",
                "/api/competitions/{competitionId}/teams/{teamId}/roster-names",
                "/api/invitations/{code}", "/api/invitations/{code}/account", "/api/invitations/{code}/redeem",
                "/api/staff-invitations", "/api/staff-invitations/{code}", "/api/staff-invitations/{code}/account"),
                paths.keySet());
        int operations = 0;
        for (var path : paths.entrySet()) {
            for (var operation : path.getValue().entrySet()) {
                if (operation.getKey().equals("parameters")) {
                    continue;
                }
                operations++;
                String where = operation.getKey() + " " + path.getKey();
                assertTrue(operation.getValue().get("summary") instanceof String summary && !summary.isBlank(),
                        where + " has no summary");
                @SuppressWarnings("unchecked")
                Map<String, Object> responses = (Map<String, Object>) operation.getValue().get("responses");
                assertTrue(responses.keySet().stream().anyMatch(code -> code.startsWith("2")),
                        where + " documents no success: " + responses.keySet());
            }
        }
        assertEquals(24, operations);
    }

    @Test
    void consumedTopicIsTheOneEventsDefines() {
        assertEquals(Topics.TOURNAMENT_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.tournament-events.topic", String.class));
    }
}
