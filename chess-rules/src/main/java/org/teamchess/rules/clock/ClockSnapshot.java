package org.teamchess.rules.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * What a {@link GameClock} holds between events besides its time control, scheduled start and lag
 * policy: a service stores it and takes the clock up again with {@link GameClock#restore} instead of
 * replaying the whole log. {@code GameClock.restore(control, start, lag, clock.snapshot())} equals
 * {@code clock}.
 *
 * @param status      RUNNING, PAUSED or ENDED (never SCHEDULED: that is RUNNING before the start)
 * @param ply         the half-moves played
 * @param white       White's side of the clock
 * @param black       Black's side of the clock
 * @param anchor      RUNNING: when the running stretch began (never before the start); otherwise when
 *                    the clock stopped
 * @param delayLeft   simple delay: what is left of the running side's delay this turn; otherwise zero
 * @param turnUsed    the running side's time this turn before {@code anchor} (a turn interrupted by pauses)
 * @param lastEventAt the instant of the last event applied; {@link Instant#MIN} before any
 */
public record ClockSnapshot(ClockStatus status, int ply, SideSnapshot white, SideSnapshot black, Instant anchor,
        Duration delayLeft, Duration turnUsed, Instant lastEventAt) {

    /** @throws NullPointerException if an argument is null */
    public ClockSnapshot {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(anchor, "anchor");
        Objects.requireNonNull(delayLeft, "delayLeft");
        Objects.requireNonNull(turnUsed, "turnUsed");
        Objects.requireNonNull(lastEventAt, "lastEventAt");
    }

    /**
     * One side's clock between events.
     *
     * @param remaining its time, as of the anchor when the side is running
     * @param moves     the moves it has made
     * @param period    the index of its current period (0 for the first)
     * @param lagBank   its lag bank ({@link LagCompensation})
     */
    public record SideSnapshot(Duration remaining, int moves, int period, Duration lagBank) {

        /** @throws NullPointerException if an argument is null */
        public SideSnapshot {
            Objects.requireNonNull(remaining, "remaining");
            Objects.requireNonNull(lagBank, "lagBank");
        }
    }
}
