package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.clock.TimeControl;

/**
 * A game's clock is set: White's time runs from {@code startedAt} (Art. 6.5), which may still be
 * ahead. Published by
 * clock-service on {@link org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; consumed by
 * game-service, which opens the game for moves.
 *
 * @param gameId      the game, the subject of the event
 * @param timeControl the time control, on the wire its {@link TimeControl#notation() notation};
 *                    with the start and the moves' receipt times it determines both clocks
 * @param startedAt   when White's clock starts: the scheduled start, not when this was published
 */
public record ClockStarted(UUID gameId, TimeControl timeControl, Instant startedAt)
        implements EventPayload {

    /** @throws NullPointerException if a field is null */
    public ClockStarted {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(startedAt, "startedAt");
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
