package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.repository.TeamApplicationRepository;
import org.teamchess.support.problem.ProblemException;

/** Who may act on a team: the lookups and refusals that applications and login cards share. */
@ApplicationScoped
public class TeamAccess {

    private final TeamApplicationRepository applications;

    TeamAccess(TeamApplicationRepository applications) {
        this.applications = applications;
    }

    /** @throws ProblemException 404 when the competition has no such team */
    public TeamApplication team(UUID competitionId, UUID teamId) {
        return applications.findTeam(competitionId, teamId)
                .orElseThrow(() -> ProblemException.notFound("No team " + teamId + " in competition "
                        + competitionId));
    }

    /** @throws ProblemException 404 unknown team; 403 for anyone but its own coach and organizers */
    public TeamApplication ownOrOrganizer(UUID competitionId, UUID teamId, Caller caller) {
        TeamApplication application = team(competitionId, teamId);
        if (!caller.organizer() && !application.coachSubject().equals(caller.subject())) {
            throw ProblemException.forbidden("Only the school's own coach or an organizer may do this"
                    + " with the team");
        }
        return application;
    }
}
