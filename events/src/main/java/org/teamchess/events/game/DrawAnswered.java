package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * A player answered the opponent's draw offer in words (Art. 9.1.2.1): accepted, and a
 * {@link GameEnded} with {@link Termination#DRAW_AGREEMENT} follows, or declined, and the game goes
 * on. Published by game-service on {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id.
 *
 * @param gameId     the game, the subject of the event
 * @param side       who answered: the opponent of the player who offered
 * @param accepted   true when the offer was accepted
 * @param ply        the half-moves played when it was answered
 * @param answeredAt when game-service received the answer
 */
public record DrawAnswered(UUID gameId, Side side, boolean accepted, int ply, Instant answeredAt)
        implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the ply is negative
     */
    public DrawAnswered {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(answeredAt, "answeredAt");
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative, not " + ply);
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
