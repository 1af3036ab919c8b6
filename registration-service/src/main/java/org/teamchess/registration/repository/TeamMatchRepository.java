package org.teamchess.registration.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

@ApplicationScoped
public class TeamMatchRepository implements PanacheRepositoryBase<TeamMatch, Long> {

    /** Records that the team plays the match; recording it again changes nothing. */
    public void record(UUID teamId, UUID matchId, UUID competitionId, int round) {
        getEntityManager().createNativeQuery("INSERT INTO team_match"
                        + " (team_id, match_id, competition_id, round) VALUES (?1, ?2, ?3, ?4)"
                        + " ON CONFLICT (team_id, match_id) DO NOTHING")
                .setParameter(1, teamId)
                .setParameter(2, matchId)
                .setParameter(3, competitionId)
                .setParameter(4, round)
                .executeUpdate();
    }

    /** The scheduled matches of each of these teams, in the order they were learnt. */
    public Map<UUID, List<UUID>> matchesByTeam(Collection<UUID> teamIds) {
        if (teamIds.isEmpty()) {
            return Map.of();
        }
        return list("teamId IN ?1 ORDER BY id", teamIds).stream()
                .collect(Collectors.groupingBy(TeamMatch::teamId,
                        Collectors.mapping(TeamMatch::matchId, Collectors.toList())));
    }
}
