package org.teamchess.rules.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import org.teamchess.rules.Side;

/** What the clock makes of a move that reached the server: on time, or late. */
public sealed interface MoveOutcome {

    /**
     * The move was on time.
     *
     * @param clock        the clock after the move: the opponent's time runs from the receipt
     * @param used         the time the move cost on the mover's clock before any increment or
     *                     delay: its turn's running time less the lag credited
     * @param lagCredited  the lag taken off (see {@link LagCompensation})
     * @param remaining    the mover's time after the move, increment, delay and any new period
     *                     included
     */
    record Accepted(GameClock clock, Duration used, Duration lagCredited, Duration remaining)
            implements MoveOutcome {
        public Accepted {
            Objects.requireNonNull(clock, "clock");
            Objects.requireNonNull(used, "used");
            Objects.requireNonNull(lagCredited, "lagCredited");
            Objects.requireNonNull(remaining, "remaining");
        }
    }

    /**
     * The move arrived after the mover's deadline, even with the lag it could be credited: its time
     * had run out (Art. 6.9). The clock is unchanged; the game must not accept the move.
     *
     * @param side        the mover
     * @param ply         the half-moves played before the move
     * @param deadline    when the mover's time reached zero
     * @param receivedAt  when the move arrived
     * @param lagCredited the lag it would have been credited
     */
    record Late(Side side, int ply, Instant deadline, Instant receivedAt, Duration lagCredited)
            implements MoveOutcome {
        public Late {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(deadline, "deadline");
            Objects.requireNonNull(receivedAt, "receivedAt");
            Objects.requireNonNull(lagCredited, "lagCredited");
        }

        /** A sentence for a person: "white's deadline passed at ...". */
        public String reason() {
            return side.wireName() + "'s deadline passed at " + deadline + "; the move arrived at " + receivedAt
                    + " (lag credited: " + lagCredited.toMillis() + " ms)";
        }
    }
}
