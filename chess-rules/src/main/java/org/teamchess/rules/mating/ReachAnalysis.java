package org.teamchess.rules.mating;

import org.teamchess.rules.Attacks;
import org.teamchess.rules.Board;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * Everything that can ever happen on the board, over-approximated from the pawns that can never
 * move (Art. 5.2.2, 6.9): which pawns are frozen for good, the squares each king can ever stand on,
 * the squares each piece can ever stand on and attack. The semi-static analysis of Ambrona's Chess
 * Unwinnability Analyzer (FUN 2022), reworked on bitboards; the argument is in
 * docs/decisions/0003-dead-positions.md.
 *
 * <p>The frozen pawns are a greatest fixpoint: start from every pawn with a pawn in front of it,
 * compute what everything else could reach if those never moved, drop each pawn that could then be
 * captured, capture, or lose its blocker, and repeat. What is left is consistent: by induction over
 * any series of moves, no frozen pawn ever moves or disappears, so kings, pieces and the other pawns
 * stay inside the sets computed here (blockers other than frozen pawns are ignored, which only
 * widens them).
 */
final class ReachAnalysis {

    private static final long FILE_A = 0x0101_0101_0101_0101L;
    private static final long FILE_H = FILE_A << 7;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = RANK_1 << 56;
    /** At most 15 pieces and pawns besides the king. */
    private static final int MAX_UNITS = 16;

    private final Board board;
    private final long pawns;
    /** Pawns assumed (and, once saturated, proven) never to leave their file nor be captured. */
    private long lanePawns;
    /** Lane pawns that can never move at all. */
    private long frozen;
    /**
     * Kings assumed never to move, each standing right in front of an enemy lane pawn (a king
     * walled into a corner by its own pawn and an enemy pawn chain): a barrier like a lane pawn,
     * kept only while the king's region is its own square.
     */
    private long kingBlocks;
    /** Per side, the squares from which a pawn may step forward: nothing it can never pass is ahead. */
    private final long[] pushable = new long[2];
    /** Per side, the squares each lane pawn may stand on, together. */
    private final long[] laneSquares = new long[2];
    private final long[] kingRegion = new long[2];
    /** Squares a piece or pawn of the side (the king aside) may ever stand on. */
    private final long[] standable = new long[2];
    /** Squares a piece of the side, or a pawn of it by capturing, may ever move onto: where it could capture. */
    private final long[] captures = new long[2];
    /** Squares anything of the side but its king may ever attack. */
    private final long[] attackable = new long[2];
    /** Per side, where each piece and pawn (promoted or not) may ever stand. */
    private final long[][] unitReach = new long[2][MAX_UNITS];
    private final int[] units = new int[2];

    private ReachAnalysis(Board board) {
        this.board = board;
        this.pawns = board.pieces(PieceType.PAWN);
    }

    /**
     * Whether the analysis proves that {@code winner} can never checkmate. False when it cannot
     * tell, at once when no pawn has a pawn ahead of it on its file or an en passant capture is on
     * (its pawns are left to the search).
     */
    static boolean provesNoMate(Position position, Side winner) {
        return proves(position, winner == Side.WHITE, winner == Side.BLACK);
    }

    /** Whether the analysis proves that neither side can ever checkmate (a dead position). */
    static boolean provesDead(Position position) {
        return proves(position, true, true);
    }

    private static boolean proves(Position position, boolean white, boolean black) {
        Board board = position.board();
        long whitePawns = board.pieces(Side.WHITE, PieceType.PAWN);
        long blackPawns = board.pieces(Side.BLACK, PieceType.PAWN);
        long pawns = whitePawns | blackPawns;
        // A pawn right behind the enemy king is blocked too, as long as that king can never move.
        long behindWhite = whitePawns & (fileFill(pawns, true) | board.pieces(Side.BLACK, PieceType.KING) >>> 8);
        long behindBlack = blackPawns & (fileFill(pawns, false) | board.pieces(Side.WHITE, PieceType.KING) << 8);
        if ((behindWhite | behindBlack) == 0 || position.enPassantSquare().isPresent()) {
            return false;
        }
        ReachAnalysis analysis = new ReachAnalysis(board);
        analysis.lanePawns = behindWhite | behindBlack;
        return analysis.saturate(white, black);
    }

