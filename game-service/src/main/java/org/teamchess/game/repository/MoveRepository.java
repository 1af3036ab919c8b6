package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The moves of the games. */
@ApplicationScoped
public class MoveRepository implements PanacheRepositoryBase<MoveEntity, MoveEntity.Key> {

    /** A game's moves, first to last. */
    public List<MoveEntity> ofGame(UUID gameId) {
        return list("gameId", Sort.by("ply"), gameId);
    }

    /** A game's moves after {@code ply}, in order. */
    public List<MoveEntity> after(UUID gameId, int ply) {
        return list("gameId = ?1 and ply > ?2", Sort.by("ply"), gameId, ply);
    }

    /** The move a client sent under this id, if it was accepted. */
    public Optional<MoveEntity> byClientMoveId(UUID gameId, String clientMoveId) {
        return find("gameId = ?1 and clientMoveId = ?2", gameId, clientMoveId).firstResultOptional();
    }
}
