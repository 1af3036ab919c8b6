package org.teamchess.clock.service;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.clock.repository.ClockEventKind;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.ClockEvent;

/**
 * What an arbiter does to a game's clock. Each operation knows the model's event it is, how the log
 * stores it and the Kafka event that announces it, so the three cannot disagree.
 */
public sealed interface ClockOperation {

    /** The model's event for this operation at {@code at}. */
    ClockEvent at(Instant at);

    /**
     * The log entry: number {@code sequence} of the game's log, at ply {@code ply}, done by
     * {@code actor} because of {@code reason}.
     */
    ClockEventEntity logEntry(UUID gameId, int sequence, int ply, Instant at, String actor, String reason);

    /** The event that announces it. */
    EventPayload announcement(UUID gameId, Instant at, String actor, String reason);

    /** Stop both clocks (Art. 6.12.1). */
    record Pause() implements ClockOperation {
        @Override
        public ClockEvent at(Instant at) {
            return new ClockEvent.Paused(at);
        }

        @Override
        public ClockEventEntity logEntry(UUID gameId, int sequence, int ply, Instant at, String actor,
                String reason) {
            return new ClockEventEntity(gameId, sequence, ply, ClockEventKind.PAUSED, null, null, at, actor, reason);
        }

        @Override
        public EventPayload announcement(UUID gameId, Instant at, String actor, String reason) {
            return new ClockPaused(gameId, at, actor, reason);
        }
    }

    /** Restart the clock of the side to move (Art. 6.12.3). */
    record Resume() implements ClockOperation {
        @Override
        public ClockEvent at(Instant at) {
            return new ClockEvent.Resumed(at);
        }

        @Override
        public ClockEventEntity logEntry(UUID gameId, int sequence, int ply, Instant at, String actor,
                String reason) {
            return new ClockEventEntity(gameId, sequence, ply, ClockEventKind.RESUMED, null, null, at, actor, reason);
        }

        @Override
        public EventPayload announcement(UUID gameId, Instant at, String actor, String reason) {
            return new ClockResumed(gameId, at, actor, reason);
        }
    }

    /** Give a side more time (Art. 7.4.2, 9.5.2). */
    record AddTime(Side side, Duration amount) implements ClockOperation {
        public AddTime {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(amount, "amount");
        }

        @Override
        public ClockEvent at(Instant at) {
            return new ClockEvent.TimeAdded(side, amount, at);
        }

        @Override
        public ClockEventEntity logEntry(UUID gameId, int sequence, int ply, Instant at, String actor,
                String reason) {
            return new ClockEventEntity(gameId, sequence, ply, ClockEventKind.TIME_ADDED, side.wireName(),
                    amount.toMillis(), at, actor, reason);
        }

        @Override
        public EventPayload announcement(UUID gameId, Instant at, String actor, String reason) {
            return new ClockTimeAdded(gameId, side, amount.toMillis(), at, actor, reason);
        }
    }

    /** Set a side's remaining time (Art. 6.10.2). */
    record SetTime(Side side, Duration remaining) implements ClockOperation {
        public SetTime {
            Objects.requireNonNull(side, "side");
            Objects.requireNonNull(remaining, "remaining");
        }

        @Override
        public ClockEvent at(Instant at) {
            return new ClockEvent.TimeSet(side, remaining, at);
        }

        @Override
        public ClockEventEntity logEntry(UUID gameId, int sequence, int ply, Instant at, String actor,
                String reason) {
            return new ClockEventEntity(gameId, sequence, ply, ClockEventKind.TIME_SET, side.wireName(),
                    remaining.toMillis(), at, actor, reason);
        }

        @Override
        public EventPayload announcement(UUID gameId, Instant at, String actor, String reason) {
            return new ClockTimeSet(gameId, side, remaining.toMillis(), at, actor, reason);
        }
    }
}
