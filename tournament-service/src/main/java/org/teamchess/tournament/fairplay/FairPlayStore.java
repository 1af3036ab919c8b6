package org.teamchess.tournament.fairplay;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;

/**
 * The fair-play tables (V15, V17): the sides' focus records, the durable queue of games to analyse and the
 * results. Plain SQL: the queue's take is a {@code FOR UPDATE SKIP LOCKED}, so that several
 * workers, in one service or in several replicas, never take the same game.
 */
@ApplicationScoped
public class FairPlayStore {

    /** A queue row's state. */
    public enum State { pending, running, done, failed }

    /** A side's stored result, with the player who played it. */
    public record StoredSide(UUID gameId, char side, UUID playerId, SideAnalysis analysis, String engine, long nodes) {
    }

    private final EntityManager entityManager;

    FairPlayStore(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Keeps a board game's focus record (both sides' time away during their turns), for a game of a
     * board of this service only; a redelivery writes the same values again.
     */
    @Transactional
    public void recordFocus(UUID gameId, FocusRecord focus) {
        upsertFocus(gameId, 'w', focus.white());
        upsertFocus(gameId, 'b', focus.black());
    }

    private void upsertFocus(UUID gameId, char side, FocusAway away) {
        entityManager.createNativeQuery("""
                INSERT INTO fairplay_focus (game_id, side, lost, away_millis, longest_millis)
                SELECT ?1, ?2, ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM board_game WHERE game_id = ?1)
                ON CONFLICT (game_id, side) DO UPDATE
                    SET lost = EXCLUDED.lost, away_millis = EXCLUDED.away_millis, longest_millis = EXCLUDED.longest_millis""")
                .setParameter(1, gameId).setParameter(2, String.valueOf(side)).setParameter(3, away.lost())
                .setParameter(4, away.awayMillis()).setParameter(5, away.longestMillis()).executeUpdate();
    }

