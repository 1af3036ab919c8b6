package org.teamchess.clock.service;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.teamchess.clock.config.FlagTimerConfig;
import org.teamchess.clock.repository.ClockEntity;
import org.teamchess.clock.repository.ClockRepository.TimerRow;
import org.teamchess.support.transaction.AfterTransaction;

/**
 * One flag timer per running clock, keyed by game: a delay queue (the binary heap of a
 * {@link ScheduledThreadPoolExecutor}, O(log n) to set or cancel; cancelled timers leave it at
 * once), never a sweep over all games. A timer is due at the clock's {@code flag_check_at}, the
 * running side's grace end. Its single thread only queues the game for a small pool of checkers;
 * a checker takes every game queued so far and looks at their clocks in the database in one
 * transaction ({@link ClockService#checkFlags}): the deadline may have moved since the timer was
 * set, so the store decides, not the timer.
 *
 * <p>Timers follow the database, never the other way round: every change of a clock sets its timer
 * after the transaction committed, in the order of the row's version, so an older change that
 * commits its timer late cannot replace a newer one. A lost update (a crash) is repaired by
 * {@link #rebuild}, which reads every clock that needs a timer.
 */
@ApplicationScoped
public class FlagTimers {

    private static final Logger LOG = Logger.getLogger(FlagTimers.class);

    /** Farther than this the delay queue waits this long, then looks again (no overflow of nanos). */
    private static final Duration LONGEST_WAIT = Duration.ofDays(30);

    /**
     * A clock another transaction held during a check is looked at again this soon: that transaction
     * sets the timer itself if it commits a change, this is for one that rolls back or changes nothing.
     */
    private static final Duration HELD_RETRY = Duration.ofMillis(10);

    /**
     * A flag no game-service heartbeat vouches for yet is looked at again this soon: a heartbeat
     * comes every couple of seconds while an instance is there.
     */
    private static final Duration POSTPONED_RETRY = Duration.ofMillis(250);

    private final ClockService clocks;
    private final TransactionSynchronizationRegistry transactions;
    private final Clock time;
    private final FlagTimerConfig config;
    private final ScheduledThreadPoolExecutor queue;
    private final ExecutorService checkers;
    private final ConcurrentHashMap<UUID, Due> timers = new ConcurrentHashMap<>();
    private final ConcurrentLinkedQueue<Fired> fired = new ConcurrentLinkedQueue<>();
    private final Timer lateness;
    private final Timer checkDuration;
    private final DistributionSummary batchSize;

    /**
     * The flag timer of one game.
     *
     * @param version the version of the clock's row it was set from
     * @param ply     the ply it is for (for the log)
     * @param dueAt   when it is due
     * @param task    its entry in the delay queue
     */
    private record Due(long version, int ply, Instant dueAt, ScheduledFuture<?> task) {
    }

    /** A timer that fired, waiting for a checker: what {@link Due} was, for the game. */
    private record Fired(UUID gameId, long version, int ply, Instant dueAt) {
    }

    FlagTimers(ClockService clocks, TransactionSynchronizationRegistry transactions, Clock time,
            FlagTimerConfig config, MeterRegistry meters) {
        this.clocks = clocks;
        this.transactions = transactions;
        this.time = time;
        this.config = config;
        this.lateness = Timer.builder("teamchess.clock.flag.check.lateness")
                .description("From a flag timer's due instant until a checker starts on it")
                .publishPercentiles(0.5, 0.9, 0.99)
                .register(meters);
        this.checkDuration = Timer.builder("teamchess.clock.flag.check.duration")
                .description("One batch of flag checks: its transaction, commit included")
                .publishPercentiles(0.5, 0.9, 0.99)
                .register(meters);
        this.batchSize = DistributionSummary.builder("teamchess.clock.flag.check.batch")
                .description("How many fired timers one flag check transaction took")
                .publishPercentiles(0.5, 0.9, 0.99)
                .register(meters);
        Gauge.builder("teamchess.clock.flag.timers", timers, Map::size)
                .description("Running clocks with a flag timer")
                .register(meters);
        this.queue = new ScheduledThreadPoolExecutor(1, daemon("teamchess-flag-timers"));
        this.queue.setRemoveOnCancelPolicy(true);
        this.checkers = Executors.newFixedThreadPool(config.checkThreads(), daemon("teamchess-flag-check"));
    }

    /** Sets the clock's timer as the current transaction leaves the row, once it has committed. */
    void setAfterCommit(ClockEntity clock) {
        // Read then, not now: the row's version is final only after the flush.
        AfterTransaction.onCommit(transactions,
                () -> set(clock.gameId(), clock.version(), clock.ply(), clock.flagCheckAt()));
    }

    /** After a start: the timers of every running clock, and the flags that fell while the service was down. */
    void onStart(@Observes StartupEvent start) {
        rebuild();
    }

