package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Consumer;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Attacks;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * Checks the material rules against every placement of three or four men, independently of their
 * proofs: with material a rule calls insufficient for White, no position with Black to move is mate. Black's
 * king stays in the a1-d1-d4 triangle; the board's symmetries give the rest (no pawns, no castling).
 */
@Tag("deep")
class InsufficientMaterialExhaustiveTest {

    private static final int[] TRIANGLE = {0, 1, 2, 3, 9, 10, 11, 18, 19, 27};

    @ParameterizedTest(name = "K{0} v K{1}")
    @CsvSource({
        "N, q",
        "N, ",
        "B, ",
        "B, r",
        "B, q",
        "B, b",
    })
    void noPlacementOfInsufficientMaterialIsMate(char white, Character black) {
        long[] checked = new long[1];
        forEachPlacement(white, black, position -> {
            if (InsufficientMaterial.of(position.board(), Side.WHITE).isPresent()) {
                assertFalse(position.isCheckmate(), position::toFen);
                checked[0]++;
            }
        });
        assertTrue(checked[0] > 0);
    }

    /** The other side of the line: with a blocker the rules allow, some placement is mate. */
    @ParameterizedTest(name = "K{0} v K{1}")
    @CsvSource({
        "N, r",
        "N, n",
        "N, b",
        "B, n",
        "B, b",
    })
    void someMateExistsWhereTheRulesSayNothing(char white, Character black) {
        long[] mates = new long[1];
        forEachPlacement(white, black, position -> {
            if (position.isCheckmate()) {
                assertEquals(Optional.empty(), InsufficientMaterial.of(position.board(), Side.WHITE), position::toFen);
                mates[0]++;
            }
        });
        assertTrue(mates[0] > 0);
    }

    /**
     * Every legal placement of both kings, a white piece and (if given) a black one, Black to move,
     * in which the white piece attacks the black king: the only placements that can be mate.
     */
    private static void forEachPlacement(char white, Character black, Consumer<Position> check) {
        char[] board = new char[64];
        for (int blackKing : TRIANGLE) {
            for (int whiteKing = 0; whiteKing < 64; whiteKing++) {
                for (int whitePiece = 0; whitePiece < 64; whitePiece++) {
                    for (int blackPiece = black == null ? -1 : 0; blackPiece < 64; blackPiece++) {
                        int[] squares = {blackKing, whiteKing, whitePiece, blackPiece};
                        char[] men = {'k', 'K', white, black == null ? '.' : black};
                        Arrays.fill(board, '.');
                        boolean clash = false;
                        for (int i = 0; i < squares.length && squares[i] >= 0; i++) {
                            clash |= board[squares[i]] != '.';
                            board[squares[i]] = men[i];
                        }
                        long occupied = 0;
                        for (int square : squares) {
                            occupied |= square >= 0 ? 1L << square : 0;
                        }
                        long attacks = white == 'N' ? Attacks.knight(whitePiece) : Attacks.bishop(whitePiece, occupied);
                        if (!clash && (attacks & 1L << blackKing) != 0) {
                            Fen.parse(placement(board) + " b - - 0 1").toOptional().ifPresent(check);
                        }
                    }
                }
            }
        }
    }

    private static String placement(char[] board) {
        StringBuilder text = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char square = board[rank * 8 + file];
                if (square == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    text.append(empty);
                    empty = 0;
                }
                text.append(square);
            }
            if (empty > 0) {
                text.append(empty);
            }
            if (rank > 0) {
                text.append('/');
            }
        }
        return text.toString();
    }
}
