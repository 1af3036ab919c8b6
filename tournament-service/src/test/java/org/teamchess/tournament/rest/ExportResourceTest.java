package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * The exports of a tournament played through the real broker: the match and summary protocols, the
 * round's PGN and the FIDE report file, read back as a reader of each format would.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class ExportResourceTest {

    private static final String PROBLEM_JSON = "application/problem+json";
    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");
    private static final String SCHOLARS_MATE = """
            [Event "TeamChess competition"]
            [Site "TeamChess"]
            [Date "2026.12.05"]
            [Round "1"]
            [White "?"]
            [Black "?"]
            [Result "1-0"]
            [Termination "normal"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
            """;

    @Inject
    ProcessedEvents processed;

    /**
     * Two teams, one match: board 1 won by the first team (with its moves), board 2 lost by its
     * absence, boards 3 and 4 drawn: level 2-2, the Armageddon decider won by Black.
     */
    @Test
    void theMatchProtocolAndTheRoundsPgnShowEveryBoardAndTheDecider() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        // Names in full for the public too: the protocol and the PGN are read anonymously below.
        body.put("publicNames", "full");
        JsonPath created = Tournaments.create(body);
        String id = created.getString("id");
        String match = created.getString("rounds[0].matches[0].matchId");
        List<UUID> games = uuids(created.getList("rounds[0].matches[0].boards.gameId"));
        // The first team has White on boards 1 and 3.
        end(games.get(0), GameResult.WHITE_WON, Termination.CHECKMATE, SCHOLARS_MATE);
        end(games.get(1), GameResult.WHITE_WON, Termination.NO_SHOW, null);
        end(games.get(2), GameResult.DRAW, Termination.DRAW_AGREEMENT, null);
        end(games.get(3), GameResult.DRAW, Termination.DRAW_AGREEMENT, null);
        String matchPath = "/api/tournaments/" + id + "/matches/" + match;
        UUID decider = UUID.fromString(await().atMost(WITHIN).until(
                () -> given().get(matchPath).then().extract().jsonPath().getString("decider.gameId"),
                gameId -> gameId != null));
        end(decider, GameResult.BLACK_WON, Termination.RESIGNATION, null);
        await().atMost(WITHIN).untilAsserted(() -> given().get(matchPath).then().body("status", equalTo("ended")));
        boolean firstTeamBlackInDecider = given().get(matchPath).then().extract().jsonPath()
                .getString("decider.whiteTeamId").equals(teams.get(1).teamId().toString());

        String protocol = given().get(matchPath + "/protocol")
                .then().statusCode(200).contentType(startsWith("text/html"))
                .extract().asString();
        assertTrue(protocol.contains("<h1>Протокол результатов командных соревнований</h1>"), protocol);
        assertTrue(protocol.contains("<td>Первенство школ Чукотки</td>"), protocol);
        assertTrue(protocol.contains("<td>05.12.2026, 13:00 (Asia/Anadyr, UTC+12:00)</td>"), protocol);
        assertTrue(protocol.contains("<h2>«Школа № 1, Анадырь» - «Школа № 2, Анадырь»</h2>"), protocol);
        // Each board from the first team's side: its colour and points, then the second team's.
        assertTrue(protocol.contains("<td>белые</td><td>1</td><td>0</td><td>чёрные</td>"), protocol);
        assertTrue(protocol.contains("<td>чёрные</td><td>-</td><td>+</td><td>белые</td>"), protocol);
        assertTrue(protocol.contains("<td>белые</td><td>½</td><td>½</td><td>чёрные</td>"), protocol);
        assertTrue(protocol.contains("<tr><td>1</td><td class=\"player\">" + Competitions.displayName(1, 1)
                + "</td>"), "players by their public names: " + protocol);
        assertTrue(protocol.contains("<tr><td>Армагеддон</td>"), protocol);
        assertTrue(protocol.contains(firstTeamBlackInDecider ? "<td>чёрные</td><td>1</td><td>0</td><td>белые</td>"
                : "<td>белые</td><td>0</td><td>1</td><td>чёрные</td>"), protocol);
        assertTrue(protocol.contains("<th scope=\"row\" colspan=\"3\">Очки</th><td>2</td><td>2</td>"), protocol);
        assertTrue(protocol.contains("<th scope=\"row\" colspan=\"3\">Командные очки</th><td>"
                + (firstTeamBlackInDecider ? "2</td><td>0" : "0</td><td>2") + "</td>"), protocol);
        assertTrue(protocol.contains("в армагеддоне"), protocol);
        assertTrue(protocol.contains("Капитан команды «Школа № 2, Анадырь»: "), protocol);

        ExtractableResponse<Response> download = given().get("/api/tournaments/" + id + "/rounds/1/pgn")
                .then().statusCode(200).contentType(startsWith("application/x-chess-pgn"))
                .header("Content-Disposition", startsWith("attachment"))
                .extract();
        List<PgnEntry> entries = PgnReader.read(download.asString());
        assertEquals(5, entries.size(), download.asString());
        assertTrue(entries.stream().allMatch(PgnEntry::isComplete));
        List<PgnGame> pgn = entries.stream().map(PgnEntry::game).toList();
        assertEquals(List.of("1.1", "1.2", "1.3", "1.4", "1.5"), pgn.stream().map(game -> game.tag("Round")
                .orElseThrow()).toList());
        assertEquals(List.of("1-0", "1-0", "1/2-1/2", "1/2-1/2", "0-1"), pgn.stream().map(PgnGame::result).toList());
        assertEquals(7, pgn.get(0).mainline().size(), "board 1's moves as game-service recorded them");
        assertEquals(List.of(), pgn.get(1).mainline(), "an absence has no moves");
        PgnGame first = pgn.get(0);
        assertEquals("Первенство школ Чукотки", first.tag("Event").orElseThrow());
        assertEquals("2026.12.05", first.tag("Date").orElseThrow());
        assertEquals("Школа № 1, Анадырь", first.tag("WhiteTeam").orElseThrow());
        assertEquals("Школа № 2, Анадырь", first.tag("BlackTeam").orElseThrow());
        assertEquals("normal", first.tag("Termination").orElseThrow());
        assertEquals("Школа № 2, Анадырь", pgn.get(1).tag("WhiteTeam").orElseThrow());
        assertEquals("5", pgn.get(4).tag("Board").orElseThrow());
        assertEquals(Competitions.displayName(1, 1), first.tag("White").orElseThrow());
        assertEquals(Competitions.displayName(2, 1), first.tag("Black").orElseThrow());
        given().get("/api/tournaments/" + id + "/rounds/1/pgn?notation=ru")
                .then().statusCode(200).body(containsString("2. Фh5 Кc6 3. Сc4 Кf6 4. Фxf7# 1-0"));

        given().get("/api/tournaments/" + id + "/protocol")
                .then().statusCode(200).contentType(startsWith("text/html"))
                .body(containsString("<h1>Сводный протокол результатов командных соревнований</h1>"))
                .body(containsString("<th scope=\"col\">Матчевые очки</th>"))
                .body(containsString("Главный судья (арбитр): "));
    }

    /**
     * Three teams, rounds 1 and 2 complete: a win, a forfeit, a double forfeit and a draw in round 1,
     * four draws in round 2; the team with the bye has no game. The file is read back by the
     * columns of TRF-16.
     */
    @Test
    void theTrfReportsTheCompletedRoundsColumnByColumn() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 3, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("drawnMatch", "none");
        JsonPath created = Tournaments.create(body);
        String id = created.getString("id");
        List<UUID> roundOne = uuids(created.getList("rounds[0].matches[0].boards.gameId"));
        end(roundOne.get(0), GameResult.WHITE_WON, Termination.CHECKMATE, null);
        end(roundOne.get(1), GameResult.BLACK_WON, Termination.NO_SHOW, null);
        end(roundOne.get(2), GameResult.BOTH_LOST, Termination.FORFEIT, null);
        end(roundOne.get(3), GameResult.DRAW, Termination.DRAW_AGREEMENT, null);
        String path = "/api/tournaments/" + id;
        List<String> roundTwo = await().atMost(WITHIN).until(() -> given().get(path).then().extract().jsonPath()
                .getList("rounds[1].matches[0].boards.gameId", String.class), gameIds -> !gameIds.isEmpty());
        uuids(roundTwo).forEach(game -> end(game, GameResult.DRAW, Termination.DRAW_AGREEMENT, null));
        await().atMost(WITHIN).untilAsserted(() -> given().get(path).then()
                .body("rounds[1].matches[0].status", equalTo("ended")));
        JsonPath tournament = given().get(path).then().extract().jsonPath();

        String trf = given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER)).get(path + "/trf")
                .then().statusCode(200).contentType(startsWith("text/plain"))
                .header("Content-Disposition", startsWith("attachment"))
                .extract().asString();
        assertTrue(trf.endsWith("\r\n"), "every line ends with CR LF");
        List<String> lines = Arrays.asList(trf.split("\r\n"));
        assertEquals("012 Первенство школ Чукотки", lines.get(0));
        assertTrue(lines.contains("042 2026/12/05"), trf);
        assertTrue(lines.contains("052 2026/12/19"), trf);
        assertTrue(lines.contains("062 12"), trf);
        assertTrue(lines.contains("082 3"), trf);
        assertTrue(lines.contains("092 Team: round robin"), trf);
        String dates = lines.stream().filter(line -> line.startsWith("132")).findFirst().orElseThrow();
        assertEquals("26/12/05", dates.substring(91, 99));
        assertEquals("26/12/12", dates.substring(101, 109));
        assertEquals(109, dates.length(), "two rounds reported: round 3 is still to be played");

        List<String> players = lines.stream().filter(line -> line.startsWith("001")).toList();
        assertEquals(12, players.size());
        List<Double> points = new ArrayList<>();
        for (int index = 0; index < players.size(); index++) {
            String line = players.get(index);
            assertEquals(index + 1, Integer.parseInt(line.substring(4, 8).trim()), "starting rank");
            assertEquals(Competitions.displayName(index / 4 + 1, index % 4 + 1), line.substring(14, 47).trim());
            double sum = 0;
            for (int round = 0; round < 2; round++) {
                sum += switch (line.charAt(98 + round * 10)) {
                    case '1', '+' -> 1;
                    case '=' -> 0.5;
                    default -> 0;
                };
            }
            assertEquals(String.format(Locale.ROOT, "%4.1f", sum), line.substring(80, 84), line);
            points.add(sum);
        }
        for (int index = 0; index < players.size(); index++) {
            double own = points.get(index);
            long better = points.stream().filter(other -> other > own).count();
            assertEquals(String.format("%4d", better + 1), players.get(index).substring(85, 89),
                    "equal points share a rank");
        }
        // Players by team in the tournament's order, each team's in roster order: team k's are 4k+1..4k+4.
        List<String> teamLines = lines.stream().filter(line -> line.startsWith("013")).toList();
        assertEquals(3, teamLines.size());
        for (int team = 0; team < 3; team++) {
            String line = teamLines.get(team);
            assertEquals("Школа № " + (team + 1) + ", Анадырь", line.substring(4, 36).trim());
            for (int member = 0; member < 4; member++) {
                assertEquals(String.format("%4d", team * 4 + member + 1),
                        line.substring(36 + member * 5, 40 + member * 5));
            }
        }

        List<String> teamIds = teams.stream().map(team -> team.teamId().toString()).toList();
        int first = teamIds.indexOf(tournament.getString("rounds[0].matches[0].firstTeamId"));
        int second = teamIds.indexOf(tournament.getString("rounds[0].matches[0].secondTeamId"));
        int bye = teamIds.indexOf(tournament.getString("rounds[0].byeTeamId"));
        // Round 1: board 1 won by the first team's White, board 2 won by its Black by forfeit, board 3
        // lost by both by forfeit, board 4 drawn (the first team's Black).
        assertEquals(new Cell(second * 4 + 1, 'w', '1'), cell(players, first * 4 + 1, 0));
        assertEquals(new Cell(first * 4 + 1, 'b', '0'), cell(players, second * 4 + 1, 0));
        assertEquals(new Cell(second * 4 + 2, 'b', '+'), cell(players, first * 4 + 2, 0));
        assertEquals(new Cell(first * 4 + 2, 'w', '-'), cell(players, second * 4 + 2, 0));
        assertEquals(new Cell(second * 4 + 3, 'w', '-'), cell(players, first * 4 + 3, 0));
        assertEquals(new Cell(first * 4 + 3, 'b', '-'), cell(players, second * 4 + 3, 0));
        assertEquals(new Cell(second * 4 + 4, 'b', '='), cell(players, first * 4 + 4, 0));
        for (int member = 1; member <= 4; member++) {
            assertEquals(new Cell(0, '-', 'Z'), cell(players, bye * 4 + member, 0), "the bye has no game");
        }

        given().get(path + "/trf").then().statusCode(401).contentType(PROBLEM_JSON);
        given().auth().oauth2(TestTokens.withRealmRoles("coach-1", Roles.COACH)).get(path + "/trf")
                .then().statusCode(403).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer()).get(path + "/trf").then().statusCode(200);
    }

    @Test
    void unknownTournamentsMatchesAndRoundsAre404AndAnUnknownNotationIs400() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        String id = Tournaments.create(Tournaments.roundRobin(competitionId, teams)).getString("id");
        String unknown = UUID.randomUUID().toString();

        given().get("/api/tournaments/" + id + "/matches/" + unknown + "/protocol")
                .then().statusCode(404).contentType(PROBLEM_JSON);
        given().get("/api/tournaments/" + unknown + "/protocol").then().statusCode(404).contentType(PROBLEM_JSON);
        given().get("/api/tournaments/" + unknown + "/rounds/1/pgn").then().statusCode(404).contentType(PROBLEM_JSON);
        given().get("/api/tournaments/" + id + "/rounds/2/pgn").then().statusCode(404).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + unknown + "/trf")
                .then().statusCode(404).contentType(PROBLEM_JSON);
        given().get("/api/tournaments/" + id + "/rounds/1/pgn?notation=de")
                .then().statusCode(400).contentType(PROBLEM_JSON).body("errors[0].field", equalTo("notation"));
        // A round without a finished game: an empty file; a match not yet played: its form to fill in.
        given().get("/api/tournaments/" + id + "/rounds/1/pgn").then().statusCode(200).body(equalTo(""));
        String match = given().get("/api/tournaments/" + id).then().extract().jsonPath()
                .getString("rounds[0].matches[0].matchId");
        String protocol = "/api/tournaments/" + id + "/matches/" + match + "/protocol";
        given().get(protocol).then().statusCode(200).body(containsString("Итог встречи: встреча не окончена"));

        // The second team does not come: the first takes the match without play.
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON)
                .body(Map.of("teamIds", List.of(teams.get(1).teamId()), "reason", "Команда не явилась"))
                .put("/api/tournaments/" + id + "/matches/" + match + "/forfeit")
                .then().statusCode(200);
        given().get(protocol).then().statusCode(200)
                .body(containsString("Матч не игрался: команде «Школа № 2, Анадырь» засчитано поражение"))
                .body(containsString("<th scope=\"row\" colspan=\"3\">Очки</th><td>+</td><td>-</td>"))
                .body(containsString("<th scope=\"row\" colspan=\"3\">Командные очки</th><td>2</td><td>0</td>"))
                .body(containsString("Итог встречи: победа команды «Школа № 1, Анадырь» без игры (+/-)"));
    }

    /** A round's columns of a 001 line: opponent, colour, result. */
    private record Cell(int opponent, char colour, char result) {
    }

    private static Cell cell(List<String> players, int number, int round) {
        String line = players.get(number - 1);
        int column = 91 + round * 10;
        return new Cell(Integer.parseInt(line.substring(column, column + 4).trim()), line.charAt(column + 5),
                line.charAt(column + 7));
    }

    private static void end(UUID gameId, GameResult result, Termination termination, String pgn) {
        Competitions.send(Competitions.envelope(ENDED, new GameEnded(gameId, result, termination, ENDED, pgn)));
    }

    private static List<UUID> uuids(List<String> ids) {
        return new ArrayList<>(ids.stream().map(UUID::fromString).toList());
    }
}
