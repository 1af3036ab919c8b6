package org.teamchess.rules.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Position;
import org.teamchess.rules.Positions;
import org.teamchess.rules.Result;
import org.teamchess.rules.Square;

class Chess960Test {

    @Test
    void position518IsTheStandardStartPlayedAsChess960() {
        Position standard = Position.standard();
        Position chess960 = Chess960.startingPosition(Chess960.STANDARD_POSITION_NUMBER).orElseThrow();
        assertEquals(Position.STANDARD_FEN, chess960.toFen());
        assertEquals(standard.board(), chess960.board());
        assertEquals(standard.castlingRooks(), chess960.castlingRooks());
        assertEquals(standard.repetitionKey(), chess960.repetitionKey());
        assertEquals(Variant.CHESS960, chess960.variant());
        // The same moves, castling aside, which Chess960 writes king-takes-rook.
        assertEquals(Positions.uciMoves(standard), Positions.uciMoves(chess960));
        assertNotEquals(standard, chess960);
    }

    @ParameterizedTest
    @CsvSource({"0, BBQNNRKR", "1, BQNBNRKR", "518, RNBQKBNR", "959, RKRNNQBB"})
    void backRanksFollowScharnaglsNumbering(int number, String rank) {
        assertEquals(rank, Chess960.backRank(number).orElseThrow());
    }

    @Test
    void everyStartPositionHasBishopsOnOppositeColoursAndTheKingBetweenTheRooks() {
        Set<String> ranks = new HashSet<>();
        for (int number = 0; number < 960; number++) {
            String rank = Chess960.backRank(number).orElseThrow();
            assertTrue(ranks.add(rank), "position " + number + " repeats " + rank);
            assertEquals("BBKNNQRR", sorted(rank), "position " + number);
            int firstBishop = rank.indexOf('B');
            int secondBishop = rank.lastIndexOf('B');
            assertEquals(1, (firstBishop + secondBishop) % 2, "bishops on one colour in " + number + ": " + rank);
            int king = rank.indexOf('K');
            assertTrue(rank.indexOf('R') < king && king < rank.lastIndexOf('R'), "king outside the rooks in " + number + ": " + rank);

            Position position = Chess960.startingPosition(number).orElseThrow();
            String fen = position.toFen();
            assertEquals(rank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + rank + " w KQkq - 0 1", fen, "position " + number);
            long whiteRooks = Square.of(rank.indexOf('R'), 0).bit() | Square.of(rank.lastIndexOf('R'), 0).bit();
            assertEquals(whiteRooks | whiteRooks << 56, position.castlingRooks(), "position " + number);
        }
        assertEquals(960, ranks.size());
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 960})
    void aNumberOutsideZeroTo959IsRefused(int number) {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, Chess960.startingPosition(number));
        assertEquals("chess960", failure.field());
    }

    private static String sorted(String rank) {
        char[] letters = rank.toCharArray();
        Arrays.sort(letters);
        return new String(letters);
    }
}
