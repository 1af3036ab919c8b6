package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * An arbiter restarted the clock of the side to move (Art. 6.12.3). Published by clock-service on
 * {@link org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; game-service and clients
 * apply it to the game's clock (chess-rules' {@code GameClock}) as clock-service did.
 *
 * @param gameId    the game, the subject of the event
 * @param at        when the arbiter did it, by clock-service's clock
 * @param arbiterId who did it: the arbiter's account id (the token's subject), not a name
 * @param reason    why, as the arbiter wrote it (e.g. "Art. 7.4.2: illegal move claimed")
 */
public record ClockResumed(UUID gameId, Instant at, String arbiterId, String reason) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the arbiter id or the reason is blank
     */
    public ClockResumed {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(at, "at");
        ArbiterActions.requireWhoAndWhy(arbiterId, reason);
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
