package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The clock operations applied to the games. */
@ApplicationScoped
public class ClockAdjustmentRepository
        implements PanacheRepositoryBase<ClockAdjustmentEntity, ClockAdjustmentEntity.Key> {

    /** A game's operations, in version order. */
    public List<ClockAdjustmentEntity> ofGame(UUID gameId) {
        return list("gameId", Sort.by("version"), gameId);
    }
}
