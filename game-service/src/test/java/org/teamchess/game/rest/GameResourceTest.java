package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Position;
import org.teamchess.testsupport.TestTokens;

@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class GameResourceTest {

    private static final String PROBLEM = "application/problem+json";

    @Inject
    GameService games;

    @Test
    void aPlayerSeesTheGameWithItsPlayersColoursTimeControlStatusAndStartPosition() {
        MatchScheduled match = TestMatches.twoBoards();
        games.createGames(match);
        BoardPairing board = match.boards().get(1);

        given().auth().oauth2(TestTokens.withRealmRoles("pupil", "player"))
                .when().get("/api/games/{id}", board.gameId())
                .then().statusCode(200)
                .contentType("application/json")
                .body("id", is(board.gameId().toString()))
                .body("matchId", is(match.matchId().toString()))
                .body("round", is(1))
                .body("board", is(2))
                .body("whitePlayerId", is(board.whitePlayerId().toString()))
                .body("blackPlayerId", is(board.blackPlayerId().toString()))
                .body("timeControl", is("30+0"))
                .body("classification", is("rapid"))
                .body("scheduledStart", is("2026-03-07T10:00:00Z"))
                .body("status", is("scheduled"))
                .body("fen", is(Position.standard().toFen()));
    }

    @Test
    void withoutATokenTheAnswerIs401ProblemDetails() {
        given().when().get("/api/games/{id}", UUID.randomUUID())
                .then().statusCode(401)
                .contentType(PROBLEM)
                .header("WWW-Authenticate", is("Bearer"))
                .body("status", is(401))
                .body("title", is("Unauthorized"));
    }

    @Test
    void aTokenThatIsNotSignedByTheRealmIs401ProblemDetails() {
        given().auth().oauth2("not-a-token")
                .when().get("/api/games/{id}", UUID.randomUUID())
                .then().statusCode(401)
                .contentType(PROBLEM)
                .body("status", is(401));
    }

    @Test
    void aTokenForAnotherAudienceIs401ProblemDetails() {
        given().auth().oauth2(TestTokens.forAudience("another-service", "pupil", "player"))
                .when().get("/api/games/{id}", UUID.randomUUID())
                .then().statusCode(401)
                .contentType(PROBLEM)
                .body("status", is(401));
    }

    @Test
    void aTokenWithoutAPlatformRoleIs403ProblemDetails() {
        given().auth().oauth2(TestTokens.withRealmRoles("visitor"))
                .when().get("/api/games/{id}", UUID.randomUUID())
                .then().statusCode(403)
                .contentType(PROBLEM)
                .body("status", is(403));
    }

    @Test
    void anUnknownGameIs404ProblemDetails() {
        UUID id = UUID.randomUUID();
        given().auth().oauth2(TestTokens.withRealmRoles("federation", "federation"))
                .when().get("/api/games/{id}", id)
                .then().statusCode(404)
                .contentType(PROBLEM)
                .body("status", is(404))
                .body("detail", is("No game " + id));
    }
}
