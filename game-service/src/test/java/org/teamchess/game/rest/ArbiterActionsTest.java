package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.GameTopic;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestTokens;

/** Arbiters adjudicate and void games and list those that need them, over REST, results on the broker. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class ArbiterActionsTest {

    private static final String PROBLEM = "application/problem+json";
    private static final String ARBITER = TestTokens.withRealmRoles("arbiter-3", "arbiter");
    private static final String ORGANIZER = TestTokens.withRealmRoles("organizer-1", "organizer");

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    @Inject
    PresenceService presence;

    private GameView game() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null, null,
                Instant.now().minusSeconds(1), null, 60));
    }

    private static void post(String token, UUID gameId, String action, Map<String, String> body, int status) {
        given().auth().oauth2(token).contentType("application/json").body(body)
                .when().post("/api/games/{id}/" + action, gameId)
                .then().statusCode(status);
    }

    @Test
    void anArbiterAdjudicatesAResultWithHisReasonAndTheGameEndsAsEveryGameDoes() {
        GameView game = game();
        moveService.move(game.id(), Side.WHITE, "e4", null, "w1");
        post(ARBITER, game.id(), "adjudication", Map.of("result", "1-0", "reason", "black's connection failed for good",
                "article", "11.3"), 204);

        GameEnded ended = GameTopic.ended(game.id());
        assertEquals(GameResult.WHITE_WON, ended.result());
        assertEquals(Termination.ARBITER_DECISION, ended.termination());
        assertEquals(new FocusRecord(FocusAway.NONE, FocusAway.NONE), ended.focus(), "a played game has its focus record");
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}", game.id())
                .then().statusCode(200).body("status", is("finished")).body("result", is("1-0"));
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}/pgn", game.id())
                .then().statusCode(200).body(containsString("[Termination \"adjudication\"]"));
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}/arbiter-actions", game.id())
                .then().statusCode(200)
                .body("[0].action", is("adjudicated")).body("[0].article", is("11.3"))
                .body("[0].actorId", is("arbiter-3")).body("[0].result", is("1-0"));
        post(ARBITER, game.id(), "adjudication", Map.of("result", "0-1", "reason", "changed my mind"), 409);
    }

    @Test
    void bothSidesAbsentIsADoubleForfeitThatGameEndedCarriesAsZeroZero() {
        GameView game = game();
        post(ORGANIZER, game.id(), "adjudication", Map.of("result", "-/-", "reason", "neither player came"), 204);

        GameEnded ended = GameTopic.ended(game.id());
        assertEquals(GameResult.BOTH_LOST, ended.result());
        assertEquals(Termination.FORFEIT, ended.termination());
        assertNull(ended.focus(), "an unplayed game has no focus record");
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}/pgn", game.id())
                .then().statusCode(200)
                .body(containsString("[Result \"*\"]"))
                .body(containsString("[Termination \"rules infraction\"]"));
    }

    @Test
    void aVoidedGameEndsWithoutAResult() {
        GameView game = game();
        post(ARBITER, game.id(), "void", Map.of("reason", "wrong colours; to be replayed"), 204);

        GameEnded ended = GameTopic.ended(game.id());
        assertEquals(GameResult.VOID, ended.result());
        assertEquals(Termination.VOIDED, ended.termination());
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}", game.id())
                .then().statusCode(200).body("result", is("*")).body("termination", is("voided"));
    }

    @Test
    void arbiterActionsAreRefusedAsProblemsNamingTheWrongField() {
        GameView game = game();
        given().auth().oauth2(ARBITER).contentType("application/json")
                .body(Map.of("result", "2-0", "article", "twelve"))
                .when().post("/api/games/{id}/adjudication", game.id())
                .then().statusCode(400).contentType(PROBLEM)
                .body("errors.field", hasItem("result"))
                .body("errors.field", hasItem("article"))
                .body("errors.field", hasItem("reason"));
        given().auth().oauth2(ARBITER).contentType("application/json").body(Map.of("reason", " "))
                .when().post("/api/games/{id}/void", game.id())
                .then().statusCode(400).contentType(PROBLEM).body("errors[0].field", is("reason"));
        given().auth().oauth2(ARBITER).contentType("application/json").body(Map.of("reason", "x".repeat(401)))
                .when().post("/api/games/{id}/void", game.id())
                .then().statusCode(400).contentType(PROBLEM).body("errors[0].field", is("reason"));
        post(TestTokens.withRealmRoles(game.whitePlayerId().toString(), "player"), game.id(), "void",
                Map.of("reason", "I lost"), 403);
        post(ARBITER, UUID.randomUUID(), "void", Map.of("reason", "no such game"), 404);
        given().auth().oauth2(TestTokens.withRealmRoles("coach-1", "coach")).when().get("/api/games/attention")
                .then().statusCode(403).contentType(PROBLEM);
    }

    @Test
    void aPlayerWhoJoinedAndLostHisConnectionNeedsAnArbiter() {
        GameView game = game();
        presence.arrived(game.id(), Side.WHITE, "connection-" + game.id());
        presence.arrived(game.id(), Side.BLACK, "other-connection-" + game.id());
        presence.left("connection-" + game.id());

        given().auth().oauth2(ORGANIZER).when().get("/api/games/attention")
                .then().statusCode(200)
                .body("find { it.gameId == '" + game.id() + "' }.reasons.kind", hasItem("player-disconnected"))
                .body("find { it.gameId == '" + game.id() + "' }.reasons.side", is(List.of("white")));
    }
}
