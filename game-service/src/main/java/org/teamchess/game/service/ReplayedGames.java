package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javax.sql.DataSource;
import org.jboss.logging.Logger;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameState;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.game.repository.MovesSince;
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
 *
 * <p>A game whose players are on two instances is moved by each in turn; each instance plays the
 * other's committed moves on what it holds as it hears of them ({@link #movedElsewhere}), so that its
 * own next move is again made on a held game (docs/decisions/held-games-across-instances.md).
 */
@ApplicationScoped
class ReplayedGames {

    private static final Logger LOG = Logger.getLogger(ReplayedGames.class);

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
    private final DataSource dataSource;

    ReplayedGames(MoveRepository moves, ClockAdjustmentRepository adjustments,
            TransactionSynchronizationRegistry transactions, DataSource dataSource) {
        this.moves = moves;
        this.adjustments = adjustments;
        this.transactions = transactions;
        this.dataSource = dataSource;
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
        boolean plainMovesOnly = plainMovesOnly(entity.startedAt(), entity.status(), entity.flagFellSide().isPresent());
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

    /**
     * Plays on the games held here that changed since, as far as they changed by moves only: the moves
     * another instance committed (one statement for all the games, the game rows with their new
     * moves), so that this instance's next move is again made on a held game. A game that changed
     * otherwise (a draw offer, a clock operation, its end, a flag, any change of its row but a move), or
     * whose moves do not follow what is held, is no longer held: its next move takes the ordinary path,
     * which reads it.
     *
     * @param notified games and the versions their logs reached (as their notifications say;
     *                 {@link Long#MAX_VALUE}: not known)
     */
    void movedElsewhere(Map<UUID, Long> notified) {
        Map<UUID, Replayed> behind = new HashMap<>();
        notified.forEach((gameId, version) -> {
            Replayed last = games.get(gameId);
            if (last != null && last.eventVersion() < version) {
                behind.put(gameId, last);
            }
        });
        if (behind.isEmpty()) {
            return;
        }
        Map<UUID, Integer> plies = new HashMap<>();
        behind.forEach((gameId, last) -> plies.put(gameId, last.ply()));
        List<MovesSince.MovedGame> read;
        try (Connection connection = dataSource.getConnection()) {
            read = MovesSince.read(connection, plies);
        } catch (SQLException e) {
            LOG.warnf("The moves of %d games made elsewhere were not read (%s); their next moves take the ordinary"
                    + " path", behind.size(), e.getMessage());
            behind.forEach(this::noLongerHeld);
            return;
        }
        for (MovesSince.MovedGame game : read) {
            Replayed last = behind.get(game.gameId());
            if (game.rowVersion() == last.rowVersion()) {
                continue; // unchanged: the version was not known (the notifications were lost)
            }
            Optional<Replayed> followed = followed(last, game);
            games.computeIfPresent(game.gameId(), (gameId, current) -> current != last ? current
                    : followed.orElseGet(() -> withoutHeld(last)));
        }
    }

    /**
     * What is held of the game after the moves read, when they are all that changed it since
     * {@code last}: as {@link #of} and {@link #changed} would remember it after reading the row.
     */
    private static Optional<Replayed> followed(Replayed last, MovesSince.MovedGame game) {
        if (!onlyMovedSince(last, game.ply(), game.eventVersion(), game.endedAt(), game.timeControl(),
                game.scheduledStart()) || !follow(last, game)) {
            return Optional.empty();
        }
        LiveGame.Played after;
        try {
            after = new LiveGame.Played(last.game(), last.clock()).followedBy(game.gameId(), game.moves());
        } catch (IllegalStateException | IllegalArgumentException e) {
            LOG.warnf("Game %s does not follow from what was held (%s); its next move takes the ordinary path",
                    game.gameId(), e.getMessage());
            return Optional.empty();
        }
        // Each move, of either path, adds one to the row's version: any other change of the row since (one
        // that adds no log entry) leaves the game to the ordinary path, which checks the whole row.
        boolean rowChangedByMovesOnly = game.rowVersion() - last.rowVersion() == game.ply() - last.ply();
        Optional<HeldGame> held = rowChangedByMovesOnly
                && plainMovesOnly(game.startedAt(), game.status(), game.flagFallen())
                        ? Optional.of(new HeldGame(game.gameId(), game.rowVersion(), game.eventVersion(), game.ply(),
                                game.drawOfferedBy(), after.game(), after.clock()))
                        : Optional.empty();
        return Optional.of(new Replayed(game.rowVersion(), game.eventVersion(), game.ply(), game.timeControl(),
                game.scheduledStart(), after.game(), after.clock(), held));
    }

    /** Whether the moves read are every ply and log entry after {@code last}'s up to the row's, in order. */
    private static boolean follow(Replayed last, MovesSince.MovedGame game) {
        List<MoveEntity> moves = game.moves();
        if (moves.size() != game.ply() - last.ply()) {
            return false;
        }
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i).ply() != last.ply() + i + 1 || moves.get(i).version() != last.eventVersion() + i + 1) {
                return false;
            }
        }
        return true;
    }

    /** The game as it was last committed here, for {@link #of} to play on, but no longer for a plain move. */
    private static Replayed withoutHeld(Replayed last) {
        return new Replayed(last.rowVersion(), last.eventVersion(), last.ply(), last.timeControl(),
                last.scheduledStart(), last.game(), last.clock(), Optional.empty());
    }

    private void noLongerHeld(UUID gameId, Replayed last) {
        games.computeIfPresent(gameId, (id, current) -> current != last ? current : withoutHeld(last));
    }

    /** Whether a plain move (position, ply, versions and draw offer only) may be written on the game. */
    private static boolean plainMovesOnly(Instant startedAt, GameState status, boolean flagFallen) {
        return startedAt != null && status != GameState.FINISHED && !flagFallen;
    }

    /** Whether every change of the game since {@code last} was a move: one log entry per ply, nothing else. */
    private static boolean onlyMovedSince(Replayed last, GameEntity entity) {
        return onlyMovedSince(last, entity.ply(), entity.eventVersion(), entity.endedAt(), entity.timeControl(),
                entity.scheduledStart());
    }

    private static boolean onlyMovedSince(Replayed last, int ply, long eventVersion, Instant endedAt,
            String timeControl, Instant scheduledStart) {
        int plies = ply - last.ply();
        return plies > 0 && eventVersion - last.eventVersion() == plies && endedAt == null
                && timeControl.equals(last.timeControl()) && scheduledStart.equals(last.scheduledStart());
    }
}
