package org.teamchess.game.service;

import java.time.Duration;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.ClockEvent;

/** The arbiters' clock operations as clock-service announces them, stored, and as the clock model applies them. */
final class ClockAdjustments {

    private ClockAdjustments() {
    }

    /** The stored form of an announced operation, at the given log version. */
    static ClockAdjustmentEntity toEntity(EventPayload announced, UUID gameId, long version) {
        if (announced instanceof ClockPaused paused) {
            return new ClockAdjustmentEntity(gameId, version, "paused", null, null, paused.at(),
                    paused.reason());
        }
        if (announced instanceof ClockResumed resumed) {
            return new ClockAdjustmentEntity(gameId, version, "resumed", null, null, resumed.at(),
                    resumed.reason());
        }
        if (announced instanceof ClockTimeAdded added) {
            return new ClockAdjustmentEntity(gameId, version, "time-added", added.side().wireName(),
                    added.amountMillis(), added.at(), added.reason());
        }
        if (announced instanceof ClockTimeSet set) {
            return new ClockAdjustmentEntity(gameId, version, "time-set", set.side().wireName(),
                    set.remainingMillis(), set.at(), set.reason());
        }
        throw new IllegalArgumentException("Not a clock operation: " + announced.getClass().getSimpleName());
    }

    /** The clock model's event for a stored operation. */
    static ClockEvent toModel(ClockAdjustmentEntity stored) {
        return switch (stored.kind()) {
            case "paused" -> new ClockEvent.Paused(stored.at());
            case "resumed" -> new ClockEvent.Resumed(stored.at());
            case "time-added" -> new ClockEvent.TimeAdded(side(stored), Duration.ofMillis(stored.amountMillis()),
                    stored.at());
            case "time-set" -> new ClockEvent.TimeSet(side(stored), Duration.ofMillis(stored.amountMillis()),
                    stored.at());
            default -> throw new IllegalStateException("Unknown clock operation " + stored.kind());
        };
    }

    private static Side side(ClockAdjustmentEntity stored) {
        return Side.fromWireName(stored.side()).orElseThrow();
    }
}
