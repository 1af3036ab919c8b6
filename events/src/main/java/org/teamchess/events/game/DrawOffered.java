package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * A player offered a draw (Art. 9.1.2.1). The offer stands until the opponent accepts or declines it
 * ({@link DrawAnswered}), until the opponent moves (a move declines it, announced by the move), or
 * until the game ends otherwise. Published by game-service on
 * {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id; the score sheet marks it
 * with "=" (Art. 9.1.2.2, 18.12).
 *
 * @param gameId    the game, the subject of the event
 * @param side      who offered
 * @param ply       the half-moves played when the offer was made
 * @param offeredAt when game-service received the offer
 */
public record DrawOffered(UUID gameId, Side side, int ply, Instant offeredAt) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the ply is negative
     */
    public DrawOffered {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(offeredAt, "offeredAt");
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative, not " + ply);
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
