package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.game.Game;
import org.teamchess.support.transaction.AfterTransaction;

/**
 * The games as this instance's last committed move left them, so that the next change need not
 * replay every stored move (whose cost grows with the game). A game is taken from here only for the
 * row it was committed with: the same optimistic version, or a later row that differs only by moves
 * (as many new log entries as new plies, the same time control and start), whose moves since are
 * then read and played on; anything else (a clock operation, a change of another kind, a move of
 * this instance whose commit failed) replays the game from its stored moves. The database still
 * decides between concurrent changes: the row's version refuses the second, whatever is held here.
 */
@ApplicationScoped
class ReplayedGames {

    /** More games than one instance plays at once; the least recently used give way (a game is some tens of kB). */
    private static final int CAPACITY = 2_000;

    /** A game as a committed row left it. */
    private record Replayed(long rowVersion, long eventVersion, int ply, String timeControl, Instant scheduledStart,
            Game game, GameClock clock) {
    }

    private final Map<UUID, Replayed> games = Collections.synchronizedMap(new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<UUID, Replayed> eldest) {
            return size() > CAPACITY;
        }
    });
    private final MoveRepository moves;
    private final ClockAdjustmentRepository adjustments;
    private final TransactionSynchronizationRegistry transactions;

    ReplayedGames(MoveRepository moves, ClockAdjustmentRepository adjustments,
            TransactionSynchronizationRegistry transactions) {
        this.moves = moves;
        this.adjustments = adjustments;
        this.transactions = transactions;
    }

    /** The game as its row (read in the caller's transaction) stands. */
    LiveGame of(GameEntity entity) {
        Replayed last = games.get(entity.id());
        if (last != null && last.rowVersion() == entity.rowVersion()) {
            return new LiveGame(entity, last.game(), last.clock());
        }
        if (last != null && onlyMovedSince(last, entity)) {
            return new LiveGame(entity, last.game(), last.clock())
                    .followedBy(entity, moves.after(entity.id(), last.ply()));
        }
        return LiveGame.replay(entity, moves.ofGame(entity.id()), adjustments.ofGame(entity.id()));
    }

    /**
     * Remembers the game as the caller's transaction leaves it (written already: the row's version is
     * the one it commits), once and only if that transaction commits.
     */
    void changed(GameEntity entity, Game game, GameClock clock) {
        UUID gameId = entity.id();
        Replayed replayed = new Replayed(entity.rowVersion(), entity.eventVersion(), entity.ply(),
                entity.timeControl(), entity.scheduledStart(), game, clock);
        AfterTransaction.register(transactions, () -> games.put(gameId, replayed), () -> games.remove(gameId));
    }

    /** Whether every change of the game since {@code last} was a move: one log entry per ply, nothing else. */
    private static boolean onlyMovedSince(Replayed last, GameEntity entity) {
        int plies = entity.ply() - last.ply();
        return plies > 0 && entity.eventVersion() - last.eventVersion() == plies && entity.endedAt() == null
                && entity.timeControl().equals(last.timeControl())
                && entity.scheduledStart().equals(last.scheduledStart());
    }
}
