package org.teamchess.tournament.names;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.jwt.JsonWebToken;
import org.jboss.logging.Logger;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.support.security.Roles;
import org.teamchess.tournament.export.PlayerNames;
import org.teamchess.tournament.repository.AuditEntity;
import org.teamchess.tournament.repository.AuditRepository;
import org.teamchess.tournament.repository.PlayerAccountEntity;
import org.teamchess.tournament.repository.PlayerAccountRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentView;
import org.teamchess.tournament.service.TournamentChanges;

/**
 * Who reads which names (docs/decisions/names-policy.md). The tournament's participants read first
 * name and surname, as the regulation needs them: organizers and arbiters, the coaches of its teams,
 * the children on their rosters (their accounts, by {@code PlayerLinked}). Everyone else, anonymous
 * or logged in, reads the tournament's public policy.
 */
@ApplicationScoped
public class NameReaders {

    private static final Logger LOG = Logger.getLogger(NameReaders.class);

    private final TournamentRepository tournaments;
    private final TeamRepository teams;
    private final PlayerAccountRepository accounts;
    private final AuditRepository audit;
    private final TournamentChanges changes;
    private final Clock clock;

    NameReaders(TournamentRepository tournaments, TeamRepository teams, PlayerAccountRepository accounts,
            AuditRepository audit, TournamentChanges changes, Clock clock) {
        this.tournaments = tournaments;
        this.teams = teams;
        this.accounts = accounts;
        this.audit = audit;
        this.changes = changes;
        this.clock = clock;
    }

    /**
     * A reader of the service.
     *
     * @param subject the token's subject, null when anonymous
     * @param staff   whether he is an organizer or an arbiter
     */
    public record Reader(String subject, boolean staff) {
    }

    /** The reader a request's token names; anonymous without one. */
    public static Reader reader(JsonWebToken token, SecurityContext security) {
        return new Reader(token.getSubject(),
                security.isUserInRole(Roles.ORGANIZER) || security.isUserInRole(Roles.ARBITER));
    }

    /** The policy of the names this reader reads of the tournament; the public one when it does not exist. */
    @Transactional
    public NamePolicy policyFor(UUID tournamentId, Reader reader) {
        return tournaments.findByIdOptional(tournamentId).map(tournament -> policyFor(tournament, reader))
                .orElse(NamePolicy.HIDDEN);
    }

    /** The tournament as the reader may read it. */
    public TournamentView shown(TournamentView view, Reader reader) {
        return PublicNames.apply(view, policyFor(view.id(), reader));
    }

    /** The match as the reader may read it; {@code tournament} names its teams. */
    public MatchView shown(MatchView match, TournamentView tournament, Reader reader) {
        return PublicNames.apply(match, policyFor(tournament.id(), reader), teamNames(tournament));
    }

    /** Each team's public name, "Команда 3" by its number when registration gave none. */
    public static Function<UUID, String> teamNames(TournamentView tournament) {
        return teamId -> tournament.teams().stream().filter(team -> team.teamId().equals(teamId)).findFirst()
                .map(team -> PlayerNames.team(team.teamName(), team.number())).orElse(null);
    }

    /**
     * Changes what the public reads of the tournament's players' names, in the audit trail.
     *
     * @return false when there is no such tournament
     */
    @Transactional
    public boolean change(UUID tournamentId, NamePolicy policy, String organizer) {
        Optional<TournamentEntity> found = tournaments.findByIdOptional(tournamentId);
        found.filter(tournament -> tournament.publicNames() != policy).ifPresent(tournament -> {
            audit.persist(new AuditEntity(tournamentId, clock.instant(), organizer, "public-names-changed",
                    tournament.publicNames().wireName() + " → " + policy.wireName(), null));
            tournament.showPublicly(policy);
            changes.announce(tournamentId);
        });
        return found.isPresent();
    }

    /** Records the account linked to a roster entry; a later link replaces the earlier one. */
    @Transactional
    public void linked(PlayerLinked event) {
        Optional<PlayerAccountEntity> known = accounts.findByIdOptional(event.playerId());
        if (known.isPresent()) {
            known.get().link(event.teamId(), event.accountId());
        } else {
            accounts.persist(new PlayerAccountEntity(event.playerId(), event.teamId(), event.accountId()));
        }
        LOG.debugf("Player %s of team %s linked to an account", event.playerId(), event.teamId());
    }

    private NamePolicy policyFor(TournamentEntity tournament, Reader reader) {
        return participates(tournament, reader) ? NamePolicy.FULL : tournament.publicNames();
    }

    private boolean participates(TournamentEntity tournament, Reader reader) {
        if (reader.staff()) {
            return true;
        }
        if (reader.subject() == null) {
            return false;
        }
        return !tournament.teams().isEmpty()
                && (teams.list("teamId in ?1", tournament.teams()).stream()
                        .anyMatch(team -> team.coachedBy(reader.subject()))
                        || accounts.playsFor(reader.subject(), tournament.teams()));
    }
}
