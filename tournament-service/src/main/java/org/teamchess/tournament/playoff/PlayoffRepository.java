package org.teamchess.tournament.playoff;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The play-offs, by tournament. */
@ApplicationScoped
public class PlayoffRepository implements PanacheRepositoryBase<PlayoffEntity, UUID> {

    /** The tournament's play-offs, the best place first. */
    public List<PlayoffEntity> of(UUID tournamentId) {
        return list("tournamentId = ?1 order by firstPlace", tournamentId);
    }

    /** The ids of the play-offs being played whose deadline has passed. */
    public List<UUID> overdue(java.time.Instant now) {
        return find("status = ?1 and deadline < ?2", PlayoffEntity.Status.PLAYING.name(), now).stream()
                .map(PlayoffEntity::id).toList();
    }
}
