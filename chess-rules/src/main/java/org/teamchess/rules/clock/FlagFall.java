package org.teamchess.rules.clock;

import java.time.Instant;
import java.util.Objects;
import org.teamchess.rules.Side;

/**
 * The fact that a side's time ran out (Art. 6.1, 6.9): computed by the model, not declared by it.
 * What it means for the game (a loss, or a draw when the opponent cannot mate) is the game's
 * business.
 *
 * @param side   whose time ran out: the side to move at {@code ply}
 * @param ply    the half-moves played when it ran out
 * @param fellAt the instant the time reached zero
 */
public record FlagFall(Side side, int ply, Instant fellAt) {

    /** @throws NullPointerException if an argument is null */
    public FlagFall {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(fellAt, "fellAt");
    }
}
