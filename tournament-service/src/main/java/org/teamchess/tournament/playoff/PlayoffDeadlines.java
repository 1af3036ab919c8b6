package org.teamchess.tournament.playoff;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;
import org.jboss.logging.Logger;

/** Play-offs not over by their deadline are not held: the tie-breaks decide (docs/decisions/play-offs.md). */
@ApplicationScoped
public class PlayoffDeadlines {

    private static final Logger LOG = Logger.getLogger(PlayoffDeadlines.class);

    private final PlayoffService playoffs;

    PlayoffDeadlines(PlayoffService playoffs) {
        this.playoffs = playoffs;
    }

    @Scheduled(identity = "playoff-deadlines", every = "${teamchess.playoff.deadline-check-every:60s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void expireOverdue() {
        for (UUID playoffId : playoffs.overdue()) {
            try {
                playoffs.expire(playoffId);
            } catch (RuntimeException e) {
                // One play-off's failure must not hold up the others; the next check tries again.
                LOG.errorf(e, "Play-off %s: ending it at its deadline failed", playoffId);
            }
        }
    }
}
