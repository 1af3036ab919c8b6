package org.teamchess.rules.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import org.teamchess.rules.Side;

/**
 * One time-stamped fact of a game's clock log. A {@link GameClock} is the time control, the
 * scheduled start and these events replayed in order ({@link GameClock#replay}); nothing else.
 */
public sealed interface ClockEvent {

    /** When it happened, by the server's clock. */
    Instant at();

    /**
     * A move reached the server.
     *
     * @param ply        the half-moves played before it (0 for White's first move)
     * @param side       the mover, the side to move at that ply
     * @param receivedAt when the server received it
     * @param lag        the network lag the server attributes to it, before {@link LagCompensation}
     *                   bounds it; zero when unknown
     */
    record MoveReceived(int ply, Side side, Instant receivedAt, Duration lag) implements ClockEvent {
        public MoveReceived {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(receivedAt, "receivedAt");
            Objects.requireNonNull(lag, "lag");
        }

        @Override
        public Instant at() {
            return receivedAt;
        }
    }

    /** The arbiter stopped both clocks (Art. 6.12.1). */
    record Paused(Instant at) implements ClockEvent {
        public Paused {
            Objects.requireNonNull(at, "at");
        }
    }

    /** The arbiter restarted the clock of the side to move (Art. 6.12.3). */
    record Resumed(Instant at) implements ClockEvent {
        public Resumed {
            Objects.requireNonNull(at, "at");
        }
    }

    /** The arbiter gave a side more time, e.g. 2 minutes (Art. 7.4.2) or 3 minutes (Art. 9.5.2). */
    record TimeAdded(Side side, Duration amount, Instant at) implements ClockEvent {
        public TimeAdded {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(amount, "amount");
            Objects.requireNonNull(at, "at");
        }
    }

    /** The arbiter set a side's remaining time (Art. 6.10.2, 6.13). */
    record TimeSet(Side side, Duration remaining, Instant at) implements ClockEvent {
        public TimeSet {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(remaining, "remaining");
            Objects.requireNonNull(at, "at");
        }
    }

    /** The game ended (by any means); both clocks stop for good. */
    record Ended(Instant at) implements ClockEvent {
        public Ended {
            Objects.requireNonNull(at, "at");
        }
    }
}
