package org.teamchess.rules.mating;

import org.teamchess.rules.Attacks;
import org.teamchess.rules.Board;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.Square;

/**
 * A locked pawn structure that nothing can ever break (Art. 5.2.2, 9.6): every pawn stands rammed
 * against an enemy pawn, no pawn can capture, and no king or piece can ever reach a square where it
 * would capture a pawn, be captured by one, or attack the enemy king's area. Then no pawn ever
 * moves, and no king can ever be given check, so neither side can mate. The proof is in
 * docs/decisions/0003-dead-positions.md.
 */
final class PawnFortress {

    private static final long FILE_A = 0x0101_0101_0101_0101L;
    private static final long FILE_H = FILE_A << 7;

    static final String REASON = "every pawn is locked against an enemy pawn, and no king or piece can ever capture"
            + " a pawn, be captured by one, or give check";

    private PawnFortress() {
    }

    /** True only when the position is proven to be such a fortress. */
    static boolean holds(Position position) {
        Board board = position.board();
        long whitePawns = board.pieces(Side.WHITE, PieceType.PAWN);
        long blackPawns = board.pieces(Side.BLACK, PieceType.PAWN);
        if (whitePawns == 0 || whitePawns << 8 != blackPawns) {
            return false; // no pawns, or some pawn not rammed head-on against an enemy pawn
        }
        long whitePawnAttacks = ((whitePawns << 7) & ~FILE_H) | ((whitePawns << 9) & ~FILE_A);
        long blackPawnAttacks = ((blackPawns >>> 9) & ~FILE_H) | ((blackPawns >>> 7) & ~FILE_A);
        if ((whitePawnAttacks & blackPawns) != 0 || position.enPassantSquare().isPresent() || position.isCheck()) {
            return false;
        }
        long whiteKingArea = kingArea(board.king(Side.WHITE).index(), ~whitePawns & ~blackPawnAttacks);
        long blackKingArea = kingArea(board.king(Side.BLACK).index(), ~blackPawns & ~whitePawnAttacks);
        return (whiteKingArea & blackPawns) == 0 && (blackKingArea & whitePawns) == 0
                && piecesStayOut(board, Side.WHITE, blackPawns | blackPawnAttacks, blackKingArea)
                && piecesStayOut(board, Side.BLACK, whitePawns | whitePawnAttacks, whiteKingArea);
    }

    /** Every square the king could ever step to, moving only through {@code passable} squares. */
    private static long kingArea(int king, long passable) {
        long area = 1L << king;
        long frontier = area;
        while (frontier != 0) {
            long next = 0;
            for (long squares = frontier; squares != 0; squares &= squares - 1) {
                next |= Attacks.king(Long.numberOfTrailingZeros(squares));
            }
            frontier = next & passable & ~area;
            area |= frontier;
        }
        return area;
    }

    /**
     * Whether no piece of {@code side} other than the king can ever stand on a {@code forbidden}
     * square or attack a square of {@code enemyKingArea}. Pieces are flooded through the fixed pawns
     * only; ignoring kings and other pieces can only widen what they reach.
     */
    private static boolean piecesStayOut(Board board, Side side, long forbidden, long enemyKingArea) {
        long pawns = board.pieces(PieceType.PAWN);
        long ownPawns = board.pieces(side, PieceType.PAWN);
        long pieces = board.pieces(side) & ~pawns & ~board.pieces(PieceType.KING);
        for (; pieces != 0; pieces &= pieces - 1) {
            int square = Long.numberOfTrailingZeros(pieces);
            PieceType type = board.pieceAt(Square.of(square)).orElseThrow().type();
            long reach = 1L << square;
            long attacked = 0;
            long frontier = reach;
            while (frontier != 0) {
                long next = 0;
                for (long squares = frontier; squares != 0; squares &= squares - 1) {
                    next |= PieceAttacks.of(type, side, Long.numberOfTrailingZeros(squares), pawns);
                }
                attacked |= next;
                frontier = next & ~ownPawns & ~reach;
                reach |= frontier;
            }
            if ((reach & forbidden) != 0 || (attacked & enemyKingArea) != 0) {
                return false;
            }
        }
        return true;
    }
}
