package org.teamchess.clock.mapping;

import java.time.Duration;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.ClockEvent;

/** Turns the stored clock log back into the model's events. */
public final class ClockEventMapper {

    private ClockEventMapper() {
    }

    /** @throws IllegalStateException for an entry this service could not have written */
    public static ClockEvent toModel(ClockEventEntity entry) {
        return switch (entry.kind()) {
            case MOVE_RECEIVED -> new ClockEvent.MoveReceived(ply(entry), side(entry), entry.at(),
                    Duration.ofMillis(entry.lagMillis().orElseThrow(() -> missing(entry, "lag"))));
            case PAUSED -> new ClockEvent.Paused(entry.at());
            case RESUMED -> new ClockEvent.Resumed(entry.at());
            case TIME_ADDED -> new ClockEvent.TimeAdded(side(entry), millis(entry), entry.at());
            case TIME_SET -> new ClockEvent.TimeSet(side(entry), millis(entry), entry.at());
            case ENDED -> new ClockEvent.Ended(entry.at());
        };
    }

    private static Side side(ClockEventEntity entry) {
        return entry.side().flatMap(Side::fromWireName).orElseThrow(() -> missing(entry, "side"));
    }

    private static Duration millis(ClockEventEntity entry) {
        return Duration.ofMillis(entry.millis().orElseThrow(() -> missing(entry, "time")));
    }

    private static int ply(ClockEventEntity entry) {
        return entry.ply().orElseThrow(() -> missing(entry, "ply"));
    }

    private static IllegalStateException missing(ClockEventEntity entry, String what) {
        return new IllegalStateException("Clock event " + entry.sequence() + " of game " + entry.gameId()
                + " has no " + what);
    }
}
