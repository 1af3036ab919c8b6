package org.teamchess.rules.mating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.teamchess.rules.Attacks;
import org.teamchess.rules.Board;
import org.teamchess.rules.Move;
import org.teamchess.rules.MoveKind;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * A search for a helpmate: a series of legal moves, both sides cooperating, that ends in checkmate
 * by one side (the "winner"), as Art. 6.9 and 9.6 ask. Two iterative-deepening depth-first searches,
 * each with a transposition table keyed by {@link Position#repetitionKey()}, take turns within one
 * node budget:
 * <ol>
 *   <li>Short mates: every move costs one ply, and in the last ply only checks are tried. This
 *       finds the few-move helpmates of a crowded board, and proves "no mate" when every line ends
 *       within reach (a forced capture into a bare king, for instance).</li>
 *   <li>Long mates: a move that brings a mate in a corner nearer is free (the loser's king towards
 *       the corner, the winner's king and knights towards it, pawn pushes, captures, the loser's
 *       pieces towards their king), a neutral move costs 1 and a move away costs 3, so each
 *       deepening allows a few more detours from the plan.</li>
 * </ol>
 * At every position where the winner moves, each check is first tried for mate. The details and
 * their limits are in docs/decisions/0003-dead-positions.md.
 */
final class HelpmateSearch {

    /** How a move is charged against the search budget. */
    private enum Costing { PLIES, GUIDED }

    private enum Outcome { MATE, NO_MATE, CUT, OUT_OF_NODES }

    private static final int PROGRESS = 0;
    private static final int NEUTRAL = 1;
    private static final int REGRESS = 3;

    /** The nodes each search may use in the first round. */
    private static final long FIRST_SHARE = 4096;
    /**
     * The largest share the exhaustive search gets: its path holds a position per step, and a
     * position space larger than this is not small enough for it anyway.
     */
    private static final long MAX_EXHAUSTIVE_SHARE = 1 << 18;
    /** A guard on the length of a line; free moves are bounded anyway (see the decision record). */
    private static final int MAX_PLY = 400;

    /** Table sizes follow the node budget between these powers of two (2^19 slots: 6 MB a table). */
    private static final int MIN_TABLE_BITS = 10;
    private static final int MAX_TABLE_BITS = 19;
    /** Stored for a position whose whole tree was searched without finding a mate. */
    private static final int EVERY_BUDGET = Integer.MAX_VALUE;

    private static final byte[] KNIGHT_DISTANCE = knightDistances();

    private final Side winner;
    private final Side loser;
    private final long nodeBudget;
    private final int corner;
    private final boolean loserMustHelp;
    /** One transposition table per costing, as their budgets mean different things; made when first used. */
    private final long[][] tableKeys;
    private final int[][] tableBudgets;
    private final int tableMask;
    private final List<Move> line = new ArrayList<>();
    private Costing costing;
    private long nodeLimit;
    private long nodes;

    HelpmateSearch(Position root, Side winner, long nodeBudget) {
        this.winner = winner;
        this.loser = winner.opposite();
        this.nodeBudget = nodeBudget;
        int bits = Math.max(MIN_TABLE_BITS, Math.min(MAX_TABLE_BITS, 64 - Long.numberOfLeadingZeros(nodeBudget)));
        this.tableMask = (1 << bits) - 1;
        this.tableKeys = new long[Costing.values().length][];
        this.tableBudgets = new int[Costing.values().length][];
        Board board = root.board();
        this.loserMustHelp = cannotMateLoneKing(board, winner);
        this.corner = corner(board, winner, board.king(loser).index());
    }

    MateVerdict run(Position root) {
        if (root.sideToMove() == loser && root.isCheckmate()) {
            return new MateVerdict.Possible(List.of());
        }
        // The searches take turns, each round with twice the nodes of the last, so none can starve
        // the others; the two depth-first ones keep their tables from round to round, the exhaustive
        // one starts afresh (at most doubling its work).
        Outcome outcome = Outcome.OUT_OF_NODES;
        for (long share = FIRST_SHARE; outcome == Outcome.OUT_OF_NODES && nodes < nodeBudget; share *= 2) {
            outcome = deepen(root, Costing.PLIES, share);
            if (outcome == Outcome.OUT_OF_NODES && nodes < nodeBudget) {
                outcome = deepen(root, Costing.GUIDED, share);
            }
            if (outcome == Outcome.OUT_OF_NODES && nodes < nodeBudget && share <= MAX_EXHAUSTIVE_SHARE) {
                outcome = exhaust(root, share);
            }
        }
        switch (outcome) {
            case MATE:
                return new MateVerdict.Possible(line);
            case NO_MATE:
                return new MateVerdict.Impossible("every series of legal moves from here was searched, and none ends in "
                        + "checkmate by " + winner.wireName());
            default:
                return new MateVerdict.Undetermined("no checkmate by " + winner.wireName() + " found within "
                        + nodeBudget + " positions");
        }
    }

    /** Visits every reachable position, within {@code share} more nodes. */
    private Outcome exhaust(Position root, long share) {
        ExhaustiveSearch search = new ExhaustiveSearch(winner, Math.min(share, nodeBudget - nodes));
        ExhaustiveSearch.Outcome outcome = search.run(root);
        nodes += search.nodes();
        switch (outcome) {
            case MATE:
                line.clear();
                line.addAll(search.line());
                return Outcome.MATE;
            case NO_MATE:
                return Outcome.NO_MATE;
            default:
                return Outcome.OUT_OF_NODES;
        }
    }

    /** Searches with growing budgets until a mate, a proof, or {@code share} more nodes. */
    private Outcome deepen(Position root, Costing costing, long share) {
        this.costing = costing;
        this.nodeLimit = nodes + Math.min(share, nodeBudget - nodes);
        if (tableKeys[costing.ordinal()] == null) {
            tableKeys[costing.ordinal()] = new long[tableMask + 1];
            tableBudgets[costing.ordinal()] = new int[tableMask + 1];
        }
        for (int budget = 0; ; budget++) {
            line.clear();
            Outcome outcome = search(root, budget, 0, false);
            if (outcome != Outcome.CUT) {
                return outcome;
            }
        }
    }

    /** @param afterIrreversible whether the move into this position was a capture or a pawn move */
    private Outcome search(Position position, int budget, int ply, boolean afterIrreversible) {
        if (MatingPotential.staticProof(position, winner, afterIrreversible).isPresent()) {
            return Outcome.NO_MATE;
        }
        if (ply >= MAX_PLY) {
            return Outcome.CUT;
        }
        long key = position.repetitionKey();
        int slot = (int) key & tableMask;
        long[] keys = tableKeys[costing.ordinal()];
        int[] budgets = tableBudgets[costing.ordinal()];
        if (keys[slot] == key && budgets[slot] >= budget) {
            return budgets[slot] == EVERY_BUDGET ? Outcome.NO_MATE : Outcome.CUT;
        }
        boolean winnerMoves = position.sideToMove() == winner;
        List<Move> moves = position.legalMoves();
        Board board = position.board();
        int loserKing = board.king(loser).index();
        long[] order = new long[moves.size()];
        Position[] checks = new Position[moves.size()];
        for (int i = 0; i < order.length; i++) {
            Move move = moves.get(i);
            int cost;
            if (winnerMoves) {
                if (givesCheck(board, move, loserKing)) {
                    if (nodes++ >= nodeLimit) {
                        return Outcome.OUT_OF_NODES;
                    }
                    checks[i] = position.play(move);
                    if (checks[i].isCheck() && checks[i].legalMoveCount() == 0) {
                        line.add(move);
                        return Outcome.MATE;
                    }
                }
                cost = costing == Costing.PLIES ? 1 : winnerCost(move);
            } else {
                cost = costing == Costing.PLIES ? 1 : loserCost(board, move);
            }
            order[i] = (long) cost << 32 | i;
        }
        Arrays.sort(order);

        // Mates were tried above at no cost, so a loser's move needs no budget left for the answer;
        // counting plies, a winner's move must leave one for the loser's reply.
        int reserve = winnerMoves && costing == Costing.PLIES ? 1 : 0;
        boolean cut = false;
        for (long entry : order) {
            int left = budget - (int) (entry >>> 32);
            if (left < reserve) {
                cut = true;
                break;
            }
            int index = (int) entry;
            Move move = moves.get(index);
            Position next = checks[index];
            if (next == null) {
                if (nodes++ >= nodeLimit) {
                    return Outcome.OUT_OF_NODES;
                }
                next = position.play(move);
            }
            line.add(move);
            Outcome outcome = search(next, left, ply + 1, move.isCapture() || move.piece() == PieceType.PAWN);
            if (outcome == Outcome.MATE || outcome == Outcome.OUT_OF_NODES) {
                return outcome;
            }
            line.remove(line.size() - 1);
            cut |= outcome == Outcome.CUT;
        }
        keys[slot] = key;
        budgets[slot] = cut ? budget : EVERY_BUDGET;
        return cut ? Outcome.CUT : Outcome.NO_MATE;
    }

    private int winnerCost(Move move) {
        PieceType promotion = move.promotion();
        if (promotion != null) {
            return promotion == PieceType.QUEEN || promotion == PieceType.ROOK ? PROGRESS : REGRESS;
        }
        if (move.isCapture() || move.piece() == PieceType.PAWN) {
            return PROGRESS;
        }
        int from = move.from().index();
        int to = move.to().index();
        switch (move.piece()) {
            case KING:
                // Two steps from the corner is where the winner's king helps to mate.
                return approach(Math.max(2, distance(from, corner)), Math.max(2, distance(to, corner)));
            case KNIGHT:
                return approach(KNIGHT_DISTANCE[from * 64 + corner], KNIGHT_DISTANCE[to * 64 + corner]);
            default:
                return NEUTRAL;
        }
    }

    private int loserCost(Board board, Move move) {
        if (move.isCapture()) {
            return REGRESS;
        }
        PieceType promotion = move.promotion();
        if (promotion != null) {
            return loserMustHelp && promotion != PieceType.QUEEN ? PROGRESS : NEUTRAL;
        }
        int from = move.from().index();
        int to = move.to().index();
        switch (move.piece()) {
            case KING:
                // Near the corner the king may wait at no cost.
                return distance(to, corner) <= 1 ? PROGRESS : approach(distance(from, corner), distance(to, corner));
            case PAWN:
                return loserMustHelp ? PROGRESS : NEUTRAL;
            default:
                // A piece next to its own king may be the block the mate needs.
                int king = board.king(loser).index();
                return distance(to, king) <= 1 ? PROGRESS : approach(distance(from, king), distance(to, king));
        }
    }

    private static int approach(int before, int after) {
        return after < before ? PROGRESS : after > before ? REGRESS : NEUTRAL;
    }

    /** Whether the winner's move attacks the loser's king, worked out without making it. */
    private boolean givesCheck(Board board, Move move, int loserKing) {
        if (move.kind() == MoveKind.CASTLING || move.kind() == MoveKind.EN_PASSANT) {
            return true; // rare; the caller makes the move and the mate test settles it
        }
        int from = move.from().index();
        int to = move.to().index();
        long toBit = 1L << to;
        long occupied = (board.occupied() & ~(1L << from)) | toBit;
        long kingBit = 1L << loserKing;
        PieceType placed = move.promotion() != null ? move.promotion() : move.piece();
        if ((PieceAttacks.of(placed, winner, to, occupied) & kingBit) != 0) {
            return true;
        }
        long others = board.pieces(winner) & ~(1L << from);
        long diagonal = others & (board.pieces(PieceType.BISHOP) | board.pieces(PieceType.QUEEN));
        long straight = others & (board.pieces(PieceType.ROOK) | board.pieces(PieceType.QUEEN));
        return (Attacks.bishop(loserKing, occupied) & diagonal) != 0 || (Attacks.rook(loserKing, occupied) & straight) != 0;
    }

    /** Whether the side has no pawn, rook or queen, and minor pieces that cannot mate a bare king. */
    private static boolean cannotMateLoneKing(Board board, Side side) {
        long own = board.pieces(side);
        if ((own & (board.pieces(PieceType.PAWN) | board.pieces(PieceType.ROOK) | board.pieces(PieceType.QUEEN))) != 0) {
            return false;
        }
        long knights = own & board.pieces(PieceType.KNIGHT);
        long bishops = own & board.pieces(PieceType.BISHOP);
        return knights == 0 ? InsufficientMaterial.onOneColour(bishops) : bishops == 0 && Long.bitCount(knights) == 1;
    }

    /**
     * The corner the loser's king is led to: the nearest one, or, when the winner's only checking
     * pieces are bishops of one colour, the nearest corner of that colour.
     */
    private static int corner(Board board, Side winner, int loserKing) {
        long own = board.pieces(winner);
        long bishops = own & board.pieces(PieceType.BISHOP);
        long others = own & ~bishops & ~board.pieces(PieceType.KING);
        long corners = 1L | 1L << 7 | 1L << 56 | 1L << 63;
        if (bishops != 0 && others == 0 && InsufficientMaterial.onOneColour(bishops)) {
            boolean light = (bishops & InsufficientMaterial.LIGHT_SQUARES) != 0;
            corners &= light ? InsufficientMaterial.LIGHT_SQUARES : ~InsufficientMaterial.LIGHT_SQUARES;
        }
        int best = -1;
        for (; corners != 0; corners &= corners - 1) {
            int square = Long.numberOfTrailingZeros(corners);
            if (best < 0 || distance(square, loserKing) < distance(best, loserKing)) {
                best = square;
            }
        }
        return best;
    }

    /** King steps between two squares (Chebyshev distance). */
    private static int distance(int a, int b) {
        return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
    }

    private static byte[] knightDistances() {
        byte[] table = new byte[64 * 64];
        Arrays.fill(table, Byte.MAX_VALUE);
        for (int start = 0; start < 64; start++) {
            long reached = 1L << start;
            long frontier = reached;
            for (byte steps = 0; frontier != 0; steps++) {
                long next = 0;
                for (long squares = frontier; squares != 0; squares &= squares - 1) {
                    int square = Long.numberOfTrailingZeros(squares);
                    table[start * 64 + square] = steps;
                    next |= Attacks.knight(square);
                }
                frontier = next & ~reached;
                reached |= frontier;
            }
        }
        return table;
    }
}
