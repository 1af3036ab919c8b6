package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A game's clock is set and White's time runs from {@code startedAt} (Art. 6.7). Published by
 * clock-service on {@link org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; consumed by
 * game-service, which opens the game for moves.
 *
 * @param gameId      the game, the subject of the event
 * @param timeControl the time control in the PGN {@code TimeControl} tag syntax; with the start
 *                    time and the moves' receipt times it determines both clocks
 * @param startedAt   when White's clock started: the scheduled start, not when this was published
 */
public record ClockStarted(UUID gameId, String timeControl, Instant startedAt)
        implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the time control is blank
     */
    public ClockStarted {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(startedAt, "startedAt");
        if (timeControl.isBlank()) {
            throw new IllegalArgumentException("timeControl must not be blank");
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
