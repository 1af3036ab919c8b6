package org.teamchess.tournament.fairplay;

import java.util.List;

/**
 * One side's play in one game as the engine saw it (definitions: docs/decisions/fair-play-analysis.md).
 *
 * @param moves        the side's moves in the game
 * @param counted      its moves after the book plies: those the centipawn loss averages
 * @param acpl         the average centipawn loss over the counted moves, or null without any
 * @param nonTrivial   its moves from non-trivial positions: past the book, more than one legal
 *                     move, not already decided
 * @param top1         of those, the moves that were the engine's first choice
 * @param top3         of those, the moves among the engine's first three
 * @param moveMillis   the time spent on each move the record times (ply order; a move without a
 *                     time is left out)
 */
public record SideAnalysis(int moves, int counted, Double acpl, int nonTrivial, int top1, int top3,
        List<Long> moveMillis) {

    public SideAnalysis {
        moveMillis = List.copyOf(moveMillis);
    }

    /** The share of non-trivial moves that were the engine's first choice, or null without any. */
    public Double top1Share() {
        return nonTrivial == 0 ? null : (double) top1 / nonTrivial;
    }

    /** The share of non-trivial moves among the engine's first three, or null without any. */
    public Double top3Share() {
        return nonTrivial == 0 ? null : (double) top3 / nonTrivial;
    }
}
