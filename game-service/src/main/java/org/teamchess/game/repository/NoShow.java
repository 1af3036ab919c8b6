package org.teamchess.game.repository;

import java.time.Instant;
import java.util.Objects;

/**
 * A game lost for absence (Art. 6.7.1): which sides were not at the board, and when the result
 * became certain. Both absent, both lose (a double forfeit, -/-).
 *
 * @param whiteAbsent whether White was absent
 * @param blackAbsent whether Black was absent
 * @param at          the arrival deadline; or, when an absent side's flag fell first, the flag's
 *                    instant or the later arrival of his opponent
 */
public record NoShow(boolean whiteAbsent, boolean blackAbsent, Instant at) {

    /** @throws IllegalArgumentException when neither side was absent */
    public NoShow {
        Objects.requireNonNull(at, "at");
        if (!whiteAbsent && !blackAbsent) {
            throw new IllegalArgumentException("a no-show needs an absent side");
        }
    }

    /** Whether both sides were absent: both lose. */
    public boolean both() {
        return whiteAbsent && blackAbsent;
    }
}
