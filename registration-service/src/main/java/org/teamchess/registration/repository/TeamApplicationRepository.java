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

    /** The roster entries of the competition's active teams other than this one. */
    public List<RosterEntry> entriesOfOtherTeams(UUID competitionId, UUID teamId) {
        return getEntityManager().createQuery("SELECT r FROM RosterEntry r"
                        + " WHERE r.application.competition.id = :competition"
                        + " AND r.application.id <> :team AND r.application.withdrawnAt IS NULL",
                        RosterEntry.class)
                .setParameter("competition", competitionId)
                .setParameter("team", teamId)
                .getResultList();
    }

    public Optional<RosterEntry> findEntryByInvitation(String code) {
        return getEntityManager().createQuery("SELECT r FROM RosterEntry r WHERE r.invitationCode = :code",
                        RosterEntry.class)
                .setParameter("code", code)
                .getResultStream().findFirst();
    }

    /** The roster entry of the competition this account is linked to, if any. */
    public Optional<RosterEntry> findEntryByAccount(UUID competitionId, String accountSubject) {
        return getEntityManager().createQuery("SELECT r FROM RosterEntry r"
                        + " WHERE r.application.competition.id = :competition AND r.accountSubject = :account",
                        RosterEntry.class)
                .setParameter("competition", competitionId)
                .setParameter("account", accountSubject)
                .getResultStream().findFirst();
    }

    /** Whether this coach has an active application in the competition. */
    public boolean isActiveCoach(UUID competitionId, String coachSubject) {
        return count("competition.id = ?1 AND coachSubject = ?2 AND withdrawnAt IS NULL",
                competitionId, coachSubject) > 0;
    }

    public Optional<TeamApplication> findTeam(UUID competitionId, UUID teamId) {
        return find("competition.id = ?1 AND id = ?2", competitionId, teamId).firstResultOptional();
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
