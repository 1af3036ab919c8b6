package org.teamchess.clock.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.service.ClockService;
import org.teamchess.events.game.GameCreated;
import org.teamchess.testsupport.TestTokens;

/**
 * The clock state over HTTP, computed by the shared model from the real time: a start a day ahead or
 * an hour past gives states that do not depend on when the test runs.
 */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class ClockResourceTest {

    private static final String PROBLEM = "application/problem+json";

    @Inject
    ClockService clocks;

    private static Instant wholeMinutesFromNow(long minutes) {
        return Instant.now().truncatedTo(ChronoUnit.MINUTES).plus(Duration.ofMinutes(minutes));
    }

    @Test
    void beforeTheStartBothSidesHaveTheirFullTimeAndWhitesDeadlineIsStartPlusBase() {
        Instant start = wholeMinutesFromNow(24 * 60);
        GameCreated game = TestGames.created("30+0", start);
        clocks.setUp(game);

        given().auth().oauth2(TestTokens.withRealmRoles("pupil", "player"))
                .when().get("/api/clocks/{gameId}", game.gameId())
                .then().statusCode(200)
                .contentType("application/json")
                .body("gameId", is(game.gameId().toString()))
                .body("timeControl", is("30+0"))
                .body("classification", is("rapid"))
                .body("scheduledStart", is(start.toString()))
                .body("status", is("scheduled"))
                .body("ply", is(0))
                .body("toMove", is("white"))
                .body("whiteRemainingMillis", is(1_800_000))
                .body("blackRemainingMillis", is(1_800_000))
                .body("deadline", is(start.plus(Duration.ofMinutes(30)).toString()))
                .body("graceEnd", is(start.plus(Duration.ofMinutes(30)).plusSeconds(1).toString()))
                .body("flag", nullValue());
    }

    @Test
    void aWhiteWhoNeverMovedHasRunOutAtStartPlusBaseAndTheFlagIsAFact() {
        Instant start = wholeMinutesFromNow(-60);
        GameCreated game = TestGames.created("5+0", start);
        clocks.setUp(game);

        given().auth().oauth2(TestTokens.withRealmRoles("arbiter", "arbiter"))
                .when().get("/api/clocks/{gameId}", game.gameId())
                .then().statusCode(200)
                .body("status", is("running"))
                .body("classification", is("blitz"))
                .body("whiteRemainingMillis", is(0))
                .body("blackRemainingMillis", is(300_000))
                .body("deadline", is(start.plus(Duration.ofMinutes(5)).toString()))
                .body("flag.side", is("white"))
                .body("flag.ply", is(0))
                .body("flag.fellAt", is(start.plus(Duration.ofMinutes(5)).toString()));
    }

    @Test
    void anArmageddonClockGivesWhiteFiveMinutesAndBlackFour() {
        GameCreated game = TestGames.created("W5/B4", wholeMinutesFromNow(60));
        clocks.setUp(game);

        given().auth().oauth2(TestTokens.withRealmRoles("organizer", "organizer"))
                .when().get("/api/clocks/{gameId}", game.gameId())
                .then().statusCode(200)
                .body("timeControl", is("W5+0/B4+0"))
                .body("whiteRemainingMillis", is(300_000))
                .body("blackRemainingMillis", is(240_000));
    }

    @Test
    void withoutATokenTheAnswerIs401ProblemDetails() {
        given().when().get("/api/clocks/{gameId}", UUID.randomUUID())
                .then().statusCode(401)
                .contentType(PROBLEM)
                .header("WWW-Authenticate", is("Bearer"))
                .body("status", is(401));
    }

    @Test
    void aTokenForAnotherAudienceIs401ProblemDetails() {
        given().auth().oauth2(TestTokens.forAudience("another-service", "pupil", "player"))
                .when().get("/api/clocks/{gameId}", UUID.randomUUID())
                .then().statusCode(401)
                .contentType(PROBLEM);
    }

    @Test
    void aTokenWithoutAPlatformRoleIs403ProblemDetails() {
        given().auth().oauth2(TestTokens.withRealmRoles("visitor"))
                .when().get("/api/clocks/{gameId}", UUID.randomUUID())
                .then().statusCode(403)
                .contentType(PROBLEM)
                .body("status", is(403));
    }

    @Test
    void aGameWithoutAClockIs404ProblemDetails() {
        UUID gameId = UUID.randomUUID();
        given().auth().oauth2(TestTokens.withRealmRoles("coach", "coach"))
                .when().get("/api/clocks/{gameId}", gameId)
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("detail", is("No clock for game " + gameId));
    }
}
