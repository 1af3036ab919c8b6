package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/** The game clocks of this service's database, by game id. */
@ApplicationScoped
public class ClockRepository implements PanacheRepositoryBase<ClockEntity, UUID> {

    /**
     * What a flag timer needs of one clock.
     *
     * @param checkAt when to look at the clock next
     */
    public record TimerRow(UUID gameId, long version, int ply, Instant checkAt) {
    }

    /** Every clock that needs a flag timer: the rebuild after a restart or a rebalance. */
    public List<TimerRow> withFlagTimers() {
        return getEntityManager().createQuery("SELECT c.gameId, c.version, c.ply, c.flagCheckAt FROM ClockEntity c"
                        + " WHERE c.flagCheckAt IS NOT NULL", Object[].class)
                .getResultStream()
                .map(row -> new TimerRow((UUID) row[0], (Long) row[1], (Integer) row[2], (Instant) row[3]))
                .toList();
    }

    /**
     * The clocks of these games that no other transaction holds, locked for the current one
     * ({@code FOR UPDATE SKIP LOCKED}): a batch of flag checks never waits behind a move or an
     * arbiter's operation; the clocks it skips are looked at again.
     */
    @SuppressWarnings("unchecked")
    public List<ClockEntity> lockUnlessHeld(Collection<UUID> gameIds) {
        return getEntityManager().createNativeQuery("SELECT * FROM game_clock WHERE game_id IN (:ids)"
                        + " FOR UPDATE SKIP LOCKED", ClockEntity.class)
                .setParameter("ids", gameIds)
                .getResultList();
    }

    /**
     * The clocks of these games, locked for the current transaction in the order of their game ids,
     * so that two transactions that lock several never wait for each other in a circle.
     */
    @SuppressWarnings("unchecked")
    public List<ClockEntity> lockInOrder(Collection<UUID> gameIds) {
        return getEntityManager().createNativeQuery("SELECT * FROM game_clock WHERE game_id IN (:ids)"
                        + " ORDER BY game_id FOR UPDATE", ClockEntity.class)
                .setParameter("ids", gameIds)
                .getResultList();
    }

    /** Which of these games have a clock. */
    public Set<UUID> existing(Collection<UUID> gameIds) {
        return new HashSet<>(getEntityManager()
                .createQuery("SELECT c.gameId FROM ClockEntity c WHERE c.gameId IN :ids", UUID.class)
                .setParameter("ids", gameIds)
                .getResultList());
    }
}
