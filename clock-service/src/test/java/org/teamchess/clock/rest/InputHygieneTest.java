package org.teamchess.clock.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.service.ClockService;
import org.teamchess.events.game.GameCreated;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;

/**
 * Issue 18's bad input to an arbiter's clock operation: each a 400 (or 413) problem naming the
 * field, and the clock untouched (still running).
 */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class InputHygieneTest {

    private static final String PROBLEM = "application/problem+json";
    private static final Instant NOW = Instant.now().minus(Duration.ofMinutes(10));

    @Inject
    ClockService clocks;

    @Inject
    TestClock time;

    @AfterEach
    void backToRealTime() {
        time.release();
    }

    private UUID runningGame() {
        time.fix(NOW);
        GameCreated game = TestGames.created("30+0", NOW.minus(Duration.ofMinutes(1)));
        clocks.setUp(game);
        return game.gameId();
    }

    private static ValidatableResponse pause(UUID gameId, String body) {
        return given().auth().oauth2(TestTokens.withRealmRoles("arbiter-hygiene", "arbiter"))
                .contentType(ContentType.JSON).body(body)
                .post("/api/clocks/{gameId}/pause", gameId).then();
    }

    private static void stillRunning(UUID gameId) {
        given().auth().oauth2(TestTokens.withRealmRoles("arbiter-hygiene", "arbiter"))
                .get("/api/clocks/{gameId}", gameId).then()
                .statusCode(200)
                .body("status", is("running"));
    }

    @Test
    void nulInTheReasonIsRefusedByName() {
        UUID gameId = runningGame();
        pause(gameId, "{\"reason\":\"Art. 6.12.2\\u0000\"}")
                .statusCode(400).contentType(PROBLEM)
                .body("errors.field", contains("reason"))
                .body("errors.message", contains(startsWith("must not contain the control character U+0000")));
        stillRunning(gameId);
    }

    @Test
    void bidiOverrideInTheReasonIsRefusedByName() {
        UUID gameId = runningGame();
        pause(gameId, "{\"reason\":\"\\u202e2.21.6 .trA\"}")
                .statusCode(400).contentType(PROBLEM)
                .body("errors.field", contains("reason"));
        stillRunning(gameId);
    }

    @Test
    void trailingJsonIsRefused() {
        UUID gameId = runningGame();
        pause(gameId, "{\"reason\":\"Art. 6.12.2\"} }{").statusCode(400).contentType(PROBLEM);
        pause(gameId, "{\"reason\":\"Art. 6.12.2\"} {\"reason\":\"again\"}")
                .statusCode(400).contentType(PROBLEM)
                .body("detail", startsWith("The request body has more after its JSON value"));
        stillRunning(gameId);
    }

    @Test
    void tenMegabytesAre413AsAProblem() {
        UUID gameId = runningGame();
        pause(gameId, "{\"reason\":\"" + "x".repeat(10 * 1024 * 1024) + "\"}")
                .statusCode(413).contentType(PROBLEM)
                .body("status", is(413));
        stillRunning(gameId);
    }
}
