package org.teamchess.system;

import static io.restassured.RestAssured.given;

/**
 * Access tokens from the platform's real Keycloak, by the password grant of the client
 * {@code teamchess-cli}, for the realm's demo users (passwords {@code <user>-local-only}).
 */
final class Logins {

    private Logins() {
    }

    static String token(String user) {
        return given()
                .formParam("grant_type", "password")
                .formParam("client_id", "teamchess-cli")
                .formParam("username", user)
                .formParam("password", user + "-local-only")
                .post(Platform.KEYCLOAK + "/realms/teamchess/protocol/openid-connect/token")
                .then().statusCode(200)
                .extract().path("access_token");
    }
}
