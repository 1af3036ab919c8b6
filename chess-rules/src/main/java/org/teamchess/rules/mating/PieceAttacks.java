package org.teamchess.rules.mating;

import org.teamchess.rules.Attacks;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Side;

/** The squares a piece of a given type attacks (Art. 3.1.2-3.1.3), chosen by type. */
final class PieceAttacks {

    private PieceAttacks() {
    }

    /** The squares a {@code side} piece of {@code type} on {@code square} attacks, given the occupied squares. */
    static long of(PieceType type, Side side, int square, long occupied) {
        switch (type) {
            case PAWN: return Attacks.pawn(side, square);
            case KNIGHT: return Attacks.knight(square);
            case BISHOP: return Attacks.bishop(square, occupied);
            case ROOK: return Attacks.rook(square, occupied);
            case QUEEN: return Attacks.queen(square, occupied);
            default: return Attacks.king(square);
        }
    }
}
