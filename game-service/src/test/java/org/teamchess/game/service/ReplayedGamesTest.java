package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.rules.Side;

/**
 * A game taken from an instance's memory is the game its stored moves and clock operations replay
 * to: after the instance's own moves, after moves made through another instance, and after a clock
 * operation. The other instance is a second {@link ReplayedGames} on the same database.
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

    private UUID newGame() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+5", null, null,
                Instant.now().minusSeconds(1), null, 5)).id();
    }

    /** Another instance's memory, holding the game as it stands now (as if it had made the last change). */
    private ReplayedGames otherInstanceHolding(UUID gameId) {
        ReplayedGames other = new ReplayedGames(moves, adjustments, transactions);
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
            LiveGame replay = LiveGame.replay(entity, moves.ofGame(gameId), adjustments.ofGame(gameId));
            assertEquals(replay.game().position().toFen(), held.game().position().toFen());
            assertEquals(replay.game().plyCount(), held.game().plyCount());
            assertEquals(replay.game().repetitionCount(), held.game().repetitionCount());
            assertEquals(replay.clock(), held.clock());
        });
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
}
