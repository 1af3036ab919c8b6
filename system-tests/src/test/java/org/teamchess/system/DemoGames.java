package org.teamchess.system;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import java.time.Instant;
import java.util.Map;

/**
 * Friendly games between the realm's demo players {@code player} (White) and {@code player2}
 * (Black), set up over REST by the organizer (POST /api/games).
 */
final class DemoGames {

    /** The demo accounts player and player2 (deploy/keycloak/README.md). */
    private static final String PLAYER = "7eac0000-0000-4000-8000-000000000005";
    private static final String PLAYER_2 = "7eac0000-0000-4000-8000-000000000006";

    private DemoGames() {
    }

    /** A game at 15+10 that starts now; returns its id. */
    static String create(String gameServiceUrl, String organizerToken) {
        return given().auth().oauth2(organizerToken).contentType(ContentType.JSON)
                .body(Map.of("whitePlayerId", PLAYER, "blackPlayerId", PLAYER_2,
                        "timeControl", "15+10", "scheduledStart", Instant.now().toString()))
                .post(gameServiceUrl + "/api/games")
                .then().statusCode(201)
                .extract().path("id");
    }
}