    /** The focus records of these games, by game and side ({@code w}, {@code b}). */
    @Transactional
    public Map<UUID, Map<Character, FocusAway>> focus(Collection<UUID> gameIds) {
        if (gameIds.isEmpty()) {
            return Map.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery(
                "SELECT game_id, side, lost, away_millis, longest_millis FROM fairplay_focus WHERE game_id IN (?1)")
                .setParameter(1, gameIds).getResultList();
        Map<UUID, Map<Character, FocusAway>> focus = new HashMap<>();
        for (Object[] row : rows) {
            focus.computeIfAbsent((UUID) row[0], id -> new HashMap<>()).put(row[1].toString().charAt(0),
                    new FocusAway(((Number) row[2]).intValue(), ((Number) row[3]).longValue(),
                            ((Number) row[4]).longValue()));
        }
        return focus;
    }

    /** Puts a finished board game with moves on the queue, once. */
    @Transactional
    public void enqueue(UUID gameId, Instant at) {
        entityManager.createNativeQuery("""
                INSERT INTO fairplay_job (game_id, state, attempts, enqueued_at)
                SELECT ?1, 'pending', 0, ?2 WHERE EXISTS
                    (SELECT 1 FROM board_game WHERE game_id = ?1 AND pgn IS NOT NULL)
                ON CONFLICT DO NOTHING""")
                .setParameter(1, gameId).setParameter(2, Timestamp.from(at)).executeUpdate();
    }

    /**
     * Takes the oldest waiting game: a pending one, or a running one whose lease ran out (its
     * worker died with it). The row is running, leased until {@code leaseUntil}, one attempt more.
     *
     * @return the game and the attempts made on it, this one included
     */
    @Transactional
    public Optional<Taken> take(Instant now, Instant leaseUntil) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                SELECT game_id, attempts FROM fairplay_job
                WHERE state = 'pending' OR (state = 'running' AND lease_until < ?1)
                ORDER BY enqueued_at LIMIT 1 FOR UPDATE SKIP LOCKED""")
                .setParameter(1, Timestamp.from(now)).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        UUID gameId = (UUID) rows.get(0)[0];
        int attempts = ((Number) rows.get(0)[1]).intValue() + 1;
        entityManager.createNativeQuery(
                "UPDATE fairplay_job SET state = 'running', attempts = ?2, lease_until = ?3 WHERE game_id = ?1")
                .setParameter(1, gameId).setParameter(2, attempts).setParameter(3, Timestamp.from(leaseUntil))
                .executeUpdate();
        return Optional.of(new Taken(gameId, attempts));
    }

    /** A game a worker took. */
    public record Taken(UUID gameId, int attempts) {
    }

    /** A board game's record and players, as the analysis needs them. */
    public record Recorded(String pgn, UUID whitePlayerId, UUID blackPlayerId) {
    }

    /** The record of a board game, when there is one. */
    @Transactional
    public Optional<Recorded> recorded(UUID gameId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery(
                "SELECT pgn, white_player_id, black_player_id FROM board_game WHERE game_id = ?1 AND pgn IS NOT NULL")
                .setParameter(1, gameId).getResultList();
        return rows.stream().findFirst().map(row -> new Recorded((String) row[0], (UUID) row[1], (UUID) row[2]));
    }

    /** Stores a game's analysis and marks it done. */
    @Transactional
    public void done(UUID gameId, GameAnalysis analysis, UUID whitePlayer, UUID blackPlayer, Instant at) {
        entityManager.createNativeQuery("DELETE FROM fairplay_side WHERE game_id = ?1").setParameter(1, gameId)
                .executeUpdate();
        insert(gameId, 'w', whitePlayer, analysis.white(), analysis);
        insert(gameId, 'b', blackPlayer, analysis.black(), analysis);
        entityManager.createNativeQuery("""
                UPDATE fairplay_job SET state = 'done', lease_until = NULL, finished_at = ?2, error = NULL
                WHERE game_id = ?1""").setParameter(1, gameId).setParameter(2, Timestamp.from(at)).executeUpdate();
    }

    /** Gives a game back to the queue after a failure, or marks it failed when it is out of attempts. */
    @Transactional
    public void failed(UUID gameId, String error, boolean lastAttempt, Instant at) {
        entityManager.createNativeQuery("""
                UPDATE fairplay_job SET state = ?2, lease_until = NULL, error = ?4,
                    finished_at = CASE WHEN ?2 = 'failed' THEN CAST(?3 AS timestamptz) END
                WHERE game_id = ?1""")
                .setParameter(1, gameId).setParameter(2, lastAttempt ? "failed" : "pending")
                .setParameter(3, Timestamp.from(at))
                .setParameter(4, error.length() > 500 ? error.substring(0, 500) : error).executeUpdate();
    }

    /** Gives a game back untried (the engine is missing): the attempt does not count. */
    @Transactional
    public void release(UUID gameId) {
        entityManager.createNativeQuery("""
                UPDATE fairplay_job SET state = 'pending', lease_until = NULL, attempts = greatest(attempts - 1, 0)
                WHERE game_id = ?1""").setParameter(1, gameId).executeUpdate();
    }

    /** The queue state of these games. */
    @Transactional
    public Map<UUID, State> states(Collection<UUID> gameIds) {
        if (gameIds.isEmpty()) {
            return Map.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery(
                "SELECT game_id, state FROM fairplay_job WHERE game_id IN (?1)")
                .setParameter(1, gameIds).getResultList();
        return rows.stream().collect(Collectors.toMap(row -> (UUID) row[0], row -> State.valueOf((String) row[1])));
    }

    /** The stored sides of these games. */
    @Transactional
    public List<StoredSide> sides(Collection<UUID> gameIds) {
        if (gameIds.isEmpty()) {
            return List.of();
        }
        @SuppressWarnings("unchecked")
        List<Object[]> rows = entityManager.createNativeQuery("""
                SELECT game_id, side, player_id, moves, counted, acpl, non_trivial, top1, top3, move_millis,
                       engine, nodes
                FROM fairplay_side WHERE game_id IN (?1)""")
                .setParameter(1, gameIds).getResultList();
        return rows.stream().map(row -> new StoredSide((UUID) row[0], row[1].toString().charAt(0), (UUID) row[2],
                new SideAnalysis(((Number) row[3]).intValue(), ((Number) row[4]).intValue(),
                        row[5] == null ? null : ((Number) row[5]).doubleValue(), ((Number) row[6]).intValue(),
                        ((Number) row[7]).intValue(), ((Number) row[8]).intValue(), millis((String) row[9])),
                (String) row[10], ((Number) row[11]).longValue())).toList();
    }

    private void insert(UUID gameId, char side, UUID playerId, SideAnalysis analysis, GameAnalysis game) {
        entityManager.createNativeQuery("""
                INSERT INTO fairplay_side (game_id, side, player_id, moves, counted, acpl, non_trivial, top1, top3,
                                           move_millis, engine, nodes)
                VALUES (?1, ?2, ?3, ?4, ?5, NULLIF(?6, 'NaN'::float8), ?7, ?8, ?9, ?10, ?11, ?12)""")
                .setParameter(1, gameId).setParameter(2, String.valueOf(side)).setParameter(3, playerId)
                .setParameter(4, analysis.moves()).setParameter(5, analysis.counted())
                .setParameter(6, analysis.acpl() == null ? Double.NaN : analysis.acpl()).setParameter(7, analysis.nonTrivial())
                .setParameter(8, analysis.top1()).setParameter(9, analysis.top3())
                .setParameter(10, analysis.moveMillis().stream().map(String::valueOf).collect(Collectors.joining(",")))
                .setParameter(11, game.engine()).setParameter(12, game.nodes()).executeUpdate();
    }

    private static List<Long> millis(String text) {
        return text.isEmpty() ? List.of() : Arrays.stream(text.split(",")).map(Long::valueOf).toList();
    }
}
