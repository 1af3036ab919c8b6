package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.rules.Side;

/**
 * The client's own focus signals (docs/protocol.md, {@code focus}): how often a player's page lost
 * focus during his turn and how long he was away. The server times every absence with its own clock;
 * the client only says "lost" and "back". Only the side's own turn counts: an absence opens only on
 * his turn and ends when he is back, when his move is played (at the move's receipt time, read from
 * the game's moves so that the move path writes nothing here) or when the game ends. Plain SQL on
 * {@code focus_away} (V11), one row per game and side, locked while it changes.
 */
@ApplicationScoped
public class FocusService {

    /** What a focus message did. */
    public enum Noted {
        /** An absence began. */
        LOST,
        /** The player was away already on this turn: nothing more is counted. */
        ALREADY_AWAY,
        /** An absence ended and was counted. */
        BACK,
        /** The player was not away (his move or the end of his turn ended the absence already). */
        NOT_AWAY
    }

    private final EntityManager entityManager;
    private final Clock time;

    FocusService(EntityManager entityManager, Clock time) {
        this.entityManager = entityManager;
        this.time = time;
    }

    /**
     * The side's page lost focus.
     *
     * @throws GameRefusal {@code game-over} when the game has ended, {@code not-started} before its
     *                     scheduled start, {@code not-your-turn} when the other side is to move (only
     *                     the side's own turn counts)
     */
    @Transactional
    public Noted lost(UUID gameId, Side side) {
        Instant now = time.instant();
        Turn turn = turn(gameId);
        if (now.isBefore(turn.scheduledStart())) {
            throw new GameRefusal(ErrorCode.NOT_STARTED, "The game starts at " + turn.scheduledStart()
                    + "; focus counts from then on");
        }
        if (turn.side() != side) {
            throw new GameRefusal(ErrorCode.NOT_YOUR_TURN, "Focus is counted only during your own turn; "
                    + turn.side().wireName() + " is to move");
        }
        Optional<Row> row = locked(gameId, side);
        if (row.isPresent() && row.get().awaySince() != null) {
            if (row.get().awayPly() == turn.ply()) {
                return Noted.ALREADY_AWAY;
            }
            close(gameId, side, row.get(), now);
        }
        entityManager.createNativeQuery("""
                INSERT INTO focus_away (game_id, side, lost, away_since, away_ply) VALUES (?1, ?2, 1, ?3, ?4)
                ON CONFLICT (game_id, side) DO UPDATE SET lost = focus_away.lost + 1, away_since = ?3, away_ply = ?4""")
                .setParameter(1, gameId).setParameter(2, side.wireName()).setParameter(3, Timestamp.from(now))
                .setParameter(4, turn.ply()).executeUpdate();
        return Noted.LOST;
    }

    /**
     * The side's page has focus again.
     *
     * @throws GameRefusal {@code game-over} when the game has ended (its end closed the absence)
     */
    @Transactional
    public Noted back(UUID gameId, Side side) {
        Instant now = time.instant();
        turn(gameId);
        Optional<Row> row = locked(gameId, side);
        if (row.isEmpty() || row.get().awaySince() == null) {
            return Noted.NOT_AWAY;
        }
        // Closed lazily: when his move came first, it ended the absence and this "back" adds nothing.
        boolean moved = moveReceivedAt(gameId, row.get().awayPly() + 1).isPresent();
        close(gameId, side, row.get(), now);
        return moved ? Noted.NOT_AWAY : Noted.BACK;
    }

    /**
     * Closes both sides' open absences at the game's end (or at the move that ended them, when
     * earlier) and gives the game's focus record, for its {@code GameEnded}. In the caller's transaction.
     */
    @Transactional
    public FocusRecord ended(UUID gameId, Instant endedAt) {
        return new FocusRecord(endedFor(gameId, Side.WHITE, endedAt), endedFor(gameId, Side.BLACK, endedAt));
    }

    private FocusAway endedFor(UUID gameId, Side side, Instant endedAt) {
        Optional<Row> row = locked(gameId, side);
        if (row.isEmpty()) {
            return FocusAway.NONE;
        }
        Row closed = row.get().awaySince() == null ? row.get() : close(gameId, side, row.get(), endedAt);
        return new FocusAway(closed.lost(), closed.awayMillis(), closed.longestMillis());
    }

    /** Ends an open absence at {@code at}, or at the side's move that ended it when that came first. */
    private Row close(UUID gameId, Side side, Row row, Instant at) {
        Instant end = moveReceivedAt(gameId, row.awayPly() + 1).filter(moved -> moved.isBefore(at)).orElse(at);
        long millis = Math.max(0, Duration.between(row.awaySince(), end).toMillis());
        Row closed = new Row(row.lost(), row.awayMillis() + millis, Math.max(row.longestMillis(), millis), null, null);
        entityManager.createNativeQuery("""
                UPDATE focus_away SET away_millis = ?3, longest_millis = ?4, away_since = NULL, away_ply = NULL
                WHERE game_id = ?1 AND side = ?2""")
                .setParameter(1, gameId).setParameter(2, side.wireName()).setParameter(3, closed.awayMillis())
                .setParameter(4, closed.longestMillis()).executeUpdate();
        return closed;
    }

    /** Whose turn it is and how many moves were played; refuses a finished game. */
    private Turn turn(UUID gameId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery(
                "SELECT status, ply, fen, scheduled_start FROM game WHERE id = ?1")
                .setParameter(1, gameId).getResultList();
        Object[] game = rows.stream().findFirst()
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
        if ("FINISHED".equals(game[0])) {
            throw new GameRefusal(ErrorCode.GAME_OVER, "The game is over: focus is no longer counted");
        }
        String[] fields = ((String) game[2]).split(" ");
        return new Turn("w".equals(fields[1]) ? Side.WHITE : Side.BLACK, ((Number) game[1]).intValue(),
                instant(game[3]));
    }

    private Optional<Row> locked(UUID gameId, Side side) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                SELECT lost, away_millis, longest_millis, away_since, away_ply FROM focus_away
                WHERE game_id = ?1 AND side = ?2 FOR UPDATE""")
                .setParameter(1, gameId).setParameter(2, side.wireName()).getResultList();
        return rows.stream().findFirst().map(row -> new Row(((Number) row[0]).intValue(), ((Number) row[1]).longValue(),
                ((Number) row[2]).longValue(), instant(row[3]), row[4] == null ? null : ((Number) row[4]).intValue()));
    }

    private Optional<Instant> moveReceivedAt(UUID gameId, int ply) {
        @SuppressWarnings("unchecked")
        List<Object> rows = entityManager.createNativeQuery(
                "SELECT received_at FROM game_move WHERE game_id = ?1 AND ply = ?2")
                .setParameter(1, gameId).setParameter(2, ply).getResultList();
        return rows.stream().findFirst().map(FocusService::instant);
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Timestamp timestamp) {
            return timestamp.toInstant();
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        return (Instant) value;
    }

    private record Turn(Side side, int ply, Instant scheduledStart) {
    }

    private record Row(int lost, long awayMillis, long longestMillis, Instant awaySince, Integer awayPly) {
    }
}
