package org.teamchess.tournament.fairplay;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;
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
 * The fair-play queue and report through the real broker and database: finished games are queued
 * once with their focus records, a game whose worker died (its lease ran out) is taken again, the worker analyses a game
 * with stockfish (where installed), and only arbiters and the tournament's organizer read the report.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class FairPlayReportTest {

    private static final String PROBLEM_JSON = "application/problem+json";
    private static final Duration WITHIN = Duration.ofSeconds(30);
    // Far older than the other tests' games on the shared queue, so that these are taken first.
    private static final Instant ENDED = Instant.parse("2000-01-01T10:00:00Z");
    private static final String SCHOLARS_MATE = "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    private static final List<String> RUY_LOPEZ = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O",
            "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Na5", "Bc2", "c5");

    @Inject
    ProcessedEvents processed;
    @Inject
    FairPlayStore store;
    @Inject
    FairPlayWorker worker;

    @Test
    void finishedGamesAreQueuedOnceTakenAgainAfterACrashAnalysedAndReportedToArbitersOnly() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        String organizerName = "organizer-fp-" + UUID.randomUUID();
        String organizer = TestTokens.withRealmRoles(organizerName, Roles.ORGANIZER);
        JsonPath created = given().auth().oauth2(organizer).contentType(ContentType.JSON)
                .body(Tournaments.roundRobin(competitionId, teams)).post("/api/tournaments")
                .then().statusCode(201).extract().jsonPath();
        String id = created.getString("id");
        List<UUID> games = created.getList("rounds[0].matches[0].boards.gameId", String.class).stream()
                .map(UUID::fromString).toList();
        UUID mated = games.get(0);
        UUID ruyLopez = games.get(1);
        UUID forfeited = games.get(2);

        // Time away during their own turns, as game-service timed it: White of the Ruy Lopez twice, Black of the mate once.
        Competitions.publish(ENDED, new GameEnded(mated, GameResult.WHITE_WON, Termination.CHECKMATE, ENDED,
                SCHOLARS_MATE, new FocusRecord(FocusAway.NONE, new FocusAway(1, 5_000, 5_000))));
        Competitions.publish(ENDED.plusSeconds(60), new GameEnded(ruyLopez, GameResult.DRAW, Termination.DRAW_AGREEMENT,
                ENDED.plusSeconds(60), ruyLopez(), new FocusRecord(new FocusAway(2, 50_000, 45_000), FocusAway.NONE)));
        Competitions.publish(ENDED.plusSeconds(120), new GameEnded(forfeited, GameResult.BLACK_WON,
                Termination.NO_SHOW, ENDED.plusSeconds(120)));
        await().atMost(WITHIN).until(() -> store.states(games).size() == 2 && store.focus(games).size() == 2);
        assertEquals(Map.of(mated, FairPlayStore.State.pending, ruyLopez, FairPlayStore.State.pending),
                store.states(games), "a game without moves is not queued");
        store.enqueue(mated, Instant.now());
        assertEquals(2, store.states(games).size(), "queued once");

        // A worker takes the oldest game and dies with it: the lease keeps it from the others until it runs out.
        Instant now = Instant.now();
        Optional<FairPlayStore.Taken> first = store.take(now, now.plus(Duration.ofMinutes(10)));
        assertEquals(Optional.of(new FairPlayStore.Taken(mated, 1)), first);
        Optional<FairPlayStore.Taken> second = store.take(now, now.plus(Duration.ofMinutes(10)));
        assertEquals(Optional.of(new FairPlayStore.Taken(ruyLopez, 1)), second);
        store.failed(ruyLopez, "the engine ended", false, now);
        assertEquals(FairPlayStore.State.pending, store.states(List.of(ruyLopez)).get(ruyLopez), "given back");
        Instant later = now.plus(Duration.ofMinutes(11));
        assertEquals(Optional.of(new FairPlayStore.Taken(mated, 2)), store.take(later, later.plus(Duration.ofHours(1))),
                "taken again once the dead worker's lease ran out");

        String path = "/api/tournaments/" + id + "/fair-play";
        given().get(path).then().statusCode(401).contentType(PROBLEM_JSON);
        given().auth().oauth2(TestTokens.withRealmRoles("coach-1", Roles.COACH)).get(path)
                .then().statusCode(403).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer()).get(path).then().statusCode(403).contentType(PROBLEM_JSON);
        given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER))
                .get("/api/tournaments/" + UUID.randomUUID() + "/fair-play").then().statusCode(404);
        JsonPath waiting = given().auth().oauth2(organizer).get(path).then().statusCode(200).extract().jsonPath();
        assertEquals(UciEngine.available(Stockfish.BINARY), waiting.getBoolean("engineAvailable"));
        assertEquals(2, waiting.getList("games").size(), "the forfeit has no moves to analyse");
        assertEquals("running", waiting.getString("games[0].status"));
        assertEquals("pending", waiting.getString("games[1].status"));
        assertNull(waiting.get("games[1].white"));

        // Focus, before any analysis: per game and side, and per player against the field (four players).
        assertEquals(2, waiting.getInt("games[1].whiteFocus.lost"));
        assertEquals(50.0, waiting.getDouble("games[1].whiteFocus.awaySeconds"), 1e-9);
        assertEquals(45.0, waiting.getDouble("games[1].whiteFocus.longestSeconds"), 1e-9);
        assertEquals(0, waiting.getInt("games[1].blackFocus.lost"));
        assertEquals(1, waiting.getInt("games[0].blackFocus.lost"));
        assertNotNull(waiting.getString("games[0].blackFocus.name"));
        assertEquals(4, waiting.getInt("field.focusPlayers"));
        assertEquals(0.5, waiting.getDouble("field.medianLostPerGame"), 1e-9);
        assertEquals(2.5, waiting.getDouble("field.medianAwaySecondsPerGame"), 1e-9);
        String away = waiting.getString("games[1].whiteFocus.playerId");
        Map<String, Object> awayPlayer = waiting.getMap("players.find { it.playerId == '" + away + "' }");
        assertEquals(4, waiting.getList("players").size(), "the players of both games, analysed or with focus data");
        assertEquals(0, awayPlayer.get("games"), "no analysed game yet: focus needs no engine");
        assertEquals(2, waiting.getInt("players.find { it.playerId == '" + away + "' }.focus.lost"));
        assertEquals(1.5, waiting.getDouble("players.find { it.playerId == '" + away + "' }.focus.lostPerGameVsMedian"),
                1e-9);
        assertEquals(47.5, waiting.getDouble("players.find { it.playerId == '" + away + "' }.focus.awayPerGameVsMedian"),
                1e-9);

        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            assertTrue(worker.runOnce(engine), "the worker takes the Ruy Lopez");
        }
        assertEquals(FairPlayStore.State.done, store.states(List.of(ruyLopez)).get(ruyLopez));
        JsonPath report = given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER)).get(path)
                .then().statusCode(200).extract().jsonPath();
        assertEquals("done", report.getString("games[1].status"));
        assertEquals(1, report.getInt("queue.done"));
        assertEquals(1, report.getInt("queue.running"));
        assertTrue(report.getString("engine").toLowerCase().contains("stockfish"));
        assertEquals(10, report.getInt("games[1].white.moves"));
        assertEquals(10, report.getInt("games[1].black.moves"));
        assertTrue(report.getDouble("games[1].white.acpl") < 100, report.prettify());
        // White's move times from the record's clocks, every move of his timed; h3 took 40 s.
        assertEquals(10, report.getList("games[1].white.moveSeconds").size());
        assertEquals(40.0, report.getDouble("games[1].white.maxMoveSeconds"), 1e-9);
        assertEquals(2.0, report.getDouble("games[1].white.medianMoveSeconds"), 1e-9);
        assertEquals(0, report.getInt("field.players"), "too few non-trivial moves to compare anyone");
        assertEquals(1, report.getInt("players.find { it.playerId == '" + away + "' }.games"));

        assertNotNull(report.getString("players[0].name"));
    }

    /** The Ruy Lopez with its clocks, as game-service records it: ply 17 (White's h3) took 40 seconds, every other move 2. */
    private static String ruyLopez() {
        StringBuilder moves = new StringBuilder("[TimeControl \"600\"]\n[Result \"1/2-1/2\"]\n\n");
        int[] left = {600, 600};
        for (int ply = 0; ply < RUY_LOPEZ.size(); ply++) {
            left[ply % 2] -= ply + 1 == 17 ? 40 : 2;
            moves.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(RUY_LOPEZ.get(ply))
                    .append(String.format(" {[%%clk 0:%02d:%02d]} ", left[ply % 2] / 60, left[ply % 2] % 60));
        }
        return moves.append("1/2-1/2\n").toString();
    }

}
