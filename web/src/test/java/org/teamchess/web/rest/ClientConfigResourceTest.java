package org.teamchess.web.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(ClientConfigResourceTest.Deployment.class)
class ClientConfigResourceTest {

    /** A deployment that sets its own URLs, one of them with a trailing slash. */
    public static class Deployment implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "teamchess.web.oidc.auth-server-url", "https://login.example.org/realms/teamchess/",
                    "teamchess.web.services.registration", "https://registration.example.org/",
                    "teamchess.web.services.tournament", "https://tournament.example.org");
        }
    }

    @Test
    void configTellsThePageTheDeploymentsUrlsWithoutTrailingSlashes() {
        given().when().get("/config.json")
                .then().statusCode(200)
                .contentType("application/json")
                .header("Cache-Control", containsString("no-cache"))
                .body("oidcAuthServerUrl", equalTo("https://login.example.org/realms/teamchess"))
                .body("oidcClientId", equalTo("teamchess-web"))
                .body("registrationUrl", equalTo("https://registration.example.org"))
                .body("gameUrl", equalTo("http://127.0.0.1:8082"))
                .body("clockUrl", equalTo("http://127.0.0.1:8083"))
                .body("tournamentUrl", equalTo("https://tournament.example.org"));
    }
}
