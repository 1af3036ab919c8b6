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

    /**
     * Positions {@link #isDeadPosition(Position)} may visit in its search, for the rare position
     * that needs one: about a millisecond at the worst, paid on a move's path (docs/benchmarks.md).
     */
    public static final long DEAD_POSITION_NODE_BUDGET = 1_000;

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
     * "not proven dead", not "mate possible". Meant to be called after every move, so its cost is
     * bounded: the static rules first (insufficient material, locked pawns, the reach analysis:
     * nanoseconds to microseconds), then, only for the few positions a cheap test marks as possibly
     * dead for a dynamic reason (a frozen pawn structure without queens, or a forced line with little
     * material), a search of every reachable position within {@link #DEAD_POSITION_NODE_BUDGET}. What
     * that budget leaves open stays "not proven" here and is decided by {@link #canMate} at a flag
     * fall (docs/decisions/0003-dead-positions.md, docs/benchmarks.md).
     */
    public static boolean isDeadPosition(Position position) {
        return isDeadPosition(position, DEAD_POSITION_NODE_BUDGET);
    }

    /**
     * As {@link #isDeadPosition(Position)}, with an explicit bound on the positions the search may
     * visit; 0 keeps to the static rules.
     *
     * @param nodeBudget how many positions the search may visit, at least 0
     */
    public static boolean isDeadPosition(Position position, long nodeBudget) {
        if (nodeBudget < 0) {
            throw new IllegalArgumentException("the node budget cannot be negative: " + nodeBudget);
        }
        if (staticallyDead(position, true)) {
            return true;
        }
        if (nodeBudget == 0 || !DeadPositionFilter.worthSearching(position) || position.isCheckmate()) {
            return false;
        }
        return new ExhaustiveSearch(null, nodeBudget).run(position) == ExhaustiveSearch.Outcome.NO_MATE;
    }

    /**
     * Whether a static rule proves that neither side can ever mate. The reach analysis runs only
     * when {@code withReach} (see {@link #staticProof}).
     */
    static boolean staticallyDead(Position position, boolean withReach) {
        Board board = position.board();
        boolean white = InsufficientMaterial.of(board, Side.WHITE).isPresent();
        boolean black = InsufficientMaterial.of(board, Side.BLACK).isPresent();
        if (white && black) {
            return true;
        }
        if (board.pieces(PieceType.PAWN) == 0) {
            return false;
        }
        if (PawnFortress.holds(position)) {
            return true;
        }
        if (!withReach) {
            return false;
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
