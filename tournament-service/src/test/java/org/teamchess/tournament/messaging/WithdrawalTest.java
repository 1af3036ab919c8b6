package org.teamchess.tournament.messaging;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * Seed 004 Art. 24.1 through the real broker: a team withdraws (registration's TeamWithdrawn); its
 * matches in rounds not yet published are forfeited unplayed, and how far it had come decides
 * whether its results count.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class WithdrawalTest {

    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");

    private final EventCodec codec = new EventCodec();

    @Inject
    ProcessedEvents processed;

    @Test
    void aTeamWithdrawingBeforeHalfItsMatchesIsNotCountedAndItsLaterMatchesAreForfeited() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String tournamentId = created.getString("id");
        // Round 1: every first-named team wins every board; round 2 is then published at once.
        winAllBoards(created, 0);
        awaitPublished(tournamentId, 2);
        UUID leaving = UUID.fromString(created.getString("rounds[0].matches[0].secondTeamId"));
        String beaten = created.getString("rounds[0].matches[0].firstTeamId");

        try (TopicReader reader = TopicReader.fromBeginning(Topics.TOURNAMENT_EVENTS)) {
            withdraw(competitionId, leaving);

            // 1 of 3 matches completed: under half (24.1.1). Its round-3 match is forfeited.
            JsonPath standings = given().get("/api/tournaments/" + tournamentId + "/standings")
                    .then().statusCode(200).extract().jsonPath();
            assertEquals(4, standings.getList("rows").size());
            String last = "rows[3]";
            assertEquals(leaving.toString(), standings.getString(last + ".teamId"));
            assertTrue(standings.getBoolean(last + ".withdrawn"));
            assertFalse(standings.getBoolean(last + ".resultsCounted"));
            assertEquals("forfeit", standings.getString(last + ".encounters.find { it.round == 3 }.status"));
            assertEquals(0.0f, standings.getFloat(last + ".encounters.find { it.round == 3 }.boardPoints"));
            // The team it lost to keeps the game shown but not counted: no points from round 1.
            String winner = "rows.find { it.teamId == '" + beaten + "' }";
            assertFalse(standings.getBoolean(winner + ".encounters.find { it.round == 1 }.counted"));
            assertEquals(0, standings.getInt(winner + ".matchPoints"), "its round-2 match is still being played");
            assertEquals(3, standings.getList("rows.findAll { it.resultsCounted }").size());

            MatchEnded forfeit = reader.readUntil(records -> records.stream()
                            .map(record -> codec.decode(record.value()).data())
                            .anyMatch(event -> event instanceof MatchEnded ended && leaving.equals(ended.forfeitedByTeamId())),
                    WITHIN).stream()
                    .map(record -> codec.decode(record.value()).data())
                    .filter(event -> event instanceof MatchEnded ended && leaving.equals(ended.forfeitedByTeamId()))
                    .map(MatchEnded.class::cast).findFirst().orElseThrow();
            assertEquals(3, forfeit.round());
            assertEquals(4.0, leaving.equals(forfeit.firstTeamId()) ? forfeit.secondTeamBoardPoints()
                    : forfeit.firstTeamBoardPoints());
        }

        // The same event again changes nothing.
        withdraw(competitionId, leaving);
        given().get("/api/tournaments/" + tournamentId + "/standings")
                .then().statusCode(200);
    }

    @Test
    void aTeamWithdrawingAfterHalfItsMatchesKeepsItsResultsAndLosesTheRestUnplayed() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("format", "double-round-robin");
        JsonPath created = Tournaments.create(body);
        String tournamentId = created.getString("id");
        for (int round = 0; round < 3; round++) {
            winAllBoards(given().get("/api/tournaments/" + tournamentId).then().extract().jsonPath(), round);
            awaitPublished(tournamentId, round + 2);
        }
        UUID leaving = teams.get(0).teamId();

        withdraw(competitionId, leaving);

        // 3 of 6 completed: at least half (24.1.2): ranked, rounds 5 and 6 lost unplayed 0-4.
        JsonPath standings = given().get("/api/tournaments/" + tournamentId + "/standings")
                .then().statusCode(200).extract().jsonPath();
        String row = "rows.find { it.teamId == '" + leaving + "' }";
        assertTrue(standings.getBoolean(row + ".withdrawn"));
        assertTrue(standings.getBoolean(row + ".resultsCounted"));
        assertEquals(List.of("forfeit", "forfeit"),
                standings.getList(row + ".encounters.findAll { it.round > 4 }.status"));
        assertEquals(5, standings.getInt(row + ".played"), "three played, two forfeited");
        assertEquals(4, standings.getList("rows.findAll { it.resultsCounted }").size());
        JsonPath tournament = given().get("/api/tournaments/" + tournamentId).then().extract().jsonPath();
        assertEquals(List.of(true, true, true, true, false, false), tournament.getList("rounds.published"));
    }

    private void withdraw(UUID competitionId, UUID teamId) {
        UUID id = Competitions.publish(ENDED, new TeamWithdrawn(competitionId, teamId));
        await().atMost(WITHIN).until(() -> processed.isProcessed(id));
    }

    /** Ends every board of the round's matches with a win for the first-named team. */
    private void winAllBoards(JsonPath tournament, int roundIndex) {
        List<Map<String, Object>> matches = tournament.getList("rounds[" + roundIndex + "].matches");
        for (int match = 0; match < matches.size(); match++) {
            String path = "rounds[" + roundIndex + "].matches[" + match + "]";
            String firstTeam = tournament.getString(path + ".firstTeamId");
            List<String> games = tournament.getList(path + ".boards.gameId");
            List<String> whiteTeams = tournament.getList(path + ".boards.whiteTeamId");
            for (int board = 0; board < games.size(); board++) {
                GameResult result = firstTeam.equals(whiteTeams.get(board)) ? GameResult.WHITE_WON : GameResult.BLACK_WON;
                Competitions.send(Competitions.envelope(ENDED, new GameEnded(UUID.fromString(games.get(board)), result,
                        Termination.CHECKMATE, ENDED)));
            }
        }
    }

    private static void awaitPublished(String tournamentId, int round) {
        await().atMost(WITHIN).until(() -> given().get("/api/tournaments/" + tournamentId).then().extract()
                .jsonPath().getBoolean("rounds[" + (round - 1) + "].published"));
    }
}
