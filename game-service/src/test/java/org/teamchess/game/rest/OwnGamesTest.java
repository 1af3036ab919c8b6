package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.teamchess.game.TestLinks.link;
import static org.teamchess.game.TestLinks.newAccount;
import static org.teamchess.game.TestLinks.token;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TestTokens;

/**
 * {@code GET /api/games/mine}: a child's games through the link of his account to his roster entry,
 * on the real broker, newest scheduled first, each with the fields of {@code GET /api/games/{id}}
 * and his colour.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class OwnGamesTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @Inject
    GameService games;

    @Inject
    ProcessedEvents processed;

    @Test
    void aLinkedChildSeesHisGamesOfEveryRoundNewestFirstWithHisColour() {
        UUID child = UUID.randomUUID();
        String account = newAccount();
        Instant saturday = TestMatches.START;
        MatchScheduled round1 = match(1, saturday, new BoardPairing(2, UUID.randomUUID(), child, UUID.randomUUID()));
        MatchScheduled round2 = match(2, saturday.plus(Duration.ofDays(7)),
                new BoardPairing(2, UUID.randomUUID(), UUID.randomUUID(), child));
        games.createGames(round1);
        UUID linked = link(child, account);
        await().atMost(WAIT).until(() -> processed.isProcessed(linked));
        games.createGames(round2); // created after the link: listed all the same
        games.createGames(TestMatches.twoBoards()); // not his

        UUID first = round1.boards().get(0).gameId();
        UUID second = round2.boards().get(0).gameId();
        given().auth().oauth2(token(account))
                .when().get("/api/games/mine")
                .then().statusCode(200)
                .contentType("application/json")
                .body("id", contains(second.toString(), first.toString()))
                .body("seat", contains("black", "white"))
                .body("round", contains(2, 1))
                .body("[0].matchId", is(round2.matchId().toString()))
                .body("[0].competitionId", is(round2.competitionId().toString()))
                .body("[0].board", is(2))
                .body("[0].blackPlayerId", is(child.toString()))
                .body("[0].timeControl", is("30+0"))
                .body("[0].status", is("scheduled"))
                .body("[0].scheduledStart", is("2026-03-14T10:00:00Z"))
                .body("[1].whitePlayerId", is(child.toString()))
                .body("[0].game", nullValue());
    }

    @Test
    void aFriendlyGamesPlayerSeesItByHisOwnId() {
        String account = newAccount();
        GameView friendly = games.createFriendly(new NewGameRequest(UUID.fromString(account), UUID.randomUUID(),
                "10+5", null, null, Instant.now(), null, null));

        given().auth().oauth2(token(account))
                .when().get("/api/games/mine")
                .then().statusCode(200)
                .body("id", contains(friendly.id().toString()))
                .body("seat", contains("white"));
    }

    @Test
    void anAccountLinkedToNoPlayerHasNoGames() {
        given().auth().oauth2(token(newAccount()))
                .when().get("/api/games/mine")
                .then().statusCode(200)
                .body("$", empty());
    }

    @Test
    void onlyPlayersHaveGamesOfTheirOwn() {
        given().auth().oauth2(TestTokens.withRealmRoles(newAccount(), "coach"))
                .when().get("/api/games/mine")
                .then().statusCode(403)
                .contentType("application/problem+json");
        given().when().get("/api/games/mine")
                .then().statusCode(401);
    }

    private static MatchScheduled match(int round, Instant start, BoardPairing board) {
        return new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), round, List.of(board),
                TimeControl.parse("30+0").orElseThrow(), start);
    }
}
