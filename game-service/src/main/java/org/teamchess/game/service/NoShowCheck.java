package org.teamchess.game.service;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;

/**
 * Late arrival (Art. 6.7.1): every few seconds ({@code teamchess.game.no-show-check-every}) each
 * instance ends the games whose arrival deadline passed with one side absent. Instances may check the
 * same game at once: the game's optimistic version lets one forfeit win; the others' attempts fail and
 * are skipped, as is a game a player joined or moved in meanwhile.
 */
@ApplicationScoped
public class NoShowCheck {

    private static final Logger LOG = Logger.getLogger(NoShowCheck.class);
    /** The most games one run ends; the rest wait for the next run. */
    private static final int BATCH = 200;

    private final GameRepository games;
    private final GameLifecycle lifecycle;
    private final Clock time;

    NoShowCheck(GameRepository games, GameLifecycle lifecycle, Clock time) {
        this.games = games;
        this.lifecycle = lifecycle;
        this.time = time;
    }

    @Scheduled(identity = "no-show-check", every = "${teamchess.game.no-show-check-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void scheduled() {
        List<UUID> ended = forfeitNoShows();
        if (!ended.isEmpty()) {
            LOG.infof("No-show forfeits: %s", ended);
        }
    }

    /**
     * Forfeits the games due now.
     *
     * @return the games this run ended
     */
    public List<UUID> forfeitNoShows() {
        List<UUID> due = QuarkusTransaction.requiringNew().call(() ->
                games.dueForNoShow(time.instant(), BATCH).stream().map(GameEntity::id).toList());
        return due.stream().filter(this::forfeit).toList();
    }

    /** One game's failure must not stop the others'; it is tried again on the next run. */
    private boolean forfeit(UUID gameId) {
        try {
            return lifecycle.forfeitNoShow(gameId);
        } catch (RuntimeException failure) {
            if (ConcurrentChanges.isConcurrentChange(failure)) {
                LOG.debugf("Game %s changed while its no-show was checked; the next run looks again", gameId);
            } else {
                LOG.errorf(failure, "Checking game %s for a no-show failed; the next run tries again", gameId);
            }
            return false;
        }
    }
}
