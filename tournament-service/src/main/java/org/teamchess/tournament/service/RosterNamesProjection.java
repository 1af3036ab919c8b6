package org.teamchess.tournament.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.tournament.client.RosterName;
import org.teamchess.tournament.client.RosterNameSource;
import org.teamchess.tournament.client.RosterNamesUnavailableException;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentRepository;

/**
 * This service's copy of the players' public names (the rosters' {@code display_name}), which
 * pairings, protocols, crosstables and exports show. Kafka carries ids only
 * (docs/decisions/no-personal-data-on-kafka.md): the names come from their owner,
 * registration-service, when a {@code RosterChanged} or {@code PersonalDataErased} arrives
 * ({@link #fetch}, before the event's transaction), and, for a team left without them because
 * registration-service could not be reached, from a periodic check and on demand
 * ({@link #ensureNamed}).
 */
@ApplicationScoped
public class RosterNamesProjection {

    private static final Logger LOG = Logger.getLogger(RosterNamesProjection.class);

    /** Teams named per check: the rest wait for the next, so that one check stays short. */
    private static final int TEAMS_PER_CHECK = 50;

    private final RosterNameSource source;
    private final TeamRepository teams;
    private final TournamentRepository tournaments;

    RosterNamesProjection(RosterNameSource source, TeamRepository teams, TournamentRepository tournaments) {
        this.source = source;
        this.teams = teams;
        this.tournaments = tournaments;
    }

    /**
     * The team's names by player id as registration-service gives them now; empty when it cannot
     * be reached or refuses (logged), so that the event is handled all the same and the names are
     * fetched later.
     */
    public Map<UUID, String> fetch(UUID competitionId, UUID teamId) {
        try {
            Map<UUID, String> names = new HashMap<>();
            for (RosterName name : source.namesOf(competitionId, teamId)) {
                names.put(name.playerId(), name.displayName());
            }
            return names;
        } catch (RosterNamesUnavailableException e) {
            LOG.warnf("Team %s: the players' names cannot be fetched now, later: %s", teamId, e.getMessage());
            return Map.of();
        }
    }

    /**
     * Fetches the names the tournament's teams miss, now: an export that prints them is about to be
     * made (the periodic check would come too late for it). Nothing for an unknown tournament.
     */
    public void ensureNamedIn(UUID tournamentId) {
        List<UUID> teamIds = QuarkusTransaction.requiringNew().call(() -> tournaments.findByIdOptional(tournamentId)
                .map(tournament -> List.copyOf(tournament.teams())).orElse(List.of()));
        ensureNamed(teamIds);
    }

    /** Fetches the names of those of these teams that miss some, now. */
    public void ensureNamed(Collection<UUID> teamIds) {
        if (teamIds.isEmpty()) {
            return;
        }
        List<UUID> missing = QuarkusTransaction.requiringNew().call(() -> teams.list("teamId in ?1", teamIds).stream()
                .filter(TeamEntity::missesNames).map(TeamEntity::teamId).toList());
        missing.forEach(this::refresh);
    }

    /** The periodic check: teams whose names could not be fetched when their roster came. */
    @Scheduled(identity = "roster-names", every = "${teamchess.roster-names.check-every:30s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void fillMissing() {
        List<UUID> missing = QuarkusTransaction.requiringNew().call(() -> teams.missingNames(TEAMS_PER_CHECK).stream()
                .map(TeamEntity::teamId).toList());
        missing.forEach(this::refresh);
    }

    /**
     * Fetches the team's names and takes them unless the team changed meanwhile (a new roster or
     * an erasure came while the names were on their way: they might be older than it; the event
     * brought its own).
     *
     * @return whether the names were taken
     */
    public boolean refresh(UUID teamId) {
        TeamEntity before = QuarkusTransaction.requiringNew().call(() -> teams.findById(teamId));
        if (before == null) {
            return false;
        }
        long version = before.version();
        Map<UUID, String> names = fetch(before.competitionId(), teamId);
        if (names.isEmpty()) {
            return false;
        }
        return QuarkusTransaction.requiringNew().call(() -> {
            TeamEntity team = teams.findById(teamId, LockModeType.PESSIMISTIC_WRITE);
            if (team == null || team.version() != version) {
                return false;
            }
            team.name(names);
            return true;
        });
    }
}
