package org.teamchess.rules.mating;

import org.teamchess.rules.Board;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * Which positions the dead-position test searches when the static rules prove nothing: a cheap
 * test, run after every move, that marks the few positions that may be dead for a dynamic reason.
 * It decides only where search time is spent, never the answer: a position it passes over is "not
 * proven dead", as before, and a position it marks is declared dead only when the search proves it.
 * It marks (docs/decisions/0003-dead-positions.md):
 * <ul>
 *   <li>a frozen pawn structure: a pawn rammed head-on against an enemy pawn, no pawn that can step
 *       forward or capture, and no queen on the board. These are the barriers behind which pieces
 *       and kings shuffle without ever reaching each other, and the only pieces that move are
 *       kings and pieces, so the reachable positions are few. A structure where some pawn can still
 *       move is left to the static rules and to {@code canMate} at a flag fall;</li>
 *   <li>a forced line with little material: at most {@value #FORCED_LINE_MOVES} legal moves and at
 *       most {@value #FORCED_LINE_UNITS} pieces and pawns besides the kings (the only move takes the
 *       last mating piece, or walks into a stalemate).</li>
 * </ul>
 * Over random legal games about one position in 20 is searched, and none of 459 positions of master
 * games (docs/benchmarks.md).
 */
final class DeadPositionFilter {

    /** At most this many pieces and pawns besides the kings for a forced line to be worth a search. */
    static final int FORCED_LINE_UNITS = 6;
    /** At most this many legal moves for the side to move. */
    static final int FORCED_LINE_MOVES = 3;

    private static final long FILE_A = 0x0101_0101_0101_0101L;
    private static final long FILE_H = FILE_A << 7;

    private DeadPositionFilter() {
    }

    static boolean worthSearching(Position position) {
        return frozenPawns(position.board()) || forcedLine(position);
    }

    private static boolean frozenPawns(Board board) {
        long whitePawns = board.pieces(Side.WHITE, PieceType.PAWN);
        long blackPawns = board.pieces(Side.BLACK, PieceType.PAWN);
        if ((whitePawns << 8 & blackPawns) == 0 || board.pieces(PieceType.QUEEN) != 0) {
            return false;
        }
        long empty = ~board.occupied();
        long whitePush = whitePawns << 8 & empty;
        long blackPush = blackPawns >>> 8 & empty;
        long whiteTakes = ((whitePawns & ~FILE_A) << 7 | (whitePawns & ~FILE_H) << 9) & board.pieces(Side.BLACK);
        long blackTakes = ((blackPawns & ~FILE_A) >>> 9 | (blackPawns & ~FILE_H) >>> 7) & board.pieces(Side.WHITE);
        return (whitePush | blackPush | whiteTakes | blackTakes) == 0;
    }

    private static boolean forcedLine(Position position) {
        int units = Long.bitCount(position.board().occupied()) - 2;
        return units <= FORCED_LINE_UNITS && position.legalMoveCount() <= FORCED_LINE_MOVES;
    }
}