    /** The squares below (for White's pawns, {@code down}) or above every given square, on its file. */
    private static long fileFill(long squares, boolean down) {
        long fill = 0;
        for (int step = 1; step < 8; step++) {
            fill |= down ? squares >>> (8 * step) : squares << (8 * step);
        }
        return fill;
    }

    /**
     * Whether {@code winner} can never checkmate: for every square where the loser's king could ever
     * stand in check, some square next to it that the king could step to is one the winner can never
     * attack (nor its king cover), and the loser's pieces and pawns cannot fill all such squares at
     * once. Mating with bishops of one colour is the classic case: the squares of the other colour
     * around the king stay free.
     */
    private boolean cannotMate(Side winner) {
        int w = winner.ordinal();
        int l = 1 - w;
        long region = kingRegion[l];
        long covered = attackable[w] | kingSteps(kingRegion[w]);
        for (long squares = attackable[w] & region; squares != 0; squares &= squares - 1) {
            long escapes = Attacks.king(Long.numberOfTrailingZeros(squares)) & region & ~covered;
            if (canBeBlocked(l, escapes)) {
                return false; // a mate on this square cannot be ruled out
            }
        }
        return true;
    }

    /** A short reason for {@link #cannotMate}, in English, for an arbiter or a log. */
    static String reason(Side winner) {
        return "given the pawns that can never pass each other, " + winner.wireName() + " can never attack "
                + winner.opposite().wireName() + "'s king on a square where all its flight squares could be taken";
    }

    /** Whether the loser's pieces could, as far as this analysis sees, stand on every escape square at once. */
    private boolean canBeBlocked(int l, long escapes) {
        int blockers = 0;
        long covered = 0;
        for (int unit = 0; unit < units[l]; unit++) {
            long reach = unitReach[l][unit] & escapes;
            if (reach != 0) {
                blockers++;
                covered |= reach;
            }
        }
        return covered == escapes && blockers >= Long.bitCount(escapes);
    }

    /**
     * Drops pawns from {@link #lanePawns} until what is left is consistent: each lane pawn has a lane
     * pawn ahead on its file that it can never pass, can capture nothing and can be captured by
     * nothing (see the class comment). Each round can only widen what kings, pieces and pawns
     * reach, so once a round fails to prove that a side asked about cannot mate, the last will too:
     * the answer is then false at once, which keeps ordinary positions cheap.
     */
    private boolean saturate(boolean white, boolean black) {
        while (true) {
            computeLanes();
            computeReach();
            if ((white && !cannotMate(Side.WHITE)) || (black && !cannotMate(Side.BLACK))) {
                return false;
            }
            long broken = lanePawns & ~(laneSquares[0] | laneSquares[1]); // nothing ahead it cannot pass
            for (int side = 0; side < 2; side++) {
                long king = kingBlocks & board.pieces(Side.values()[side], PieceType.KING);
                if (king != 0 && kingRegion[side] != king) {
                    broken |= side == 0 ? king << 8 : king >>> 8; // the king may step aside
                }
            }
            for (int side = 0; side < 2; side++) {
                int enemy = 1 - side;
                for (long lane = lanePawns & board.pieces(Side.values()[side]); lane != 0; lane &= lane - 1) {
                    int square = Long.numberOfTrailingZeros(lane);
                    long cone = laneCone(side, square);
                    boolean captured = (cone & (captures[enemy] | kingRegion[enemy])) != 0;
                    boolean capturing = (pawnAttacks(side, cone) & standable[enemy]) != 0;
                    if (captured || capturing) {
                        broken |= 1L << square;
                    }
                }
            }
            if ((broken & lanePawns) == 0) {
                return true;
            }
            lanePawns &= ~broken;
        }
    }

