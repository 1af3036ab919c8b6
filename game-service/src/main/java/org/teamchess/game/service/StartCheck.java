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
 * The start of each game (Art. 6.5): every few seconds ({@code teamchess.game.start-check-every})
 * each instance starts the games whose scheduled start has come, announcing {@code GameStarted} once
 * per game. A game's first change at or after its start (a move, a flag) starts it as well, in its
 * own transaction, so the event never comes after the game's moves; instances that start the same game
 * at once meet on its optimistic version, and only one start commits.
 */
@ApplicationScoped
public class StartCheck {

    private static final Logger LOG = Logger.getLogger(StartCheck.class);
    /** The most games one run starts; the rest wait for the next run. */
    private static final int BATCH = 200;

    private final GameRepository games;
    private final GameLifecycle lifecycle;
    private final Clock time;

    StartCheck(GameRepository games, GameLifecycle lifecycle, Clock time) {
        this.games = games;
        this.lifecycle = lifecycle;
        this.time = time;
    }

    @Scheduled(identity = "start-check", every = "${teamchess.game.start-check-every}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void scheduled() {
        startDueGames();
    }

    /**
     * Starts the games due now.
     *
     * @return the games this run started
     */
    public List<UUID> startDueGames() {
        List<UUID> due = QuarkusTransaction.requiringNew().call(() ->
                games.dueToStart(time.instant(), BATCH).stream().map(GameEntity::id).toList());
        return due.stream().filter(this::start).toList();
    }

    /** One game's failure must not stop the others'; a game another instance started meanwhile is skipped. */
    private boolean start(UUID gameId) {
        try {
            return lifecycle.startIfDue(gameId);
        } catch (RuntimeException failure) {
            if (!ConcurrentChanges.isConcurrentChange(failure)) {
                LOG.errorf(failure, "Starting game %s failed; the next run tries again", gameId);
            }
            return false;
        }
    }
}
