package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The games' clock logs. */
@ApplicationScoped
public class ClockEventRepository implements PanacheRepositoryBase<ClockEventEntity, Long> {

    /** A game's log in sequence. */
    public List<ClockEventEntity> log(UUID gameId) {
        return list("gameId = ?1 order by sequence", gameId);
    }
}
