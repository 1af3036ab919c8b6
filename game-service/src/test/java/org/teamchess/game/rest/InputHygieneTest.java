package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.teamchess.game.TestLinks.newAccount;
import static org.teamchess.game.TestLinks.token;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.ValidatableResponse;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.testsupport.TestTokens;

/**
 * Issue 18's bad input to a friendly game: each a 400 (or 413) problem naming the field, and no
 * game made (the white player's own games stay empty).
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class InputHygieneTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    private static String game(String white, String timeControl, String variant, String start) {
        return "{\"whitePlayerId\":\"" + white + "\",\"blackPlayerId\":\"" + UUID.randomUUID()
                + "\",\"timeControl\":\"" + timeControl + "\",\"variant\":\"" + variant
                + "\",\"scheduledStart\":\"" + start + "\"}";
    }

    private static String soon() {
        return Instant.now().plus(1, ChronoUnit.HOURS).truncatedTo(ChronoUnit.SECONDS).toString();
    }

    private static ValidatableResponse create(String body) {
        return given().auth().oauth2(TestTokens.withRealmRoles("organizer-hygiene", "organizer"))
                .contentType("application/json").body(body)
                .post("/api/games").then();
    }

    private static void noGameOf(String white) {
        given().auth().oauth2(token(white)).get("/api/games/mine").then()
                .statusCode(200)
                .body("$", empty());
    }

    @Test
    void nulInTheTimeControlIsRefusedByName() {
        String white = newAccount();
        create(game(white, "15+10\\u0000", "standard", soon()))
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("timeControl"))
                .body("errors.message", contains(startsWith("must not contain the control character U+0000")));
        noGameOf(white);
    }

    @Test
    void bidiOverrideInTheVariantIsRefusedByName() {
        String white = newAccount();
        create(game(white, "15+10", "\\u202estandard", soon()))
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("variant"));
        noGameOf(white);
    }

    @Test
    void aStartIn1900OrIn2100IsRefusedByName() {
        String white = newAccount();
        create(game(white, "15+10", "standard", "1900-01-01T10:00:00Z"))
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("scheduledStart"))
                .body("errors.message", contains("must be within 30 years before and 5 years after now"));
        create(game(white, "15+10", "standard", "2100-01-01T10:00:00Z"))
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("scheduledStart"));
        noGameOf(white);
    }

    @Test
    void trailingJsonIsRefused() {
        String white = newAccount();
        create(game(white, "15+10", "standard", soon()) + " }{")
                .statusCode(400).contentType(PROBLEM_JSON);
        create(game(white, "15+10", "standard", soon()) + "{}")
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("detail", startsWith("The request body has more after its JSON value"));
        noGameOf(white);
    }

    @Test
    void tenMegabytesAre413AsAProblem() {
        String white = newAccount();
        create(game(white, "x".repeat(10 * 1024 * 1024), "standard", soon()))
                .statusCode(413).contentType(PROBLEM_JSON)
                .body("status", equalTo(413));
        noGameOf(white);
    }

    @Test
    void nulInAPathParameterIsRefusedByName() {
        given().auth().oauth2(token(newAccount())).urlEncodingEnabled(false)
                .get("/api/games/abc%00def").then()
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("id"));
    }
}
