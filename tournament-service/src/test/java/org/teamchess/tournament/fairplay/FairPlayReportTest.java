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
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * The fair-play queue and report through the real broker and database: finished games are queued
 * once, a game whose worker died (its lease ran out) is taken again, the worker analyses a game
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

        Instant start = Instant.parse("2026-12-05T02:00:00Z");
        for (int ply = 1; ply <= RUY_LOPEZ.size(); ply++) {
            // Ply 17 (White's h3) took 40 seconds, every other move 2.
            Instant at = start.plusSeconds(2L * ply + (ply >= 17 ? 38 : 0));
            Competitions.publish(at, new MovePlayed(ruyLopez, ply, RUY_LOPEZ.get(ply - 1), "0000", "fen", at,
                    60_000, 60_000));
        }
        Competitions.publish(ENDED, new GameEnded(mated, GameResult.WHITE_WON, Termination.CHECKMATE, ENDED,
                SCHOLARS_MATE));
        Competitions.publish(ENDED.plusSeconds(60), new GameEnded(ruyLopez, GameResult.DRAW, Termination.DRAW_AGREEMENT,
                ENDED.plusSeconds(60), ruyLopez()));
        Competitions.publish(ENDED.plusSeconds(120), new GameEnded(forfeited, GameResult.BLACK_WON,
                Termination.NO_SHOW, ENDED.plusSeconds(120)));
        await().atMost(WITHIN).until(() -> store.states(games).size() == 2
                && store.moveTimes(ruyLopez).size() == RUY_LOPEZ.size());
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
        // White's timed moves: plies 3..19 (ply 1 has none before it); h3 took 40 s.
        assertEquals(9, report.getList("games[1].white.moveSeconds").size());
        assertEquals(40.0, report.getDouble("games[1].white.maxMoveSeconds"), 1e-9);
        assertEquals(2.0, report.getDouble("games[1].white.medianMoveSeconds"), 1e-9);
        assertEquals(2, report.getList("players").size());
        assertEquals(0, report.getInt("field.players"), "too few non-trivial moves to compare anyone");
        assertNotNull(report.getString("players[0].name"));
    }

    private static String ruyLopez() {
        StringBuilder moves = new StringBuilder("[Result \"1/2-1/2\"]\n\n");
        for (int ply = 0; ply < RUY_LOPEZ.size(); ply++) {
            moves.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(RUY_LOPEZ.get(ply)).append(' ');
        }
        return moves.append("1/2-1/2\n").toString();
    }

}
