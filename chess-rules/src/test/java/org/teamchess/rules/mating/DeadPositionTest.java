package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;

class DeadPositionTest {

    private static final String LOCKED_CHAIN = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1";
    private static final String LOCKED_CHAIN_WITH_SHUT_IN_BISHOPS = "3bk3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4KB2 w - - 0 1";
    private static final String LOCKED_CHAIN_WITH_UNUSABLE_OPEN_FILE = "4k3/8/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/4K3 w - - 0 1";

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1          | king against king",
        "k7/8/1K6/8/8/8/8/8 b - - 0 1           | kings in a corner",
        "8/8/4k3/8/8/4K3/8/2B5 w - - 0 1        | king and bishop against king",
        "8/8/4k3/8/8/4K3/8/2N5 w - - 0 1        | king and knight against king",
        "1b6/8/4k3/8/8/4K3/8/2B5 w - - 0 1      | bishops of one colour on both sides",
        "2b1k3/8/8/8/8/3B4/8/4KB2 w - - 0 1     | three bishops, all on light squares",
        "8/8/4k3/8/8/4K3/8/2B1B3 b - - 0 1      | two bishops of one colour against a bare king",
        LOCKED_CHAIN + "                        | a locked pawn chain with kings on each side",
        LOCKED_CHAIN_WITH_SHUT_IN_BISHOPS + "   | a locked chain with each bishop shut in behind its own pawns",
        LOCKED_CHAIN_WITH_UNUSABLE_OPEN_FILE + "| a locked chain beside an open file that no king can use",
        "8/6b1/8/2k5/1p1p1p2/1PpP1Pp1/2P3P1/N2KNB2 b - - 0 1 | knights and a bishop behind their own chain (CHA test vector)",
        "2k5/b7/8/p1p1p1p1/P1P1P1P1/8/B5B1/4K3 w - - 0 1      | bishops that reach the chain but can never pass it (CHA test vector)",
        "3k4/1p1p1p1p/1P1P1P1P/3p4/8/8/3P3P/4K3 w - - 0 1    | pawns behind the chain that can only step into a lock (CHA test vector)",
    })
    void positionIsDead(String fen, String description) {
        assertTrue(MatingPotential.isDeadPosition(Fen.parse(fen).orElseThrow()));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "8/8/4k3/2n5/8/4K3/8/2N5 w - - 0 1                                         | a knight each",
        "8/8/4k3/3b4/8/4K3/8/2B5 w - - 0 1                                         | opposite-coloured bishops",
        "8/8/4k3/2n5/8/4K3/8/2B5 w - - 0 1                                         | bishop against knight",
        "8/8/4k3/8/8/4K3/8/1NN5 w - - 0 1                                          | two knights against a bare king",
        "8/8/4k3/8/8/4K3/8/2BB4 w - - 0 1                                          | bishops of both colours",
        "8/8/4k3/8/8/4K3/8/2R5 w - - 0 1                                           | king and rook",
        "8/8/4k3/8/8/4K3/8/3Q4 w - - 0 1                                           | king and queen",
        "8/8/8/4k3/4P3/8/8/2K5 b - - 0 1                                           | a pawn blocked only by the king",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 9        | a middlegame",
        "4k3/8/1p1p1p2/pPpPpPpp/P1P1P1PP/8/8/4K3 w - - 0 1                         | a locked chain where a pawn can capture",
        "4k3/8/1p1p1p2/pPpPpP2/P1P1P3/8/8/4K3 w - - 0 1                            | a chain the white king can walk round",
        "2b1k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1                      | a locked chain with a bishop that can reach the pawns",
    })
    void positionIsNotDead(String fen, String description) {
        assertFalse(MatingPotential.isDeadPosition(Fen.parse(fen).orElseThrow()));
    }

    /**
     * Dead for a dynamic reason no static rule sees: the search of every reachable position, which
     * the dead-position test runs within its small budget, proves it (positions and labels from CHA's
     * test vector, chess-rules/src/test/resources/mating/cha-test-vector.txt).
     */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "k7/P1K5/8/8/8/8/8/8 b - - 0 1                 | the only move takes the last pawn",
        "8/k5p1/6P1/6P1/6PK/6PR/6PP/8 w - - 0 1        | a rook and king boxed in by their own pawns",
        "8/1p6/kPp5/2P5/1pP5/1P6/8/7K w - - 0 1        | a king that can take one pawn and then nothing",
        "5bR1/4p1pk/4P1P1/7K/8/8/8/8 b - - 0 1         | the only moves take the rook or shuffle behind the chain",
        "8/7k/8/8/4p1p1/4PpPp/5P1K/6BR b - - 0 1       | a bishop and rook that can never get out",
    })
    void positionIsDeadByTheSearch(String fen, String description) {
        Position position = Fen.parse(fen).orElseThrow();
        assertFalse(MatingPotential.isDeadPosition(position, 0), "the static rules alone");
        assertTrue(MatingPotential.isDeadPosition(position));
    }

    /** Marked for the search (frozen pawns, no queen) but a helpmate exists (CHA's labels): not dead. */
    @ParameterizedTest
    @ValueSource(strings = {
        "5bkB/4p1p1/4P1P1/7K/8/8/8/8 w - - 0 1",
        "3k4/b7/8/p1p1p1p1/P1P1P1P1/8/2B2B2/5K2 w - - 0 1",
        "k7/p1p5/P1P5/2P5/2P5/2P5/K1P5/1B6 b - - 0 1",
    })
    void frozenPawnsWithAHelpmateAreNotDead(String fen) {
        assertFalse(MatingPotential.isDeadPosition(Fen.parse(fen).orElseThrow()));
    }

    @ParameterizedTest
    @ValueSource(longs = {-1})
    void aNegativeBudgetIsRefused(long budget) {
        assertThrows(IllegalArgumentException.class, () -> MatingPotential.isDeadPosition(Position.standard(), budget));
    }

    /** The fortress proof says no pawn ever moves and no king is ever in check; random play agrees. */
    @ParameterizedTest
    @ValueSource(strings = {LOCKED_CHAIN, LOCKED_CHAIN_WITH_SHUT_IN_BISHOPS, LOCKED_CHAIN_WITH_UNUSABLE_OPEN_FILE})
    void randomPlayNeverBreaksALockedFortress(String fen) {
        Position start = Fen.parse(fen).orElseThrow();
        long pawns = start.board().pieces(PieceType.PAWN);
        Random random = new Random(fen.hashCode());
        for (int game = 0; game < 50; game++) {
            Position position = start;
            for (int ply = 0; ply < 80; ply++) {
                List<Move> moves = position.legalMoves();
                position = position.play(moves.get(random.nextInt(moves.size())));
                assertFalse(position.isCheck(), position::toFen);
                assertEquals(pawns, position.board().pieces(PieceType.PAWN), position::toFen);
                assertTrue(MatingPotential.isDeadPosition(position), position::toFen);
            }
        }
    }
}
