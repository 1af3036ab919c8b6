package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The arbiters' actions on the games. */
@ApplicationScoped
public class ArbiterActionRepository implements PanacheRepositoryBase<ArbiterActionEntity, UUID> {

    /** A game's actions, oldest first. */
    public List<ArbiterActionEntity> ofGame(UUID gameId) {
        return list("gameId", Sort.by("at").and("version"), gameId);
    }
}
