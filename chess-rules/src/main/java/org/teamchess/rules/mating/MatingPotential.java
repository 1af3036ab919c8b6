package org.teamchess.rules.mating;

import java.util.Optional;

import org.teamchess.rules.Board;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * Whether a side can still checkmate "by any series of legal moves" (FIDE Laws of Chess): the
 * question behind the dead position (Art. 5.2.2 and 9.6: the game is drawn at once) and behind flag
 * fall (Art. 6.9: a player whose flag falls loses, unless the opponent cannot checkmate by any series
 * of legal moves, in which case the game is drawn). Both sides may cooperate in such a series, so
 * the question is whether a helpmate exists. Method and limits: docs/decisions/0003-dead-positions.md.
 */
public final class MatingPotential {

    /**
     * Positions the search of {@link #canMate(Position, Side)} may visit: about a second of work,
     * enough for the basic mates of the endgame and for ordinary middlegames.
     */
    public static final long DEFAULT_NODE_BUDGET = 1_000_000;

    private MatingPotential() {
    }

    /**
     * Whether {@code side} can checkmate the other king by some series of legal moves from this
     * position, searching at most {@link #DEFAULT_NODE_BUDGET} positions. For flag fall (Art. 6.9):
     * when White's flag falls, ask {@code canMate(position, Side.BLACK)}; the game is drawn only on
     * {@link MateVerdict.Impossible}.
     */
    public static MateVerdict canMate(Position position, Side side) {
        return canMate(position, side, DEFAULT_NODE_BUDGET);
    }

    /**
     * As {@link #canMate(Position, Side)}, with an explicit bound on the positions the search may
     * visit. {@link MateVerdict.Impossible} is always proven, by the material and pawn-structure
     * rules or by a search that ran out of moves; {@link MateVerdict.Possible} always carries a line
     * that can be replayed; {@link MateVerdict.Undetermined} means the budget ran out.
     *
     * @param nodeBudget how many positions the search may make, at least 0
     */
    public static MateVerdict canMate(Position position, Side side, long nodeBudget) {
        if (nodeBudget < 0) {
            throw new IllegalArgumentException("the node budget cannot be negative: " + nodeBudget);
        }
        Optional<String> proof = staticProof(position, side, true);
        if (proof.isPresent()) {
            return new MateVerdict.Impossible(proof.get());
        }
        return new HelpmateSearch(position, side, nodeBudget).run(position);
    }

    /**
     * Whether the position is dead (Art. 5.2.2, 9.6): true only when it is proven that neither side
     * can checkmate by any series of legal moves; the game then ends in a draw at once. False means
     * "not proven dead", not "mate possible". No search is made: this is meant to be called after
     * every move, and answers in nanoseconds without a pawn behind a pawn, in microseconds with one
     * (docs/benchmarks.md). It recognises insufficient material on both sides (king against king, a
     * lone minor piece, bishops all on one colour), locked pawn structures that neither king nor any
     * piece can ever break into, and the blocked positions of the reach analysis (pawns that can never
     * pass each other, kings that can never be attacked where their flight squares could all be
     * taken); a position that only a series of moves turns dead is left to {@link #canMate}, or
     * recognised once those moves are played.
     */
    public static boolean isDeadPosition(Position position) {
        Board board = position.board();
        if (board.pieces(PieceType.PAWN) == 0) {
            return InsufficientMaterial.of(board, Side.WHITE).isPresent()
                    && InsufficientMaterial.of(board, Side.BLACK).isPresent();
        }
        if (PawnFortress.holds(position)) {
            return true;
        }
        boolean white = InsufficientMaterial.of(board, Side.WHITE).isPresent();
        boolean black = InsufficientMaterial.of(board, Side.BLACK).isPresent();
        if (white && black) {
            return true;
        }
        if (white || black) {
            return ReachAnalysis.provesNoMate(position, white ? Side.BLACK : Side.WHITE);
        }
        return ReachAnalysis.provesDead(position);
    }

    /**
     * Why {@code side} can never mate, when a rule proves it without search. The reach analysis
     * runs only when {@code withReach}: a move that is neither a capture nor a pawn move leaves its
     * answer as it was (every piece's reach is closed under its own moves), so the search skips it
     * after such moves.
     */
    static Optional<String> staticProof(Position position, Side side, boolean withReach) {
        Optional<InsufficientMaterial> material = InsufficientMaterial.of(position.board(), side);
        if (material.isPresent()) {
            return Optional.of(material.get().reason(side));
        }
        if (PawnFortress.holds(position)) {
            return Optional.of(PawnFortress.REASON);
        }
        if (withReach) {
            if (ReachAnalysis.provesNoMate(position, side)) {
                return Optional.of(ReachAnalysis.reason(side));
            }
        }
        return Optional.empty();
    }
}
