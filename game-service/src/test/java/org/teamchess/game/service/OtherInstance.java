package org.teamchess.game.service;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Clock;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.Side;

/**
 * A second instance of the service on the same database, for tests of games whose players are on two
 * instances: its own memory of the games ({@link ReplayedGames}) and its own moves, committed and
 * notified as another instance commits them: on the game it holds through the group commit, else
 * through the ordinary path. It has no listener: before each move it catches up as its listener would
 * have. (It shares this instance's group commit writer, which holds nothing of a game.)
 */
@ApplicationScoped
public class OtherInstance {

    /** How a move was committed. */
    public enum Path { HELD, ORDINARY }

    private final ReplayedGames memory;
    private final MoveService moves;

    OtherInstance(MoveRepository moveRows, ClockAdjustmentRepository adjustments,
            TransactionSynchronizationRegistry transactions, DataSource dataSource, GroupCommit groupCommit,
            GameChanges changes, Clock time) {
        memory = new ReplayedGames(moveRows, adjustments, transactions, dataSource);
        moves = new MoveService(moveRows, memory, groupCommit, changes, time, new SimpleMeterRegistry());
    }

    /** Plays {@code side}'s move (SAN) as a player connected to the other instance would; returns how. */
    public Path move(UUID gameId, Side side, String san, String clientMoveId) {
        memory.movedElsewhere(Map.of(gameId, Long.MAX_VALUE));
        if (moves.moveOnHeldGame(gameId, side, san, null, clientMoveId).isPresent()) {
            return Path.HELD;
        }
        QuarkusTransaction.requiringNew().call(() -> moves.move(gameId, side, san, null, clientMoveId));
        return Path.ORDINARY;
    }
}
