package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * Results set by hand: an arbiter corrects a board of an ended match and the match and standings
 * follow; an organizer scores a no-show; each change is in the audit trail with who and why.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class CorrectionTest {

    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");
    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    ProcessedEvents processed;

    @Test
    void anArbiterCorrectsABoardOfAnEndedMatchAndTheStandingsFollow() {
        Match match = twoTeams();
        // The first-named team has White on boards 1 and 3: it wins 1, 2 and 3, loses 4: 3-1.
        end(match, 0, GameResult.WHITE_WON);
        end(match, 1, GameResult.BLACK_WON);
        end(match, 2, GameResult.WHITE_WON);
        end(match, 3, GameResult.WHITE_WON);
        await().atMost(Duration.ofSeconds(30)).until(() -> "ended".equals(
                given().get(match.path()).then().extract().path("status")));
        given().get(match.path()).then().body("firstTeamBoardPoints", equalTo(3.0f))
                .body("firstTeamMatchPoints", equalTo(2));

        String arbiter = TestTokens.withRealmRoles("arbiter-1", Roles.ARBITER);
        // Board 2's White is the second team's player: 1-0 there makes it 2-2, level without a decider.
        correct(arbiter, match.path() + "/boards/2/result", "1-0", "Неверно записан результат")
                .statusCode(200)
                .body("boards[1].result", equalTo("1-0"))
                .body("firstTeamBoardPoints", equalTo(2.0f))
                .body("firstTeamMatchPoints", equalTo(1))
                .body("outcome", equalTo("level"));
        given().get("/api/tournaments/" + match.tournamentId() + "/standings").then()
                .body("rows.matchPoints", contains(1, 1));

        correct(arbiter, match.path() + "/boards/3/result", "-/+", "Белые не явились")
                .statusCode(200)
                .body("boards[2].result", equalTo("0-1"))
                .body("boards[2].unplayed", equalTo(true))
                .body("firstTeamBoardPoints", equalTo(1.0f))
                .body("outcome", equalTo("second-team-won"));

        given().auth().oauth2(arbiter).get("/api/tournaments/" + match.tournamentId() + "/audit").then()
                .statusCode(200)
                .body("action", hasItem("result-corrected"))
                .body("find { it.reason == 'Белые не явились' }.detail", containsString("board 3: 1-0 → -/+"))
                .body("find { it.reason == 'Белые не явились' }.actor", equalTo("arbiter-1"));
    }

    @Test
    void aWrongCorrectionIsRefusedNamingItsFieldsAndOnlyOrganizersAndArbitersMayCorrect() {
        Match match = twoTeams();
        String arbiter = TestTokens.withRealmRoles("arbiter-2", Roles.ARBITER);
        correct(arbiter, match.path() + "/boards/1/result", "2-0", " ")
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("result", "reason"));
        correct(arbiter, match.path() + "/boards/9/result", "1-0", "why").statusCode(404).contentType(PROBLEM_JSON);
        correct(TestTokens.withRealmRoles("coach", Roles.COACH), match.path() + "/boards/1/result", "1-0", "why")
                .statusCode(403);
        String later = "/api/tournaments/" + match.tournamentId() + "/matches/" + match.laterMatchId();
        correct(arbiter, later + "/boards/1/result", "1-0", "why")
                .statusCode(409).body("type", equalTo("urn:teamchess:problem:match-not-published"));
    }

    @Test
    void aTeamThatDidNotComeForfeitsTheMatchAndItsGamesChangeNothingAfterwards() {
        Match match = twoTeams();
        String organizer = Tournaments.organizer();
        forfeit(organizer, match, List.of(), "Не пришли").statusCode(400).body("errors.field", contains("teamIds"));
        forfeit(organizer, match, List.of(UUID.randomUUID()), "Не пришли").statusCode(400)
                .body("errors.field", contains("teamIds[0]"));

        forfeit(organizer, match, List.of(match.secondTeamId()), "Команда не вышла на связь")
                .statusCode(200)
                .body("status", equalTo("ended"))
                .body("forfeitedByTeamId", equalTo(match.secondTeamId().toString()))
                .body("firstTeamBoardPoints", equalTo(4.0f))
                .body("firstTeamMatchPoints", equalTo(2))
                .body("boards.unplayed", contains(true, true, true, true));
        forfeit(organizer, match, List.of(match.secondTeamId()), "again").statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:match-ended"));

        // The second team's board-2 player shows up after all and wins: the match stays forfeited.
        UUID late = end(match, 1, GameResult.WHITE_WON);
        await().atMost(Duration.ofSeconds(30)).until(() -> processed.isProcessed(late));
        given().get(match.path()).then().body("firstTeamBoardPoints", equalTo(4.0f))
                .body("boards[1].result", equalTo("0-1"));
        correct(organizer, match.path() + "/boards/1/result", "1-0", "why").statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:match-forfeited"));
        given().auth().oauth2(organizer).get("/api/tournaments/" + match.tournamentId() + "/audit").then()
                .body("find { it.action == 'match-forfeited' }.detail", containsString("forfeited by Школа № 2"));
    }

    /** Round 1's only match of a two-team double round robin: its boards' games, and round 2's match. */
    private record Match(String tournamentId, UUID matchId, UUID secondTeamId, List<String> games,
            UUID laterMatchId) {

        String path() {
            return "/api/tournaments/" + tournamentId + "/matches/" + matchId;
        }
    }

    private Match twoTeams() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("format", "double-round-robin");
        JsonPath created = Tournaments.create(body);
        return new Match(created.getString("id"), UUID.fromString(created.getString("rounds[0].matches[0].matchId")),
                UUID.fromString(created.getString("rounds[0].matches[0].secondTeamId")),
                created.getList("rounds[0].matches[0].boards.gameId"),
                UUID.fromString(created.getString("rounds[1].matches[0].matchId")));
    }

    private static UUID end(Match match, int board, GameResult result) {
        return Competitions.publish(ENDED, new GameEnded(UUID.fromString(match.games().get(board)), result,
                Termination.CHECKMATE, ENDED));
    }

    private static ValidatableResponse correct(String token, String path, String result, String reason) {
        return given().auth().oauth2(token).contentType(ContentType.JSON)
                .body(Map.of("result", result, "reason", reason)).put(path).then();
    }

    private static ValidatableResponse forfeit(String token, Match match, List<UUID> teamIds, String reason) {
        return given().auth().oauth2(token).contentType(ContentType.JSON)
                .body(Map.of("teamIds", teamIds, "reason", reason)).put(match.path() + "/forfeit").then();
    }
}
