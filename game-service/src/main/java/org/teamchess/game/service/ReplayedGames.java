package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameState;
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
            Game game, GameClock clock, Optional<HeldGame> held) {
    }

    /**
     * A game as a committed row left it, for a move that is written without reading the row first
     * ({@link GroupCommit}): only for a game that has started and goes on with no flag fallen, so that
     * a plain move changes nothing but the position, the ply, the versions and the draw offer.
     *
     * @param drawOfferedBy the side whose draw offer stands, or null
     */
    record HeldGame(UUID gameId, long rowVersion, long eventVersion, int ply, String drawOfferedBy, Game game,
            GameClock clock) {
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
        boolean plainMovesOnly = entity.startedAt() != null && entity.status() != GameState.FINISHED
                && entity.flagFellSide().isEmpty();
        Optional<HeldGame> held = plainMovesOnly ? Optional.of(new HeldGame(gameId, entity.rowVersion(),
                entity.eventVersion(), entity.ply(), entity.drawOfferedBy(), game, clock)) : Optional.empty();
        Replayed replayed = new Replayed(entity.rowVersion(), entity.eventVersion(), entity.ply(),
                entity.timeControl(), entity.scheduledStart(), game, clock, held);
        AfterTransaction.register(transactions, () -> games.put(gameId, replayed), () -> games.remove(gameId));
    }

    /** The game as this instance last committed it, when a plain move may be written on it without reading it. */
    Optional<HeldGame> held(UUID gameId) {
        Replayed last = games.get(gameId);
        return last == null ? Optional.empty() : last.held();
    }

    /**
     * Remembers the game as a committed plain move left it ({@code after}, one row version later than
     * {@code before}), unless the game changed here since.
     */
    void moved(HeldGame before, HeldGame after) {
        games.computeIfPresent(before.gameId(), (gameId, last) -> last.rowVersion() != before.rowVersion() ? last
                : new Replayed(after.rowVersion(), after.eventVersion(), after.ply(), last.timeControl(),
                        last.scheduledStart(), after.game(), after.clock(), Optional.of(after)));
    }

    /** Whether every change of the game since {@code last} was a move: one log entry per ply, nothing else. */
    private static boolean onlyMovedSince(Replayed last, GameEntity entity) {
        int plies = entity.ply() - last.ply();
        return plies > 0 && entity.eventVersion() - last.eventVersion() == plies && entity.endedAt() == null
                && entity.timeControl().equals(last.timeControl())
                && entity.scheduledStart().equals(last.scheduledStart());
    }
}
