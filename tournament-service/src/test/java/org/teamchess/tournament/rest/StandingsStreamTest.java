package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * The public standings with their crosstable, and their live stream: a board result reaches a
 * subscriber of the Server-Sent Events stream without asking, with the match's points so far.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class StandingsStreamTest {

    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");

    @Inject
    ProcessedEvents processed;

    @TestHTTPResource("/api/tournaments")
    URI tournaments;

    @Test
    void theStandingsNameTheTeamsAndCarryTheCrosstableWithMatchesInPlayAndToCome() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 3, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String tournamentId = created.getString("id");
        String firstMatch = created.getString("rounds[0].matches[0].matchId");

        given().get("/api/tournaments/" + tournamentId)
                .then().statusCode(200)
                .body("teams.teamName", contains("Школа № 1, Анадырь", "Школа № 2, Анадырь", "Школа № 3, Анадырь"));
        given().get("/api/tournaments/" + tournamentId + "/matches/" + firstMatch)
                .then().statusCode(200)
                .body("firstTeamName", equalTo(nameOf(created, created.getString("rounds[0].matches[0].firstTeamId"))));
        JsonPath standings = given().get("/api/tournaments/" + tournamentId + "/standings")
                .then().statusCode(200)
                .body("tournamentName", equalTo(created.getString("name")))
                .extract().jsonPath();
        // Three teams, a single round robin: each meets the other two, one round off (the bye).
        for (int row = 0; row < 3; row++) {
            assertEquals(2, standings.getList("rows[" + row + "].encounters").size());
            assertEquals(nameOf(created, standings.getString("rows[" + row + "].teamId")),
                    standings.getString("rows[" + row + "].teamName"));
        }
        String firstTeam = created.getString("rounds[0].matches[0].firstTeamId");
        String roundOne = row(firstTeam) + ".encounters.find { it.round == 1 }";
        String later = row(firstTeam) + ".encounters.find { it.round != 1 }";
        assertEquals("playing", standings.getString(roundOne + ".status"));
        assertEquals(0.0f, standings.getFloat(roundOne + ".boardPoints"));
        assertEquals("pending", standings.getString(later + ".status"));
        assertNull(standings.get(later + ".boardPoints"));
    }

    @Test
    void aSubscriberHearsEveryBoardResultAsItHappens() throws Exception {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String tournamentId = created.getString("id");
        List<String> games = created.getList("rounds[0].matches[0].boards.gameId");
        String firstTeam = created.getString("rounds[0].matches[0].firstTeamId");

        try (EventStream stream = EventStream.open(URI.create(tournaments + "/" + tournamentId + "/standings/stream"))) {
            JsonPath initial = stream.next("standings");
            assertEquals(0.0f, initial.getFloat(row(firstTeam) + ".encounters[0].boardPoints"));

            // Board 1: the first team has White and wins.
            Competitions.send(Competitions.envelope(ENDED, new GameEnded(UUID.fromString(games.get(0)),
                    GameResult.WHITE_WON, Termination.CHECKMATE, ENDED)));
            JsonPath afterBoard = stream.next("standings");
            String encounter = row(firstTeam) + ".encounters[0]";
            assertEquals("playing", afterBoard.getString(encounter + ".status"));
            assertEquals(1.0f, afterBoard.getFloat(encounter + ".boardPoints"));
            assertEquals(0.0f, afterBoard.getFloat(encounter + ".opponentBoardPoints"));
            assertEquals(0, afterBoard.getInt(row(firstTeam) + ".matchPoints"), "not scored before the match ends");
        }
    }

    @Test
    void theCrosstableDownloadsAsCsvAndAsAPrintablePage() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        String tournamentId = Tournaments.create(Tournaments.roundRobin(competitionId, teams)).getString("id");

        String csv = given().get("/api/tournaments/" + tournamentId + "/crosstable.csv")
                .then().statusCode(200)
                .contentType(startsWith("text/csv"))
                .header("Content-Disposition", startsWith("attachment"))
                .extract().asString();
        assertEquals("\uFEFFМесто;№;Команда;1;2;Сыграно;Очки;Матчевые очки;Личная встреча;"
                + "Коэффициент Зонненборна-Бергера", csv.lines().findFirst().orElseThrow());
        given().get("/api/tournaments/" + tournamentId + "/crosstable.html")
                .then().statusCode(200)
                .contentType(startsWith("text/html"))
                .body(containsString("Школа № 1, Анадырь"));
        given().get("/api/tournaments/" + UUID.randomUUID() + "/crosstable.csv")
                .then().statusCode(404).contentType("application/problem+json");
    }

    @Test
    void theStreamOfAnUnknownTournamentIsAProblem() {
        given().get("/api/tournaments/" + UUID.randomUUID() + "/standings/stream")
                .then().statusCode(404)
                .contentType("application/problem+json")
                .body("status", equalTo(404))
                .body("detail", startsWith("No tournament"));
    }

    private static String nameOf(JsonPath tournament, String teamId) {
        return tournament.getString("teams.find { it.teamId == '" + teamId + "' }.teamName");
    }

    /** The path of the team's row in the standings' JSON. */
    private static String row(String teamId) {
        return "rows.find { it.teamId == '" + teamId + "' }";
    }
}
