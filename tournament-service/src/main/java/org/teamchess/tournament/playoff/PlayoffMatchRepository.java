package org.teamchess.tournament.playoff;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The play-offs' matches and games. */
@ApplicationScoped
public class PlayoffMatchRepository implements PanacheRepositoryBase<PlayoffMatchEntity, UUID> {

    /** The play-off's matches in stage order. */
    public List<PlayoffMatchEntity> of(UUID playoffId) {
        return list("playoffId = ?1 order by stage, id", playoffId);
    }

    /** The match's games by leg and board. */
    public List<PlayoffGameEntity> games(UUID matchId) {
        return getEntityManager().createQuery("from PlayoffGameEntity where matchId = ?1 order by leg, board",
                PlayoffGameEntity.class).setParameter(1, matchId).getResultList();
    }

    public java.util.Optional<PlayoffGameEntity> game(UUID gameId) {
        return java.util.Optional.ofNullable(getEntityManager().find(PlayoffGameEntity.class, gameId));
    }

    public void persist(PlayoffGameEntity game) {
        getEntityManager().persist(game);
    }
}
