package org.teamchess.clock.repository;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.UUID;
import org.teamchess.rules.clock.FlagFall;

/** The flags that fell (table {@code flag_fall}, V3__moves_and_flags.sql): one per game and ply. */
@ApplicationScoped
public class FlagFallRepository {

    private final EntityManager entityManager;

    FlagFallRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Records the flag fall in the current transaction unless the game has one for that ply already.
     *
     * @return whether it was recorded now: only then may it be announced
     */
    public boolean recordOnce(UUID gameId, FlagFall flag, Instant noticedAt) {
        return entityManager.createNativeQuery("INSERT INTO flag_fall (game_id, ply, side, fell_at, noticed_at)"
                        + " VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (game_id, ply) DO NOTHING")
                .setParameter(1, gameId)
                .setParameter(2, flag.ply())
                .setParameter(3, flag.side().wireName())
                .setParameter(4, flag.fellAt())
                .setParameter(5, noticedAt)
                .executeUpdate() == 1;
    }

    /** How many flags of the game are recorded (for diagnosis and tests). */
    public long count(UUID gameId) {
        return ((Number) entityManager.createNativeQuery("SELECT count(*) FROM flag_fall WHERE game_id = ?1")
                .setParameter(1, gameId)
                .getSingleResult()).longValue();
    }
}
