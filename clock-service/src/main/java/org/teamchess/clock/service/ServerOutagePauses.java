package org.teamchess.clock.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.clock.repository.ClockEntity;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.clock.repository.ClockEventKind;
import org.teamchess.clock.repository.ClockEventRepository;
import org.teamchess.clock.repository.ClockRepository;
import org.teamchess.events.EventEnvelope;
import org.teamchess.rules.Result;
import org.teamchess.rules.clock.ClockStatus;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.support.outbox.Outbox;

/**
 * Stops and restarts clocks for a server outage: no game-service instance is there to take the
 * players' moves ({@link GameServiceWatch}). A stop is an ordinary pause and a restart an ordinary
 * resume of the clock model, logged and announced (ClockPaused, ClockResumed) like an arbiter's,
 * by actor {@value #ACTOR} with reason {@value #REASON}, so game-service replays them as it
 * replays an arbiter's. The log is the only memory: a clock whose last entry is such a pause is
 * stopped for an outage, whatever this service remembers after a restart. An arbiter's pause is
 * neither overridden nor lifted. Each game is changed in a transaction of its own.
 */
@ApplicationScoped
public class ServerOutagePauses {

    /** The actor of an outage's pause and resume: this service, no arbiter. */
    public static final String ACTOR = ClockService.SOURCE;

    /** The reason of an outage's pause and resume (clients show their own text for it). */
    public static final String REASON = "server";

    private static final Logger LOG = Logger.getLogger(ServerOutagePauses.class);

    private final ClockRepository clocks;
    private final ClockEventRepository events;
    private final FlagTimers timers;
    private final Outbox outbox;
    private final GameServiceWatch watch;

    ServerOutagePauses(ClockRepository clocks, ClockEventRepository events, FlagTimers timers, Outbox outbox,
            GameServiceWatch watch) {
        this.clocks = clocks;
        this.events = events;
        this.timers = timers;
        this.outbox = outbox;
        this.watch = watch;
    }

    /** The games whose clocks run now (those with a flag timer). */
    @Transactional
    public List<UUID> running() {
        return clocks.withFlagTimers().stream().map(ClockRepository.TimerRow::gameId).toList();
    }

    /** The games whose clocks an outage stopped and nobody has restarted. */
    @Transactional
    public List<UUID> pausedForOutage() {
        return events.lastPausedBy(ACTOR, REASON);
    }

    /**
     * Stops the game's clock for an outage from {@code since} (the last heartbeat heard), or from its
     * last event when that is later. Left running: a clock whose flag fell by the last instant a
     * heartbeat vouches for (that flag falls, {@link GameServiceWatch#vouchesFor}); skipped: a clock
     * that is not running (paused by an arbiter, ended).
     *
     * @return whether it was stopped now
     */
    @Transactional
    public boolean pause(UUID gameId, Instant since, Instant now) {
        Optional<ClockEntity> found = clocks.findByIdOptional(gameId, LockModeType.PESSIMISTIC_WRITE);
        if (found.isEmpty()) {
            return false;
        }
        ClockEntity stored = found.get();
        GameClock clock = ClockService.clockOf(stored, events);
        if (clock.status() != ClockStatus.RUNNING
                || clock.graceEnd().filter(watch::vouchesFor).isPresent()) {
            return false;
        }
        Instant at = millis(clock.lastEventAt().isAfter(since) ? clock.lastEventAt() : since);
        return apply(stored, clock, new ClockOperation.Pause(), at.isAfter(now) ? now : at);
    }

    /**
     * Restarts the game's clock at {@code now} if an outage stopped it and it still stands so.
     *
     * @return whether it was restarted now
     */
    @Transactional
    public boolean resume(UUID gameId, Instant now) {
        Optional<ClockEntity> found = clocks.findByIdOptional(gameId, LockModeType.PESSIMISTIC_WRITE);
        if (found.isEmpty()) {
            return false;
        }
        ClockEntity stored = found.get();
        if (events.entry(gameId, stored.logLength()).filter(ServerOutagePauses::isOutagePause).isEmpty()) {
            return false;
        }
        return apply(stored, ClockService.clockOf(stored, events), new ClockOperation.Resume(), millis(now));
    }

    /**
     * A clock set up while an outage is in force (a GameCreated read late): stopped at once, and
     * restarted with the others.
     */
    void pauseIfOutage(ClockEntity stored, Instant now) {
        if (watch.outageSince().isPresent()) {
            apply(stored, ClockService.clockOf(stored, events), new ClockOperation.Pause(), millis(now));
        }
    }

    private boolean apply(ClockEntity stored, GameClock clock, ClockOperation operation, Instant at) {
        UUID gameId = stored.gameId();
        Result<GameClock> changed = clock.apply(operation.at(at));
        if (changed instanceof Result.Failure<GameClock> refused) {
            LOG.warnf("Outage: the clock of game %s refuses %s at %s: %s", gameId, operation, at, refused.reason());
            return false;
        }
        events.persist(operation.logEntry(gameId, stored.nextLogSequence(), clock.ply(), at, ACTOR, REASON));
        stored.store(changed.orElseThrow().snapshot(), changed.orElseThrow().graceEnd().orElse(null));
        timers.setAfterCommit(stored);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), ClockService.SOURCE, at,
                operation.announcement(gameId, at, ACTOR, REASON)));
        return true;
    }

    private static boolean isOutagePause(ClockEventEntity entry) {
        return entry.kind() == ClockEventKind.PAUSED
                && entry.actor().filter(ACTOR::equals).isPresent()
                && entry.reason().filter(REASON::equals).isPresent();
    }

    private static Instant millis(Instant at) {
        return at.truncatedTo(ChronoUnit.MILLIS);
    }
}
