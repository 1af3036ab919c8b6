package org.teamchess.rules.mating;

import java.util.Optional;

import org.teamchess.rules.Board;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Side;

/**
 * Material with which one side can never checkmate, whatever both sides play (Art. 5.2.2, 6.9).
 * The per-side form of python-chess {@code has_insufficient_material(color)} and scalachess
 * {@code InsufficientMatingMaterial}, each rule proved in docs/decisions/0003-dead-positions.md.
 * Every rule describes material that no later move can enlarge (there is no pawn to promote), so
 * it holds in every position that can follow.
 */
enum InsufficientMaterial {

    /** A king alone never gives check. */
    LONE_KING {
        @Override
        String reason(Side side) {
            return side.wireName() + " has only the king, and a king never gives check";
        }
    },

    /**
     * A king and one knight, against a king with nothing but queens: a queen next to its own king
     * always sees the checking knight.
     */
    LONE_KNIGHT {
        @Override
        String reason(Side side) {
            return side.wireName() + " has a king and one knight, and " + side.opposite().wireName()
                    + " has nothing but queens to block its own king with";
        }
    },

    /**
     * A king and bishops, every bishop on the board on one colour, no pawn, and no knight on the
     * other side: the two squares beside the checking diagonal can be neither covered nor blocked.
     */
    SAME_COLOURED_BISHOPS {
        @Override
        String reason(Side side) {
            return side.wireName() + " has a king and bishops only, every bishop on the board stands on squares of one"
                    + " colour, and " + side.opposite().wireName() + " has no knight or pawn to block its own king with";
        }
    };

    static final long LIGHT_SQUARES = 0x55AA_55AA_55AA_55AAL;

    /** Why {@code side} can never mate with this material, in English. */
    abstract String reason(Side side);

    /** The rule that proves {@code side} can never mate on this board, if one does. */
    static Optional<InsufficientMaterial> of(Board board, Side side) {
        long kings = board.pieces(PieceType.KING);
        long ownPieces = board.pieces(side) & ~kings;
        if (ownPieces == 0) {
            return Optional.of(LONE_KING);
        }
        long pawns = board.pieces(PieceType.PAWN);
        if ((ownPieces & (pawns | board.pieces(PieceType.ROOK) | board.pieces(PieceType.QUEEN))) != 0) {
            return Optional.empty();
        }
        long otherPieces = board.pieces(side.opposite()) & ~kings;
        long ownKnights = ownPieces & board.pieces(PieceType.KNIGHT);
        if (ownKnights != 0) {
            boolean lone = ownPieces == ownKnights && Long.bitCount(ownKnights) == 1
                    && (otherPieces & ~board.pieces(PieceType.QUEEN)) == 0;
            return lone ? Optional.of(LONE_KNIGHT) : Optional.empty();
        }
        if (onOneColour(board.pieces(PieceType.BISHOP)) && pawns == 0
                && (otherPieces & board.pieces(PieceType.KNIGHT)) == 0) {
            return Optional.of(SAME_COLOURED_BISHOPS);
        }
        return Optional.empty();
    }

    /** Whether all the given squares have one colour. */
    static boolean onOneColour(long squares) {
        return (squares & LIGHT_SQUARES) == 0 || (squares & ~LIGHT_SQUARES) == 0;
    }
}
