package org.teamchess.registration.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class TeamApplicationRepository implements PanacheRepositoryBase<TeamApplication, UUID> {

    /** The applications to a competition in order of arrival. */
    public List<TeamApplication> listByCompetition(UUID competitionId) {
        return list("competition.id = ?1 ORDER BY arrival", competitionId);
    }

    public Optional<TeamApplication> findByCoach(UUID competitionId, String coachSubject) {
        return find("competition.id = ?1 AND coachSubject = ?2", competitionId, coachSubject)
                .firstResultOptional();
    }

    public boolean existsForSchool(UUID competitionId, UUID schoolId) {
        return count("competition.id = ?1 AND school.id = ?2", competitionId, schoolId) > 0;
    }

    public long countByCompetition(UUID competitionId) {
        return count("competition.id", competitionId);
    }

    /** The teams of a competition whose rosters list any of these players. */
    public List<UUID> teamsOfPlayers(UUID competitionId, Collection<UUID> playerIds) {
        return getEntityManager().createQuery("SELECT DISTINCT r.application.id FROM RosterEntry r"
                        + " WHERE r.application.competition.id = :competition AND r.id IN :players",
                        UUID.class)
                .setParameter("competition", competitionId)
                .setParameter("players", playerIds)
                .getResultList();
    }
}