    /**
     * From the lane pawns, which squares a pawn may step forward from, and how far each lane pawn
     * can go: never onto an enemy lane pawn's square, never past the furthest square of an own lane
     * pawn ahead of it.
     */
    private void computeLanes() {
        long white = board.pieces(Side.WHITE);
        pushable[0] = 0;
        pushable[1] = 0;
        laneSquares[0] = 0;
        laneSquares[1] = 0;
        frozen = 0;
        kingBlocks = (lanePawns & board.pieces(Side.WHITE, PieceType.PAWN)) << 8 & board.pieces(Side.BLACK, PieceType.KING)
                | (lanePawns & board.pieces(Side.BLACK, PieceType.PAWN)) >>> 8 & board.pieces(Side.WHITE, PieceType.KING);
        for (int file = 0; file < 8; file++) {
            int limit = 7; // the highest rank a white pawn here may still reach
            for (int rank = 7; rank >= 0; rank--) {
                int square = rank * 8 + file;
                long bit = 1L << square;
                if (rank + 1 <= limit) {
                    pushable[0] |= bit;
                }
                if ((kingBlocks & bit) != 0) {
                    limit = rank - 1;
                } else if ((lanePawns & bit) != 0) {
                    if ((white & bit) == 0) {
                        limit = rank - 1;
                    } else if (limit < 7) {
                        laneSquares[0] |= fileSpan(square, limit * 8 + file);
                        frozen |= limit == rank ? bit : 0;
                        limit--;
                    }
                }
            }
            limit = 0; // the lowest rank a black pawn here may still reach
            for (int rank = 0; rank < 8; rank++) {
                int square = rank * 8 + file;
                long bit = 1L << square;
                if (rank - 1 >= limit) {
                    pushable[1] |= bit;
                }
                if ((kingBlocks & bit) != 0) {
                    limit = rank + 1;
                } else if ((lanePawns & bit) != 0) {
                    if ((white & bit) != 0) {
                        limit = rank + 1;
                    } else if (limit > 0) {
                        laneSquares[1] |= fileSpan(limit * 8 + file, square);
                        frozen |= limit == rank ? bit : 0;
                        limit++;
                    }
                }
            }
        }
    }

    /** The squares of one file from {@code low} to {@code high}, both included. */
    private static long fileSpan(int low, int high) {
        long span = 0;
        for (int square = low; square <= high; square += 8) {
            span |= 1L << square;
        }
        return span;
    }

    /** The squares a lane pawn may stand on: its file from where it stands as far as it can go. */
    private long laneCone(int side, int square) {
        long file = FILE_A << (square & 7);
        long ahead = side == 0 ? -1L << square : -1L >>> (63 - square);
        long lane = laneSquares[side] & file & ahead;
        // the run of lane squares starting at this pawn, up to the first gap
        long cone = 1L << square;
        while (true) {
            long next = (side == 0 ? cone << 8 : cone >>> 8) & lane & ~cone;
            if (next == 0) {
                return cone;
            }
            cone |= next;
        }
    }

