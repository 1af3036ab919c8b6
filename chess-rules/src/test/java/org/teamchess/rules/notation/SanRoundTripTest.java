package org.teamchess.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.variant.Chess960;

/**
 * Every legal move of every position of seeded random games reads back from its own SAN, in both
 * notations and through the auto-detecting {@link MoveParser}. Random games reach the rare moves
 * (under-promotions with capture, en passant, disambiguation by square) that hand-made fixtures miss.
 */
class SanRoundTripTest {

    private static final int MAX_PLIES = 300;

    @ParameterizedTest(name = "random game {0} from the standard start")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void everyMoveOfARandomStandardGameReadsBackFromItsSan(int seed) {
        replayRandomGame(Position.standard(), new Random(seed));
    }

    @ParameterizedTest(name = "random game from Chess960 start {0}")
    @ValueSource(ints = {0, 7, 100, 255, 333, 480, 518, 600, 777, 959})
    void everyMoveOfARandomChess960GameReadsBackFromItsSan(int startNumber) {
        replayRandomGame(Chess960.startingPosition(startNumber).orElseThrow(), new Random(startNumber));
    }

    private static void replayRandomGame(Position start, Random random) {
        Position position = start;
        for (int ply = 0; ply < MAX_PLIES; ply++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                return;
            }
            for (Move move : moves) {
                assertReadsBack(position, move);
            }
            position = position.play(moves.get(random.nextInt(moves.size())));
        }
    }

    private static void assertReadsBack(Position position, Move move) {
        for (Notation notation : Notation.values()) {
            String san = San.format(position, move, notation);
            String context = san + " (" + notation + ") in " + position.toFen();
            assertEquals(move, San.parse(position, san, notation).orElseThrow(), context);
            assertEquals(move, MoveParser.parse(position, san).orElseThrow(), context);
        }
    }
}
