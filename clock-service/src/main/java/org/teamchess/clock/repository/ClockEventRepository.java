package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The games' clock logs. */
@ApplicationScoped
public class ClockEventRepository implements PanacheRepositoryBase<ClockEventEntity, Long> {

    /** A game's log in sequence. */
    public List<ClockEventEntity> log(UUID gameId) {
        return list("gameId = ?1 order by sequence", gameId);
    }

    /** Entry {@code sequence} of a game's log. */
    public Optional<ClockEventEntity> entry(UUID gameId, int sequence) {
        return find("gameId = ?1 and sequence = ?2", gameId, sequence).firstResultOptional();
    }

    /** The games whose log ends with a pause by this actor for this reason. */
    public List<UUID> lastPausedBy(String actor, String reason) {
        return getEntityManager().createQuery("select e.gameId from ClockEventEntity e where e.kind = :paused"
                        + " and e.actor = :actor and e.reason = :reason and e.sequence = (select max(l.sequence)"
                        + " from ClockEventEntity l where l.gameId = e.gameId)", UUID.class)
                .setParameter("paused", ClockEventKind.PAUSED).setParameter("actor", actor)
                .setParameter("reason", reason).getResultList();
    }
}