    /**
     * Kings' regions, every piece's reach and every pawn's cone, given the lane pawns. Pawns'
     * captures need something to capture, so the cones grow together until nothing changes.
     */
    private void computeReach() {
        long[] fixedStand = new long[2];
        long[] fixedCaptures = new long[2];
        long[] fixedAttacks = new long[2];
        int[] fixedUnits = new int[2];
        for (int side = 0; side < 2; side++) {
            Side colour = Side.values()[side];
            long own = board.pieces(colour);
            long ownFrozen = frozen & own;
            // A king never stands next to the other king: next to one that never moves, never.
            long fixedEnemyKing = kingBlocks & board.pieces(colour.opposite(), PieceType.KING);
            kingRegion[side] = flood(board.pieces(colour, PieceType.KING),
                    ~ownFrozen & ~pawnAttacks(1 - side, frozen & ~own) & ~kingSteps(fixedEnemyKing));
            long others = 0;
            int count = 0;
            for (long pieces = own & ~pawns & ~board.pieces(PieceType.KING); pieces != 0; pieces &= pieces - 1) {
                int square = Long.numberOfTrailingZeros(pieces);
                PieceType type = typeAt(square);
                long[] reach = pieceFlood(type, colour, 1L << square, ~ownFrozen);
                others |= reach[1];
                fixedCaptures[side] |= reach[0];
                unitReach[side][count++] = reach[0];
            }
            fixedStand[side] = fixedCaptures[side];
            for (long lane = lanePawns & own; lane != 0; lane &= lane - 1) {
                long cone = laneCone(side, Long.numberOfTrailingZeros(lane));
                others |= pawnAttacks(side, cone);
                fixedStand[side] |= cone;
                unitReach[side][count++] = cone;
            }
            fixedUnits[side] = count;
            fixedAttacks[side] = others;
            standable[side] = fixedStand[side] | (own & pawns);
        }
        // Pawns that may leave their files capture only where an enemy may stand, so their cones
        // grow together until nothing changes.
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int side = 0; side < 2; side++) {
                long own = board.pieces(Side.values()[side]);
                int count = fixedUnits[side];
                long stand = fixedStand[side];
                long capture = fixedCaptures[side];
                long others = fixedAttacks[side];
                for (long free = own & pawns & ~lanePawns; free != 0; free &= free - 1) {
                    long[] cone = pawnCone(side, Long.numberOfTrailingZeros(free), standable[1 - side], ~(frozen & own));
                    stand |= cone[0];
                    capture |= cone[1];
                    others |= cone[2];
                    unitReach[side][count++] = cone[0];
                }
                units[side] = count;
                changed |= stand != standable[side];
                standable[side] = stand;
                captures[side] = capture;
                attackable[side] = others;
            }
        }
    }

    /** Where a piece may stand and what it may attack, moving through {@code passable} squares, blocked by frozen pawns. */
    private long[] pieceFlood(PieceType type, Side colour, long start, long passable) {
        long reach = start;
        long attacked = 0;
        long frontier = start;
        while (frontier != 0) {
            long next = 0;
            for (long squares = frontier; squares != 0; squares &= squares - 1) {
                int square = Long.numberOfTrailingZeros(squares);
                next |= type == null ? Attacks.queen(square, frozen) | Attacks.knight(square)
                        : PieceAttacks.of(type, colour, square, frozen);
            }
            attacked |= next;
            frontier = next & passable & ~reach;
            reach |= frontier;
        }
        return new long[] {reach, attacked};
    }

    /**
     * A pawn that may leave its file: where it may stand, where it may capture, what it may attack
     * (as a pawn and, once promoted, as any piece). It steps forward where {@link #pushable} allows
     * and captures where an enemy piece or pawn may stand.
     */
    private long[] pawnCone(int side, int start, long enemyStand, long passable) {
        long lastRank = side == 0 ? RANK_8 : RANK_1;
        long cone = 1L << start;
        long captured = 0;
        long frontier = cone;
        while (frontier != 0) {
            long growing = frontier & ~lastRank;
            long push = side == 0 ? (growing & pushable[0]) << 8 : (growing & pushable[1]) >>> 8;
            long capture = pawnAttacks(side, growing) & enemyStand & passable;
            captured |= capture;
            frontier = (push | capture) & ~cone;
            cone |= frontier;
        }
        long attacked = pawnAttacks(side, cone & ~lastRank);
        long promotions = cone & lastRank;
        if (promotions != 0) {
            long[] promoted = pieceFlood(null, Side.values()[side], promotions, passable);
            cone |= promoted[0];
            captured |= promoted[0];
            attacked |= promoted[1];
        }
        return new long[] {cone, captured, attacked};
    }

    private static long flood(long start, long passable) {
        long area = start;
        long frontier = start;
        while (frontier != 0) {
            frontier = kingSteps(frontier) & passable & ~area;
            area |= frontier;
        }
        return area;
    }

    /** The squares a king standing on any of {@code squares} would attack. */
    private static long kingSteps(long squares) {
        long sideways = ((squares << 1) & ~FILE_A) | ((squares >>> 1) & ~FILE_H);
        long row = squares | sideways;
        return sideways | (row << 8) | (row >>> 8);
    }

    /** The squares pawns of {@code side} on {@code squares} attack. */
    private static long pawnAttacks(int side, long squares) {
        return side == 0
                ? ((squares << 7) & ~FILE_H) | ((squares << 9) & ~FILE_A)
                : ((squares >>> 9) & ~FILE_H) | ((squares >>> 7) & ~FILE_A);
    }

    private PieceType typeAt(int square) {
        long bit = 1L << square;
        if ((board.pieces(PieceType.KNIGHT) & bit) != 0) {
            return PieceType.KNIGHT;
        }
        if ((board.pieces(PieceType.BISHOP) & bit) != 0) {
            return PieceType.BISHOP;
        }
        return (board.pieces(PieceType.ROOK) & bit) != 0 ? PieceType.ROOK : PieceType.QUEEN;
    }
}
