package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The competitions' teams, by team id. */
@ApplicationScoped
public class TeamRepository implements PanacheRepositoryBase<TeamEntity, UUID> {

    /** A competition's registered teams in order of registration. */
    public List<TeamEntity> registeredIn(UUID competitionId) {
        return list("competitionId = ?1 and registeredAt is not null order by registeredAt, teamId", competitionId);
    }
}
