package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;

/**
 * The competitions' teams as registration-service announces them. A team's registration and its
 * roster arrive as two events; either may come first, so each creates the team when it is new.
 */
@ApplicationScoped
public class TeamService {

    private static final Logger LOG = Logger.getLogger(TeamService.class);

    private final TeamRepository teams;

    TeamService(TeamRepository teams) {
        this.teams = teams;
    }

    /** @param registeredAt the event's time: teams are ordered by it */
    @Transactional
    public void registered(TeamRegistered event, Instant registeredAt) {
        TeamEntity team = findOrCreate(event.teamId(), event.competitionId());
        team.register(event.schoolId(), event.teamName(), event.coachSubject(), event.boardCount(),
                event.compositionRule(), registeredAt);
        LOG.debugf("Team %s registered in competition %s", event.teamId(), event.competitionId());
    }

    /**
     * Replaces the team's roster by the event's (the latest event wins) and takes the players'
     * names fetched for it.
     *
     * @param names the public names by player id, as registration-service gave them just before;
     *              empty when they could not be fetched (they are fetched later)
     */
    @Transactional
    public void rosterChanged(RosterChanged event, Map<UUID, String> names) {
        TeamEntity team = findOrCreate(event.teamId(), event.competitionId());
        team.replaceRoster(event.playerIds());
        team.name(names);
        LOG.debugf("Team %s has %d players on its roster", event.teamId(), event.playerIds().size());
    }

    /**
     * Forgets the names of the team's players, then takes the anonymous ones fetched after the
     * erasure.
     *
     * @param names the names registration-service gave after the erasure; empty when they could
     *              not be fetched (they are fetched later)
     */
    @Transactional
    public void personalDataErased(PersonalDataErased event, Map<UUID, String> names) {
        TeamEntity team = findOrCreate(event.teamId(), event.competitionId());
        team.forgetNames();
        team.name(names);
        LOG.infof("Team %s: its players' names forgotten (personal data erased)", event.teamId());
    }

    private TeamEntity findOrCreate(UUID teamId, UUID competitionId) {
        return teams.findByIdOptional(teamId, LockModeType.PESSIMISTIC_WRITE).orElseGet(() -> {
            TeamEntity created = new TeamEntity(teamId, competitionId);
            teams.persist(created);
            return created;
        });
    }
}
