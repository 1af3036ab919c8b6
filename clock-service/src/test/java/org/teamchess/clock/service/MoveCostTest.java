package org.teamchess.clock.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.messaging.GameEventsConsumer;
import org.teamchess.clock.repository.StatementCounter;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.rules.clock.GameClock;

/**
 * What a move costs the database, counted in statements (docs/decisions/clock-moves-in-batches.md):
 * a batch of moves takes one statement to lock its games' clocks and one (JDBC batch) to write them,
 * however many moves and however long the games; no inbox row, no log row per move.
 */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class MoveCostTest {

    private static final Duration APART = Duration.ofMillis(700);

    @Inject
    ClockService clocks;

    @Inject
    GameEventsConsumer consumer;

    @Inject
    AgroalDataSource dataSource;

    /** A 30+0 game that started a minute ago, set up in clock-service. */
    private GameCreated game() {
        GameCreated game = TestGames.created("30+0", Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(60));
        clocks.setUp(game);
        return game;
    }

    /** The game's next {@code count} moves as game-service reports them, {@link #APART} apart. */
    private static List<MovePlayed> moves(GameCreated game, GameClock[] clock, int count) {
        List<MovePlayed> moves = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Instant at = clock[0].ply() == 0 ? game.scheduledStart().plusMillis(500)
                    : clock[0].lastEventAt().plus(APART);
            TestGames.Moved moved = TestGames.moved(game, clock[0], at, Duration.ZERO);
            clock[0] = moved.clock();
            moves.add(moved.event());
        }
        return moves;
    }

    @Test
    void aBatchOfMovesOfManyGamesTakesTwoStatementsWhateverItsSize() {
        List<GameCreated> games = List.of(game(), game(), game());
        List<GameClock[]> gameClocks = games.stream()
                .map(game -> new GameClock[] {GameClock.start(game.timeControl(), game.scheduledStart())}).toList();
        List<MovePlayed> batch = new ArrayList<>();
        for (int round = 0; round < 10; round++) {
            for (int g = 0; g < games.size(); g++) {
                batch.addAll(moves(games.get(g), gameClocks.get(g), 1));
            }
        }
        StatementCounter.takeCount();

        assertEquals(30, clocks.recordMoves(batch));

        assertEquals(2, StatementCounter.takeCount(), "one lock of the three rows, one JDBC batch of their updates");
        for (GameCreated game : games) {
            assertEquals(10, clocks.stateOf(game.gameId()).orElseThrow().ply());
        }
        assertEquals(0, logRows(games), "no log row per move");
    }

    @Test
    void aMoveCostsTheSameStatementsAtPlyFiftyAsAtPlyOne() {
        GameCreated game = game();
        GameClock[] clock = {GameClock.start(game.timeControl(), game.scheduledStart())};
        List<Integer> statements = new ArrayList<>();
        for (MovePlayed move : moves(game, clock, 50)) {
            StatementCounter.takeCount();
            assertTrue(clocks.recordMove(move));
            statements.add(StatementCounter.takeCount());
        }
        assertEquals(List.of(2), statements.stream().distinct().toList(),
                "a lock and an update for every move, at every ply");
        assertEquals(clock[0].stateAt(clock[0].lastEventAt()).black().toMillis(),
                clocks.stateOf(game.gameId()).orElseThrow().blackRemainingMillis(), "the clock is the model's");
    }

    @Test
    void aPollOfMovesThroughTheConsumerTakesTwoStatementsAndNoInboxRow() {
        GameCreated game = game();
        GameClock[] clock = {GameClock.start(game.timeControl(), game.scheduledStart())};
        List<EventEnvelope<EventPayload>> poll = moves(game, clock, 20).stream()
                .map(move -> EventEnvelope.<EventPayload>of(UUID.randomUUID(), "game-service", Instant.now(), move))
                .toList();
        StatementCounter.takeCount();

        // Called on this thread, as the channel would with one poll's records, so its statements are counted.
        consumer.consume(poll);

        assertEquals(2, StatementCounter.takeCount(), "a lock and an update; no inbox row, no log");
        assertEquals(20, clocks.stateOf(game.gameId()).orElseThrow().ply());
    }

    @Test
    void aBatchThatRepeatsMovesTakenBeforeTakesTheRestOnce() {
        GameCreated game = game();
        GameClock[] clock = {GameClock.start(game.timeControl(), game.scheduledStart())};
        List<MovePlayed> first = moves(game, clock, 3);
        List<MovePlayed> second = moves(game, clock, 3);
        assertEquals(3, clocks.recordMoves(first));

        List<MovePlayed> redelivered = new ArrayList<>(first);
        redelivered.addAll(second);
        redelivered.addAll(second);
        assertEquals(3, clocks.recordMoves(redelivered));
        assertEquals(6, clocks.stateOf(game.gameId()).orElseThrow().ply());
    }

    private long logRows(List<GameCreated> games) {
        try (Connection connection = dataSource.getConnection();
                PreparedStatement statement = connection.prepareStatement(
                        "SELECT count(*) FROM clock_event WHERE game_id = ANY (?)")) {
            statement.setArray(1, connection.createArrayOf("uuid",
                    games.stream().map(GameCreated::gameId).toArray()));
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                return result.getLong(1);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
