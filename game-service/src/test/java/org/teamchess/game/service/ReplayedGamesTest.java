package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.game.Game;

/**
 * A game taken from an instance's memory is the game its stored moves and clock operations replay
 * to: after the instance's own moves, after moves made through another instance, and after a clock
 * operation; and the game held after moves another instance committed, once this one heard of them,
 * is the game its stored moves replay to, on which this instance's next move is made without reading
 * the game. The other instance is a second {@link ReplayedGames} on the same database ({@link OtherInstance}).
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class ReplayedGamesTest {

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    @Inject
    GameLifecycle lifecycle;

    @Inject
    ReplayedGames replayed;

    @Inject
    GameRepository gameRows;

    @Inject
    MoveRepository moves;

    @Inject
    ClockAdjustmentRepository adjustments;

    @Inject
    TransactionSynchronizationRegistry transactions;

    @Inject
    DataSource dataSource;

    @Inject
    OtherInstance otherInstance;

    @Inject
    DrawsAndResignation draws;

    private UUID newGame() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+5", null, null,
                Instant.now().minusSeconds(1), null, 5)).id();
    }

    /** Another instance's memory, holding the game as it stands now (as if it had made the last change). */
    private ReplayedGames otherInstanceHolding(UUID gameId) {
        ReplayedGames other = new ReplayedGames(moves, adjustments, transactions, dataSource);
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity entity = gameRows.findById(gameId);
            LiveGame live = other.of(entity);
            other.changed(entity, live.game(), live.clock());
        });
        return other;
    }

    private void assertAsReplayed(ReplayedGames memory, UUID gameId) {
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity entity = gameRows.findById(gameId);
            LiveGame held = memory.of(entity);
            assertPlaysAs(LiveGame.replay(entity, moves.ofGame(gameId), adjustments.ofGame(gameId)), held.game(),
                    held.clock());
        });
    }

    /** The game and clock are those of the replay: position, moves, repetitions and clock to the microsecond. */
    private static void assertPlaysAs(LiveGame replay, Game game, GameClock clock) {
        assertEquals(replay.game().position().toFen(), game.position().toFen());
        assertEquals(replay.game().plyCount(), game.plyCount());
        assertEquals(replay.game().moves(), game.moves());
        assertEquals(replay.game().repetitionCount(), game.repetitionCount());
        assertEquals(replay.clock(), clock);
    }

    @Test
    void aGameMovedHereIsTheGameItsMovesReplayTo() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "e4", null, "w1");
        moveService.move(gameId, Side.BLACK, "e5", null, "b1");
        moveService.move(gameId, Side.WHITE, "Nf3", null, "w2");

        assertAsReplayed(replayed, gameId);
    }

    @Test
    void movesMadeThroughAnotherInstanceArePlayedOnFromWhatThisOneHeld() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "d4", null, "w1");
        ReplayedGames other = otherInstanceHolding(gameId);

        moveService.move(gameId, Side.BLACK, "d5", null, "b1");
        moveService.move(gameId, Side.WHITE, "c4", null, "w2");

        assertAsReplayed(other, gameId);
    }

    @Test
    void aClockOperationSinceIsNotMissed() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "c4", null, "w1");
        ReplayedGames other = otherInstanceHolding(gameId);

        assertTrue(lifecycle.adjustClock(gameId, new ClockTimeAdded(gameId, Side.BLACK, 30_000, Instant.now(),
                "arbiter", "Art. 7.5.5: an illegal move completed")));
        moveService.move(gameId, Side.BLACK, "e5", null, "b1");

        assertAsReplayed(other, gameId);
        assertAsReplayed(replayed, gameId);
    }

    /** This instance hears of the game's changes as its listener does, by the version its log reached. */
    private void notified(UUID gameId) {
        replayed.movedElsewhere(Map.of(gameId, row(gameId).eventVersion()));
    }

    private GameEntity row(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> gameRows.findById(gameId));
    }

    /** The held game is the row as stored and the game and clock its stored moves replay to, to the microsecond. */
    private void assertHeldAsReplayed(UUID gameId) {
        ReplayedGames.HeldGame held = replayed.held(gameId).orElseThrow();
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity entity = gameRows.findById(gameId);
            assertEquals(entity.rowVersion(), held.rowVersion());
            assertEquals(entity.eventVersion(), held.eventVersion());
            assertEquals(entity.ply(), held.ply());
            assertEquals(entity.drawOfferedBy(), held.drawOfferedBy());
            assertPlaysAs(LiveGame.replay(entity, moves.ofGame(gameId), adjustments.ofGame(gameId)), held.game(),
                    held.clock());
        });
    }

    @Test
    void movesCommittedElsewhereArePlayedOnTheHeldGameAndTheNextMoveHereIsMadeOnIt() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "e4", null, "w1");
        assertEquals(OtherInstance.Path.ORDINARY, otherInstance.move(gameId, Side.BLACK, "c5", "b1"));

        notified(gameId);
        assertHeldAsReplayed(gameId);
        assertTrue(moveService.moveOnHeldGame(gameId, Side.WHITE, "Nf3", null, "w2").isPresent(),
                "made on the held game");

        assertEquals(OtherInstance.Path.HELD, otherInstance.move(gameId, Side.BLACK, "d6", "b2"));
        notified(gameId);
        assertHeldAsReplayed(gameId);
        assertTrue(moveService.moveOnHeldGame(gameId, Side.WHITE, "d4", null, "w3").isPresent(),
                "made on the held game");
        assertEquals(5, row(gameId).ply());
    }

    @Test
    void aDrawOfferElsewhereLeavesTheGameToTheOrdinaryPathWhichHoldsItAgain() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "e4", null, "w1");
        otherInstance.move(gameId, Side.BLACK, "e5", "b1");
        draws.offerDraw(gameId, Side.BLACK);

        notified(gameId);
        assertTrue(replayed.held(gameId).isEmpty(), "a draw offer is not a move: no longer held");
        assertFalse(moveService.moveOnHeldGame(gameId, Side.WHITE, "Nf3", null, "w2").isPresent());
        moveService.move(gameId, Side.WHITE, "Nf3", null, "w2"); // Art. 9.1.2.1: declines the offer
        assertHeldAsReplayed(gameId);
        assertNull(replayed.held(gameId).orElseThrow().drawOfferedBy());
    }

    @Test
    void hearingOfItsOwnMoveLeavesTheHeldGameAsItIs() {
        UUID gameId = newGame();
        moveService.move(gameId, Side.WHITE, "e4", null, "w1");
        otherInstance.move(gameId, Side.BLACK, "e5", "b1");
        notified(gameId);
        ReplayedGames.HeldGame held = replayed.held(gameId).orElseThrow();
        moveService.moveOnHeldGame(gameId, Side.WHITE, "Nf3", null, "w2").orElseThrow();
        ReplayedGames.HeldGame moved = replayed.held(gameId).orElseThrow();

        notified(gameId);
        assertSame(moved, replayed.held(gameId).orElseThrow(), "nothing read: the log is where it holds it");
        assertEquals(held.rowVersion() + 1, moved.rowVersion());
    }
}
