package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The tournaments, by id. */
@ApplicationScoped
public class TournamentRepository implements PanacheRepositoryBase<TournamentEntity, UUID> {

    /** The tournaments the team plays in. */
    public List<TournamentEntity> playedBy(UUID teamId) {
        return list("?1 member of teams", teamId);
    }

    /** The ids of the tournaments with a line-up deadline and a round not yet published. */
    public List<UUID> withUnpublishedRoundsAndDeadline() {
        return getEntityManager().createQuery("select distinct t.id from TournamentEntity t, RoundEntity r"
                + " where r.tournamentId = t.id and r.publishedAt is null and t.lineUpDeadlineMinutes is not null",
                UUID.class).getResultList();
    }
}
