package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.Positions.fen;

import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PerftTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void depthZeroIsTheRootAlone() {
        assertEquals(1, Perft.count(Position.standard(), 0));
        assertEquals(1, Perft.countWithoutBulk(Position.standard(), 0));
    }

    @ParameterizedTest
    @CsvSource({
        KIWIPETE + ", 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1, 4",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1, 3",
    })
    void countingWithoutBulkGivesTheSameNumbers(String fen, int depth) {
        Position position = fen(fen);
        assertEquals(Perft.count(position, depth), Perft.countWithoutBulk(position, depth));
    }

    @Test
    void divideSumsToTheCountAndWritesStandardCastlingAsTheKingsTwoStep() {
        Position position = fen(KIWIPETE);
        Map<String, Long> divide = Perft.divide(position, 3);
        assertEquals(48, divide.size());
        assertEquals(97862, divide.values().stream().mapToLong(Long::longValue).sum());
        assertTrue(divide.containsKey("e1g1") && divide.containsKey("e1c1"));
        assertFalse(divide.containsKey("e1h1"));
    }

    @Test
    void divideWritesChess960CastlingAsKingTakesRook() {
        Map<String, Long> divide = Perft.divide(Fen.parse(KIWIPETE, true).orElseThrow(), 1);
        assertTrue(divide.containsKey("e1h1") && divide.containsKey("e1a1"));
        assertFalse(divide.containsKey("e1g1"));
    }
}
