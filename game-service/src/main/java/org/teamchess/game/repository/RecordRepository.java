package org.teamchess.game.repository;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.hibernate.query.NativeQuery;
import org.teamchess.rules.Side;

/**
 * What the game's record keeps besides the game's log (V10__game_record.sql): every presence change
 * of a player ({@code presence_record}, written by {@link PlayerConnectionRepository}) and every draw
 * claim under Art. 9.2 and 9.3 ({@code draw_claim}).
 */
@ApplicationScoped
public class RecordRepository {

    /** A side's presence changed: its first connection opened or its last one closed. */
    public record PresenceRecord(long sequence, Side side, boolean connected, int ply, Instant at) {
    }

    /**
     * A draw claim.
     *
     * @param claim         {@code threefold-repetition} or {@code fifty-moves}
     * @param intendedMove  the declared move in English SAN, or null
     */
    public record DrawClaimRecord(Side side, String claim, String intendedMove, boolean correct, int ply,
            Instant at) {
    }

    private final EntityManager entityManager;

    RecordRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /** The game's presence changes in order. */
    @SuppressWarnings("unchecked")
    public List<PresenceRecord> presence(UUID gameId) {
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT sequence, side, connected, ply, at"
                + " FROM presence_record WHERE game_id = ?1 ORDER BY sequence").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("sequence", Long.class).addScalar("side", String.class)
                .addScalar("connected", Boolean.class).addScalar("ply", Integer.class).addScalar("at", Instant.class)
                .setParameter(1, gameId).getResultList();
        return rows.stream().map(row -> new PresenceRecord((Long) row[0], Side.fromWireName((String) row[1])
                .orElseThrow(), (Boolean) row[2], (Integer) row[3], (Instant) row[4])).toList();
    }

    /** Records a draw claim. */
    public void addDrawClaim(UUID gameId, DrawClaimRecord claim) {
        entityManager.createNativeQuery("INSERT INTO draw_claim (id, game_id, side, claim, intended_move, correct,"
                        + " ply, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
                .setParameter(1, UUID.randomUUID()).setParameter(2, gameId).setParameter(3, claim.side().wireName())
                .setParameter(4, claim.claim()).setParameter(5, claim.intendedMove())
                .setParameter(6, claim.correct()).setParameter(7, claim.ply()).setParameter(8, claim.at())
                .executeUpdate();
    }

    /** The game's draw claims, the oldest first. */
    @SuppressWarnings("unchecked")
    public List<DrawClaimRecord> drawClaims(UUID gameId) {
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT side, claim, intended_move, correct,"
                + " ply, at FROM draw_claim WHERE game_id = ?1 ORDER BY at, ply").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("side", String.class).addScalar("claim", String.class)
                .addScalar("intended_move", String.class).addScalar("correct", Boolean.class)
                .addScalar("ply", Integer.class).addScalar("at", Instant.class)
                .setParameter(1, gameId).getResultList();
        return rows.stream().map(row -> new DrawClaimRecord(Side.fromWireName((String) row[0]).orElseThrow(),
                (String) row[1], (String) row[2], (Boolean) row[3], (Integer) row[4], (Instant) row[5])).toList();
    }
}
