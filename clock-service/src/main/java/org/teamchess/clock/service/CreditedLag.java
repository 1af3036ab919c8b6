package org.teamchess.clock.service;

import java.time.Duration;
import java.time.Instant;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;

/**
 * The network lag game-service credited a move, recovered from what it reported. {@code MovePlayed}
 * carries the receipt time and both clocks after the move, not the lag (event version 1), while the
 * shared model needs the lag to replay the move exactly. The mover's time after the move grows with
 * the lag credited, so the smallest lag within the model's bound that gives the reported time is
 * the one game-service used (a lag that changes nothing, inside a delay, is taken as zero: the lag
 * bank then stays as full as it can be, and a later flag can only come later, never earlier).
 */
final class CreditedLag {

    private CreditedLag() {
    }

    /**
     * @param clock             the clock before the move
     * @param reportedRemaining the mover's time after the move, as game-service reported it
     * @return the lag, or the model's refusal of the move at any lag
     */
    static Result<Fit> of(GameClock clock, int ply, Side side, Instant receivedAt, Duration reportedRemaining) {
        Result<MoveOutcome> withoutLag = clock.move(ply, side, receivedAt, Duration.ZERO);
        if (withoutLag instanceof Result.Failure<MoveOutcome> refused) {
            return Result.failure(refused.field(), refused.reason());
        }
        long reported = reportedRemaining.toMillis();
        long low = 0;
        long high = clock.lagCompensation().grace(clock.lagBank(side)).toMillis();
        if (remainingWith(clock, ply, side, receivedAt, high) < reported) {
            return Result.ok(new Fit(Duration.ofMillis(high), false));
        }
        while (low < high) {
            long middle = (low + high) >>> 1;
            if (remainingWith(clock, ply, side, receivedAt, middle) >= reported) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return Result.ok(new Fit(Duration.ofMillis(low), remainingWith(clock, ply, side, receivedAt, low) == reported));
    }

    /** The mover's time after the move in whole milliseconds; -1 when the move would be late. */
    private static long remainingWith(GameClock clock, int ply, Side side, Instant receivedAt, long lagMillis) {
        return clock.move(ply, side, receivedAt, Duration.ofMillis(lagMillis)).orElseThrow()
                instanceof MoveOutcome.Accepted accepted ? accepted.remaining().toMillis() : -1;
    }

    /**
     * @param lag   the lag to log with the move
     * @param exact whether the model gives exactly the reported time with it; false when the two
     *              services disagree (then the lag is the bound nearest to agreement)
     */
    record Fit(Duration lag, boolean exact) {
    }
}
