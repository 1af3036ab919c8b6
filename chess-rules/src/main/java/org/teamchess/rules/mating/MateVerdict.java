package org.teamchess.rules.mating;

import java.util.List;

import org.teamchess.rules.Move;

/**
 * The answer to "can this side checkmate the other king by some series of legal moves?" (FIDE
 * Art. 5.2.2 / 9.6 for a dead position, Art. 6.9 for flag fall), as given by
 * {@link MatingPotential#canMate}.
 *
 * <p>How a caller acts on each answer:
 * <ul>
 *   <li>{@link Possible}: mate can be reached. After a flag fall the side whose flag fell loses.</li>
 *   <li>{@link Impossible}: proven; no series of legal moves ends in mate by this side. After a flag
 *       fall the game is drawn (Art. 6.9).</li>
 *   <li>{@link Undetermined}: the search ran out of its node budget before finding a mate or a
 *       proof. Treat it as "mate possible": a flag fall loses, and the position is not dead. Both
 *       choices keep the Laws' default (the game goes on, a player out of time loses) whenever no
 *       proof of the exception is at hand.</li>
 * </ul>
 */
public sealed interface MateVerdict permits MateVerdict.Possible, MateVerdict.Impossible, MateVerdict.Undetermined {

    /**
     * Mate is possible, and here is how.
     *
     * @param proofLine legal moves from the given position, both sides alternating from the side to
     *                  move; replayed with {@link org.teamchess.rules.Position#play} they end in
     *                  checkmate by the side asked about, the last move delivering it. Empty when
     *                  the given position already is that checkmate. Unmodifiable.
     */
    record Possible(List<Move> proofLine) implements MateVerdict {
        public Possible {
            proofLine = List.copyOf(proofLine);
        }
    }

    /**
     * Mate by this side is proven impossible.
     *
     * @param reason which rule proved it, in English, for an arbiter or a log
     */
    record Impossible(String reason) implements MateVerdict {
    }

    /**
     * Neither a mate nor a proof was found within the node budget; callers treat it as "mate
     * possible".
     *
     * @param reason what was tried, in English
     */
    record Undetermined(String reason) implements MateVerdict {
    }
}
