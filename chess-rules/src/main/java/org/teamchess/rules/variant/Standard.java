package org.teamchess.rules.variant;

import org.teamchess.rules.Move;
import org.teamchess.rules.Uci;

/** Standard chess: castling is written as the king's two-square move ({@code e1g1}). */
final class Standard implements Variant {

    @Override
    public String name() {
        return "Standard";
    }

    @Override
    public Uci toUci(Move move) {
        return new Uci(move.from(), move.kingTarget(), move.promotion());
    }

    /** Accepts both {@code e1g1} and the king-takes-rook {@code e1h1}, as most GUIs send either. */
    @Override
    public boolean acceptsCastlingUci(Move castling, Uci uci) {
        return uci.from() == castling.from() && uci.promotion() == null
                && (uci.to() == castling.kingTarget() || uci.to() == castling.to());
    }

    @Override
    public CastlingNotation castlingNotation() {
        return CastlingNotation.STANDARD;
    }

    @Override
    public String toString() {
        return name();
    }
}
