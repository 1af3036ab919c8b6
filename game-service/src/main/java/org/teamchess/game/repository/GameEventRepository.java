package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/** The games' event logs. */
@ApplicationScoped
public class GameEventRepository implements PanacheRepositoryBase<GameEventEntity, GameEventEntity.Key> {

    /** A game's entries written at or before {@code at}, in order. */
    public List<GameEventEntity> upTo(UUID gameId, Instant at) {
        return list("gameId = ?1 and createdAt <= ?2", Sort.by("version"), gameId, at);
    }

    /** A game's entries after {@code version}, in order. */
    public List<GameEventEntity> after(UUID gameId, long version) {
        return list("gameId = ?1 and version > ?2", Sort.by("version"), gameId, version);
    }
}
