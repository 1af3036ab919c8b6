package org.teamchess.rules.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import org.teamchess.rules.Side;

/**
 * Both clocks at one instant, as {@link GameClock#stateAt} computes them.
 *
 * @param at         the instant
 * @param white      White's remaining time, never below zero
 * @param black      Black's remaining time, never below zero
 * @param status     what the clock is doing
 * @param ply        the half-moves played
 * @param toMove     the side to move, whose clock runs when the status is SCHEDULED or RUNNING
 * @param deadline   when the running side's time reaches zero if nothing else happens; empty when
 *                   paused or ended. A move is on time when its receipt, less the lag it is
 *                   credited, is before this instant
 * @param graceEnd   the deadline plus the most lag the mover can still be credited; from this
 *                   instant no move can be on time and the flag has fallen. A flag timer fires
 *                   here; empty when paused or ended
 * @param flag       the flag fall, when {@code at} is at or after {@code graceEnd}
 */
public record ClockState(Instant at, Duration white, Duration black, ClockStatus status, int ply,
        Side toMove, Optional<Instant> deadline, Optional<Instant> graceEnd, Optional<FlagFall> flag) {

    /** @throws NullPointerException if an argument is null */
    public ClockState {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(toMove, "toMove");
        Objects.requireNonNull(deadline, "deadline");
        Objects.requireNonNull(graceEnd, "graceEnd");
        Objects.requireNonNull(flag, "flag");
    }

    /** One side's remaining time. */
    public Duration remaining(Side side) {
        return side == Side.WHITE ? white : black;
    }
}
