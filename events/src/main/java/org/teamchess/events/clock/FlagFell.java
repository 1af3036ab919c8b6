package org.teamchess.events.clock;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * A player's time ran out (Art. 6.9). Published by clock-service, the only authority for time-outs,
 * on {@link org.teamchess.events.Topics#CLOCK_EVENTS}, keyed by game id; consumed by game-service,
 * which turns it into a loss or, when the opponent cannot checkmate, a draw. A flag for a ply that
 * is no longer the game's current ply is stale and ignored.
 *
 * @param gameId the game, the subject of the event
 * @param ply    the number of half-moves played when the flag fell (0 before White's first move)
 * @param side   whose flag fell: the side to move at that ply
 * @param fellAt when the time ran out, also when clock-service noticed only later (after a restart)
 */
public record FlagFell(UUID gameId, int ply, Side side, Instant fellAt) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the ply is negative or the side is not the side to move
     *                                  at that ply
     */
    public FlagFell {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(fellAt, "fellAt");
        if (ply < 0) {
            throw new IllegalArgumentException("ply must not be negative, not " + ply);
        }
        Side toMove = ply % 2 == 0 ? Side.WHITE : Side.BLACK;
        if (side != toMove) {
            throw new IllegalArgumentException("at ply " + ply + " " + toMove.wireName()
                    + " is to move, so " + side.wireName() + "'s flag cannot fall");
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
