package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.repository.AuditEntity;
import org.teamchess.tournament.repository.AuditRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.AuditView;
import org.teamchess.tournament.rest.MoveRound;

/**
 * Changes to a tournament's schedule, each recorded in its audit trail with who and why. A round
 * moves only before it is published: once published its games exist in game-service with their
 * start, and moving them is the arbiters' business there.
 */
@ApplicationScoped
public class ScheduleService {

    static final int MAX_REASON_LENGTH = 400;

    private static final Logger LOG = Logger.getLogger(ScheduleService.class);

    private final TournamentRepository tournaments;
    private final RoundRepository rounds;
    private final MatchRepository matches;
    private final AuditRepository audit;
    private final TournamentChanges changes;
    private final Clock clock;

    ScheduleService(TournamentRepository tournaments, RoundRepository rounds, MatchRepository matches,
            AuditRepository audit, TournamentChanges changes, Clock clock) {
        this.tournaments = tournaments;
        this.rounds = rounds;
        this.matches = matches;
        this.audit = audit;
        this.changes = changes;
        this.clock = clock;
    }

    /**
     * Moves round {@code number} to a new start, its matches with it. The rounds keep their order.
     *
     * @throws ProblemException 404 for an unknown tournament or round; 400 naming {@code start} (missing,
     *                          past, or out of the rounds' order) and {@code reason} (blank or too
     *                          long); 409 {@code round-published}
     */
    @Transactional
    public void moveRound(UUID tournamentId, int number, MoveRound request, String actor) {
        TournamentEntity tournament = ChangeLocks.tournament(tournaments, tournamentId);
        RoundEntity round = rounds.find(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournamentId + " has no round " + number));
        if (round.isPublished()) {
            throw ProblemException.conflict("Round " + number + " is published: its games exist with their start")
                    .withType(Problem.type("round-published"), "Round already published");
        }
        Instant now = clock.instant();
        List<FieldError> errors = new ArrayList<>();
        Instant start = request.start() == null ? null : request.start().atZone(tournament.timeZone()).toInstant();
        if (start == null) {
            errors.add(new FieldError("start", "must not be null"));
        } else if (!start.isAfter(now)) {
            errors.add(new FieldError("start", "must be in the future"));
        } else {
            Optional<RoundEntity> before = rounds.find(tournamentId, number - 1);
            Optional<RoundEntity> after = rounds.find(tournamentId, number + 1);
            if (before.isPresent() && !start.isAfter(before.get().scheduledStart())) {
                errors.add(new FieldError("start", "must be after round " + (number - 1) + "'s start"));
            } else if (after.isPresent() && !start.isBefore(after.get().scheduledStart())) {
                errors.add(new FieldError("start", "must be before round " + (number + 1) + "'s start"));
            }
        }
        String reason = reason(request.reason(), errors);
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("Round " + number + " cannot be moved as requested", errors);
        }
        Instant from = round.scheduledStart();
        round.move(start);
        for (MatchEntity match : matches.ofRound(tournamentId, number)) {
            match.reschedule(start);
        }
        audit.persist(new AuditEntity(tournamentId, now, actor, "round-moved", "Round " + number + " moved from "
                + from.atZone(tournament.timeZone()).toLocalDateTime() + " to " + request.start(), reason));
        changes.announce(tournamentId);
        LOG.infof("%s moved round %d of tournament %s to %s: %s", actor, number, tournamentId, start, reason);
    }

    /** The stripped reason of a change for the audit trail, or an error naming {@code reason}. */
    static String reason(String given, List<FieldError> errors) {
        String reason = given == null ? "" : given.strip();
        if (reason.isEmpty() || reason.length() > MAX_REASON_LENGTH) {
            errors.add(new FieldError("reason", "must say why, in 1 to " + MAX_REASON_LENGTH + " characters"));
        }
        return reason;
    }

    /** The tournament's audit trail, oldest first; empty for an unknown tournament. */
    @Transactional
    public Optional<List<AuditView>> audit(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId).map(tournament -> audit.of(tournamentId).stream()
                .map(entry -> new AuditView(entry.at(), entry.actor(), entry.action(), entry.detail(),
                        entry.reason().orElse(null)))
                .toList());
    }
}
