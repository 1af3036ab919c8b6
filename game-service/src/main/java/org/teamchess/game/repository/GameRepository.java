package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.UUID;

/** The games of this service's database. */
@ApplicationScoped
public class GameRepository implements PanacheRepositoryBase<GameEntity, UUID> {

    /** The game on a board of a match, whatever its id. */
    public Optional<GameEntity> findByBoard(UUID matchId, int board) {
        return find("matchId = ?1 and board = ?2", matchId, board).firstResultOptional();
    }
}
