package org.teamchess.tournament.fairplay;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * Analyses the queued games, one at a time per thread ({@code teamchess.fairplay.workers}, one by
 * default: the machine plays games first), each thread with its own engine process. Without the
 * engine binary the queue waits and the report says the analysis is unavailable.
 */
@ApplicationScoped
public class FairPlayWorker {

    private static final Logger LOG = Logger.getLogger(FairPlayWorker.class);

    private final FairPlayConfig config;
    private final FairPlayStore store;
    private final Clock clock;
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean running;

    FairPlayWorker(FairPlayConfig config, FairPlayStore store) {
        this.config = config;
        this.store = store;
        this.clock = Clock.systemUTC();
    }

    /** Whether the engine binary is there: without it nothing is analysed. */
    public boolean engineAvailable() {
        return UciEngine.available(config.engine());
    }

    void start(@Observes StartupEvent event) {
        running = true;
        for (int index = 0; index < config.workers(); index++) {
            Thread thread = new Thread(this::loop, "fairplay-worker-" + index);
            thread.setDaemon(true);
            thread.setPriority(Thread.MIN_PRIORITY);
            threads.add(thread);
            thread.start();
        }
        if (config.workers() > 0 && !engineAvailable()) {
            LOG.warnf("No chess engine at %s: finished games wait on the fair-play queue", config.engine());
        }
    }

    void stop(@Observes ShutdownEvent event) {
        running = false;
        threads.forEach(Thread::interrupt);
    }

    private void loop() {
        try (UciEngine engine = newEngine()) {
            while (running) {
                boolean worked;
                try {
                    worked = runOnce(engine);
                } catch (RuntimeException e) {
                    // The database may be away for a moment: wait and try again rather than end the thread.
                    LOG.warn("The fair-play worker failed; it tries again", e);
                    worked = false;
                }
                if (!worked) {
                    try {
                        Thread.sleep(config.poll().toMillis());
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        }
    }

    /** A new engine process as configured. */
    public UciEngine newEngine() {
        return new UciEngine(config.engine(), config.nice(), config.hashMb(), config.positionTimeout());
    }

    /**
     * Takes one game off the queue and analyses it with this engine.
     *
     * @return whether a game was taken (false: the queue is empty or the engine is missing)
     */
    public boolean runOnce(UciEngine engine) {
        if (!engineAvailable()) {
            return false;
        }
        Instant now = clock.instant();
        Optional<FairPlayStore.Taken> taken = store.take(now, now.plus(config.lease()));
        if (taken.isEmpty()) {
            return false;
        }
        UUID gameId = taken.get().gameId();
        Optional<FairPlayStore.Recorded> board = store.recorded(gameId);
        if (board.isEmpty()) {
            store.failed(gameId, "the game has no record", true, clock.instant());
            return true;
        }
        try {
            long started = System.nanoTime();
            GameAnalysis analysis = new GameAnalyzer(rules()).analyse(board.get().pgn(), engine);
            store.done(gameId, analysis, board.get().whitePlayerId(), board.get().blackPlayerId(), clock.instant());
            LOG.infof("Analysed game %s in %d ms", gameId, (System.nanoTime() - started) / 1_000_000);
        } catch (UciEngine.EngineFailure e) {
            if (!engineAvailable()) {
                store.release(gameId);
                return false;
            }
            boolean last = taken.get().attempts() >= config.attempts();
            LOG.warnf("The engine failed on game %s (attempt %d): %s", gameId, taken.get().attempts(), e.getMessage());
            store.failed(gameId, e.getMessage(), last, clock.instant());
        } catch (IllegalArgumentException e) {
            store.failed(gameId, e.getMessage(), true, clock.instant());
        }
        return true;
    }

    /** The analysis thresholds as configured. */
    public GameAnalyzer.Rules rules() {
        return new GameAnalyzer.Rules(config.nodes(), config.bookPlies(), config.decidedCp(), config.lossCapCp());
    }
}
