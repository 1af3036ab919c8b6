package org.teamchess.tournament.service;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * Publishes rounds at their line-up deadline: a round whose turn came while its deadline was still
 * ahead waits for it, so that the coaches may change their line-ups until then. Every instance
 * checks; the tournament's lock lets one publish.
 */
@ApplicationScoped
public class LineUpDeadlines {

    private static final Logger LOG = Logger.getLogger(LineUpDeadlines.class);

    private final TournamentService tournaments;

    LineUpDeadlines(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @Scheduled(identity = "line-up-deadlines", every = "${teamchess.tournament.line-up-deadline-check-every:10s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void publishDueRounds() {
        for (var tournamentId : tournaments.awaitingDeadlines()) {
            try {
                if (tournaments.publishIfDue(tournamentId)) {
                    LOG.infof("Tournament %s: a round published at its line-up deadline", tournamentId);
                }
            } catch (RuntimeException e) {
                // One tournament's failure must not hold up the others; the next check tries again.
                LOG.errorf(e, "Tournament %s: publishing at the line-up deadline failed", tournamentId);
            }
        }
    }
}