    /** {@link #rebuild} on another thread: for a caller that must not wait for the database. */
    public void rebuildSoon() {
        checkers.execute(this::rebuild);
    }

    /**
     * Sets the timers of every clock that needs one, from the store: after a start or a rebalance.
     * A timer already due (the deadline passed while the service was down) fires at once, and its
     * check announces the flag with the true instant of the fall.
     *
     * @return how many timers were set
     */
    public int rebuild() {
        int count = 0;
        for (TimerRow row : clocks.clocksWithFlagTimers()) {
            set(row.gameId(), row.version(), row.ply(), Optional.of(row.checkAt()));
            count++;
        }
        LOG.infof("Flag timers rebuilt from the store: %d running clocks", count);
        return count;
    }

    /** How many games have a timer. */
    public int size() {
        return timers.size();
    }

    /** When the game's timer is due; empty when it has none. */
    public Optional<Instant> dueAt(UUID gameId) {
        return Optional.ofNullable(timers.get(gameId)).map(Due::dueAt);
    }

    /** Drops every timer (the store keeps what they were for): a stand-in for a stop, for tests. */
    public void clear() {
        timers.forEach((gameId, timer) -> timers.computeIfPresent(gameId, (id, current) -> {
            current.task().cancel(false);
            return null;
        }));
    }

    /**
     * Sets the game's timer to {@code dueAt}, or removes it when empty, unless the timer there was
     * set from a newer version of the clock.
     */
    void set(UUID gameId, long version, int ply, Optional<Instant> dueAt) {
        timers.compute(gameId, (id, current) -> {
            if (current != null && current.version() > version) {
                return current;
            }
            if (current != null) {
                current.task().cancel(false);
            }
            return dueAt.map(at -> new Due(version, ply, at, schedule(id, version, ply, at))).orElse(null);
        });
    }

    private ScheduledFuture<?> schedule(UUID gameId, long version, int ply, Instant dueAt) {
        Duration wait = Duration.between(time.instant(), dueAt);
        long nanos = wait.isNegative() ? 0 : (wait.compareTo(LONGEST_WAIT) > 0 ? LONGEST_WAIT : wait).toNanos();
        return queue.schedule(() -> fire(new Fired(gameId, version, ply, dueAt)), nanos, TimeUnit.NANOSECONDS);
    }

    /** On the timer thread: only queues the game and wakes a checker, never touches the database. */
    private void fire(Fired due) {
        fired.add(due);
        checkers.execute(this::checkFired);
    }

    /**
     * Takes every fired timer not taken by another checker yet (up to a batch) and checks them in one
     * transaction: when commits are slow, the timers that fire meanwhile share the next commit instead
     * of queuing for one each.
     */
    private void checkFired() {
        List<Fired> batch = new ArrayList<>();
        for (Fired next; batch.size() < config.batchSize() && (next = fired.poll()) != null; ) {
            batch.add(next);
        }
        if (!batch.isEmpty()) {
            check(batch);
        }
    }

    private void check(List<Fired> batch) {
        Instant started = time.instant();
        for (Fired due : batch) {
            Duration late = Duration.between(due.dueAt(), started);
            lateness.record(late.isNegative() ? Duration.ZERO : late);
        }
        long startedNanos = System.nanoTime();
        try {
            ClockService.FlagChecks left = clocks.checkFlags(batch.stream().map(Fired::gameId).distinct().toList());
            checkDuration.record(System.nanoTime() - startedNanos, TimeUnit.NANOSECONDS);
            batchSize.record(batch.size());
            for (Fired due : batch) {
                if (left.missing().contains(due.gameId())) {
                    set(due.gameId(), due.version(), due.ply(), Optional.empty());
                } else if (left.held().contains(due.gameId())) {
                    set(due.gameId(), due.version(), due.ply(), Optional.of(time.instant().plus(HELD_RETRY)));
                } else if (left.postponed().contains(due.gameId())) {
                    set(due.gameId(), due.version(), due.ply(), Optional.of(time.instant().plus(POSTPONED_RETRY)));
                }
            }
        } catch (RuntimeException e) {
            if (batch.size() > 1) {
                // One clock that cannot be checked must not hold back the others' flags.
                LOG.warnf(e, "A batch of %d flag checks failed; checking each alone", batch.size());
                batch.forEach(due -> check(List.of(due)));
                return;
            }
            // A timer must outlive a failed check (the database away): it looks again shortly.
            Fired due = batch.get(0);
            LOG.warnf(e, "Flag check of game %s (ply %d, due %s) failed; again in %s", due.gameId(), due.ply(),
                    due.dueAt(), config.retryAfter());
            set(due.gameId(), due.version(), due.ply(), Optional.of(time.instant().plus(config.retryAfter())));
        }
    }

    private static ThreadFactory daemon(String name) {
        return runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        };
    }

    @PreDestroy
    void stop() {
        queue.shutdownNow();
        checkers.shutdownNow();
    }
}
