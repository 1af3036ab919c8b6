package org.teamchess.rules;

import java.util.Set;
import java.util.TreeSet;

/** Small fixtures for rules tests: positions from FEN and moves from UCI, failing loudly on bad input. */
public final class Positions {

    private Positions() {
    }

    /** The position of a FEN that must be valid. */
    public static Position fen(String fen) {
        return Fen.parse(fen).orElseThrow();
    }

    /** The position after the given UCI moves, each of which must be legal. */
    public static Position play(Position position, String... uciMoves) {
        Position current = position;
        for (String uci : uciMoves) {
            current = current.play(current.resolve(Uci.parse(uci).orElseThrow()).orElseThrow());
        }
        return current;
    }

    /** The legal moves in the variant's UCI form, sorted. */
    public static Set<String> uciMoves(Position position) {
        Set<String> moves = new TreeSet<>();
        for (Move move : position.legalMoves()) {
            moves.add(position.toUci(move).toString());
        }
        return moves;
    }
}
