package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/** The games' clock logs. */
@ApplicationScoped
public class ClockEventRepository implements PanacheRepositoryBase<ClockEventEntity, Long> {

    /** A game's log in sequence. */
    public List<ClockEventEntity> log(UUID gameId) {
        return list("gameId = ?1 order by sequence", gameId);
    }

    /** The logs of these games in one query, each in sequence; a game with an empty log is absent. */
    public Map<UUID, List<ClockEventEntity>> logs(Collection<UUID> gameIds) {
        return list("gameId in ?1 order by gameId, sequence", gameIds).stream()
                .collect(Collectors.groupingBy(ClockEventEntity::gameId));
    }
}
