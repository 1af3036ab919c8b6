package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * An arbiter set a side's remaining time (Art. 6.10.2, 6.13). Published by clock-service on {@link
 * org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; game-service and clients apply it
 * to the game's clock (chess-rules' {@code GameClock}) as clock-service did.
 *
 * @param gameId          the game, the subject of the event
 * @param side            whose time was set
 * @param remainingMillis the side's time from then on, in milliseconds, positive
 * @param at              when the arbiter did it, by clock-service's clock
 * @param arbiterId       who did it: the arbiter's account id (the token's subject), not a name
 * @param reason          why, as the arbiter wrote it (e.g. "Art. 7.4.2: illegal move claimed")
 */
public record ClockTimeSet(UUID gameId, Side side, long remainingMillis, Instant at,
        String arbiterId, String reason) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the arbiter id or the reason is blank or the remaining time
     *                                  is not positive
     */
    public ClockTimeSet {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(at, "at");
        ArbiterActions.requireWhoAndWhy(arbiterId, reason);
        if (remainingMillis <= 0) {
            throw new IllegalArgumentException("remainingMillis must be positive, not " + remainingMillis);
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
