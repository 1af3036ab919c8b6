package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.registration.repository.TeamApplicationRepository;
import org.teamchess.registration.repository.TeamMatchRepository;

/** What the tournament has scheduled, as far as registration cares: which teams play. */
@ApplicationScoped
public class ScheduledMatchService {

    private final TeamApplicationRepository applications;
    private final TeamMatchRepository teamMatches;

    ScheduledMatchService(TeamApplicationRepository applications, TeamMatchRepository teamMatches) {
        this.applications = applications;
        this.teamMatches = teamMatches;
    }

    /**
     * Records the match for the teams whose players it pairs (the event names players, not
     * teams); players this service does not know are ignored.
     */
    @Transactional
    public void record(MatchScheduled match) {
        List<UUID> players = match.boards().stream()
                .flatMap(pairing -> Stream.of(pairing.whitePlayerId(), pairing.blackPlayerId()))
                .toList();
        for (UUID teamId : applications.teamsOfPlayers(match.competitionId(), players)) {
            teamMatches.record(teamId, match.matchId(), match.competitionId(), match.round());
        }
    }
}
