package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** The competitions' teams, by team id. */
@ApplicationScoped
public class TeamRepository implements PanacheRepositoryBase<TeamEntity, UUID> {

    /** The public names of these teams, for those that have one. */
    public Map<UUID, String> namesOf(Collection<UUID> teamIds) {
        Map<UUID, String> names = new HashMap<>();
        if (!teamIds.isEmpty()) {
            list("teamId in ?1", teamIds).forEach(team -> team.name().ifPresent(name -> names.put(team.teamId(), name)));
        }
        return names;
    }

    /** The public names of the teams' players, by player id, where registration gave them. */
    public Map<UUID, String> playerNamesOf(Collection<UUID> teamIds) {
        Map<UUID, String> names = new HashMap<>();
        if (!teamIds.isEmpty()) {
            list("teamId in ?1", teamIds).forEach(team -> names.putAll(team.displayNames()));
        }
        return names;
    }

    /** Teams with a roster player whose name has not been fetched yet, at most {@code limit}. */
    public List<TeamEntity> missingNames(int limit) {
        return find("select distinct team from TeamEntity team join team.roster place where place.displayName is null")
                .page(0, limit).list();
    }

    /** A competition's registered teams in order of registration. */
    public List<TeamEntity> registeredIn(UUID competitionId) {
        return list("competitionId = ?1 and registeredAt is not null order by registeredAt, teamId", competitionId);
    }
}
