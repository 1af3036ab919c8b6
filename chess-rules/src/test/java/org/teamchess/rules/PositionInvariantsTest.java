package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.variant.CastlingNotation;
import org.teamchess.rules.variant.Variant;

/** Properties every position must have, checked on positions reached by random play. */
class PositionInvariantsTest {

    private static final List<Position> POSITIONS = RandomPositions.generate(42L, 300);

    @Test
    void everyPositionReadsBackFromItsFenInEveryNotationWithTheSameRepetitionKey() {
        for (Position position : POSITIONS) {
            boolean chess960 = position.variant() == Variant.CHESS960;
            for (CastlingNotation notation : CastlingNotation.values()) {
                if (chess960 && notation == CastlingNotation.STANDARD) {
                    continue; // KQkq cannot name a rook that is not the outermost one
                }
                String fen = Fen.format(position, notation);
                Position read = Fen.parse(fen, chess960).orElseThrow();
                assertEquals(position, read, fen);
                assertEquals(position.repetitionKey(), read.repetitionKey(), "the key kept move by move differs from the one computed from " + fen);
            }
        }
    }

    @Test
    void noLegalMoveLeavesTheMoversKingAttacked() {
        for (Position position : POSITIONS) {
            Side mover = position.sideToMove();
            List<Move> moves = position.legalMoves();
            assertEquals(moves.size(), position.legalMoveCount(), position.toFen());
            for (Move move : moves) {
                Position next = position.play(move);
                assertFalse(next.isAttacked(next.board().king(mover), next.sideToMove()), position.toFen() + " " + move);
            }
        }
    }
}
