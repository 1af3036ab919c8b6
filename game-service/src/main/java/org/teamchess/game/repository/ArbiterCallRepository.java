package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The players' calls for the arbiter. */
@ApplicationScoped
public class ArbiterCallRepository implements PanacheRepositoryBase<ArbiterCallEntity, UUID> {

    /** Every call not yet handled, the longest waiting first. */
    public List<ArbiterCallEntity> open() {
        return list("handledAt is null", Sort.by("calledAt"));
    }

    /** A game's calls, the oldest first. */
    public List<ArbiterCallEntity> ofGame(UUID gameId) {
        return list("gameId", Sort.by("calledAt"), gameId);
    }

    /** The open call of a seat, if any (there is at most one). */
    public Optional<ArbiterCallEntity> openOf(UUID gameId, String side) {
        return find("gameId = ?1 and side = ?2 and handledAt is null", gameId, side).firstResultOptional();
    }
}
