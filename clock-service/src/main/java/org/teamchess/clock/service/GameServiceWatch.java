package org.teamchess.clock.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.teamchess.clock.config.ServerOutageConfig;

/**
 * Whether any game-service instance is there, as its heartbeats tell (one per instance every couple
 * of seconds on {@code teamchess.game.heartbeats}). Times are this service's receipt times, so no
 * two clocks are compared. What it knows lives in memory only: after a start it says nothing until
 * it has heard a first heartbeat, and the clocks a past outage paused are found again in their logs.
 *
 * <p>An outage is declared only when the broker answers and has had no heartbeat for {@code silence},
 * counted from the last heartbeat and from the last time the broker did not answer: while the
 * broker is away this service hears nobody, game-service's moves included, but game-service may
 * well be serving games (docs/decisions/server-outage-clock-pause.md). Thread-safe.
 */
@ApplicationScoped
public class GameServiceWatch {

    /** What the reader should do after a look. */
    public enum Decision {
        /** Nothing changes. */
        NONE,
        /** Every instance has been silent too long: stop the running clocks from {@link #lastHeard()}. */
        PAUSE,
        /** An instance is there (again, or for the first time since this service started): restart the clocks an outage stopped. */
        RESUME
    }

    private final Duration silence;
    private final Duration vouch;
    private Instant lastHeard;
    private Instant brokerLastAway;
    private boolean outage;
    private boolean resumeOwed = true;

    @Inject
    GameServiceWatch(ServerOutageConfig config) {
        this(config.silence(), config.vouch());
    }

    /** For tests of the watch alone. */
    public GameServiceWatch(Duration silence, Duration vouch) {
        this.silence = silence;
        this.vouch = vouch;
    }

    /** A heartbeat came in at {@code at}. */
    public synchronized Decision heard(Instant at) {
        lastHeard = lastHeard == null || at.isAfter(lastHeard) ? at : lastHeard;
        if (outage || resumeOwed) {
            outage = false;
            resumeOwed = false;
            return Decision.RESUME;
        }
        return Decision.NONE;
    }

    /** Restarting the clocks failed (the database away): the next heartbeat says {@link Decision#RESUME} again. */
    public synchronized void resumeFailed() {
        resumeOwed = true;
    }

    /** Whether the silence is long enough that the reader should ask the broker for heartbeats it has not read. */
    public synchronized boolean silentAt(Instant now) {
        return lastHeard != null && !outage && !now.isBefore(quietSince().plus(silence));
    }

    /** The broker did not answer at {@code at}: no outage can be told until it has answered for a while. */
    public synchronized void brokerAway(Instant at) {
        brokerLastAway = at;
    }

    /**
     * The broker answered at {@code now} and has no heartbeat this service has not read: after
     * {@code silence} of that, it is an outage, declared once.
     */
    public synchronized Decision brokerHasNoHeartbeats(Instant now) {
        if (!silentAt(now)) {
            return Decision.NONE;
        }
        outage = true;
        return Decision.PAUSE;
    }

    /** The last heartbeat heard since this service started. */
    public synchronized Optional<Instant> lastHeard() {
        return Optional.ofNullable(lastHeard);
    }

    /** When the outage in force began (the last heartbeat before it); empty when there is none. */
    public synchronized Optional<Instant> outageSince() {
        return outage ? Optional.of(lastHeard) : Optional.empty();
    }

    /**
     * Whether an instance is known to have been there at {@code instant} (a flag's grace end): true
     * when no heartbeat was ever heard since the start (nothing to go by: flags fall as before), or
     * when the last heartbeat was heard at most {@code vouch} before it.
     */
    public synchronized boolean vouchesFor(Instant instant) {
        return lastHeard == null || !instant.isAfter(lastHeard.plus(vouch));
    }

    private Instant quietSince() {
        return brokerLastAway != null && brokerLastAway.isAfter(lastHeard) ? brokerLastAway : lastHeard;
    }
}
