package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * An arbiter gave a side more time, e.g. 2 minutes for an illegal move claimed against its
 * opponent (Art. 7.4.2, 9.5.2). Published by clock-service on {@link
 * org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; game-service and clients apply it
 * to the game's clock (chess-rules' {@code GameClock}) as clock-service did.
 *
 * @param gameId       the game, the subject of the event
 * @param side         who got the time
 * @param amountMillis the time added, in milliseconds, positive
 * @param at           when the arbiter did it, by clock-service's clock
 * @param arbiterId    who did it: the arbiter's account id (the token's subject), not a name
 * @param reason       why, as the arbiter wrote it (e.g. "Art. 7.4.2: illegal move claimed")
 */
public record ClockTimeAdded(UUID gameId, Side side, long amountMillis, Instant at,
        String arbiterId, String reason) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the arbiter id or the reason is blank or the amount is not
     *                                  positive
     */
    public ClockTimeAdded {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(at, "at");
        ArbiterActions.requireWhoAndWhy(arbiterId, reason);
        if (amountMillis <= 0) {
            throw new IllegalArgumentException("amountMillis must be positive, not " + amountMillis);
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
