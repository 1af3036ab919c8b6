package org.teamchess.system;

import static io.restassured.RestAssured.given;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Access tokens from the platform's real Keycloak, by the password grant of the client
 * {@code teamchess-cli}: for the realm's demo users (passwords {@code <user>-local-only}) and for
 * accounts made on the platform from invitation codes.
 */
final class Logins {

    private Logins() {
    }

    /** A demo user's token. */
    static String token(String user) {
        return token(user, user + "-local-only");
    }

    /** The token of any account, which must log in. */
    static String token(String username, String password) {
        return attempt(username, password)
                .then().statusCode(200)
                .extract().path("access_token");
    }

    /** Keycloak's answer to a login, whatever it is: 200 with a token, 400 invalid_grant for a wrong password. */
    static Response attempt(String username, String password) {
        return given()
                .formParam("grant_type", "password")
                .formParam("client_id", "teamchess-cli")
                .formParam("username", username)
                .formParam("password", password)
                .post(Platform.KEYCLOAK + "/realms/teamchess/protocol/openid-connect/token");
    }

    /** The subject ({@code sub}, the account's id) of an access token, read without checking it. */
    static String subject(String accessToken) {
        String payload = accessToken.split("\\.")[1];
        return JsonPath.from(new String(Base64.getUrlDecoder().decode(payload), StandardCharsets.UTF_8))
                .getString("sub");
    }
}
