package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Side;

class InsufficientMaterialTest {

    /** Each row: a position, the side asked about, and the rule that proves it cannot mate (NONE: no rule). */
    @ParameterizedTest(name = "{3}")
    @CsvSource(delimiter = '|', value = {
        "8/8/4k3/8/8/4K3/8/8 w - - 0 1       | WHITE | LONE_KING             | king against king",
        "8/8/4k3/8/8/4K3/8/3Q4 w - - 0 1     | BLACK | LONE_KING             | the bare king of a queen ending",
        "8/8/4k3/8/8/4K3/8/3Q4 w - - 0 1     | WHITE | NONE                  | a queen",
        "8/8/4k3/8/8/4K3/8/2N5 w - - 0 1     | WHITE | LONE_KNIGHT           | a knight against a bare king",
        "8/8/4k3/q7/8/4K3/8/2N5 w - - 0 1    | WHITE | LONE_KNIGHT           | a knight against a king and queen",
        "8/8/4k3/r7/8/4K3/8/2N5 w - - 0 1    | WHITE | NONE                  | a knight against a rook, which can block",
        "8/8/4k3/2n5/8/4K3/8/2N5 w - - 0 1   | WHITE | NONE                  | a knight against a knight, which can block",
        "8/4p3/4k3/8/8/4K3/8/2N5 w - - 0 1   | WHITE | NONE                  | a knight against a pawn",
        "8/8/4k3/8/8/4K3/8/1NN5 w - - 0 1    | WHITE | NONE                  | two knights",
        "8/8/4k3/8/8/4K3/8/2B5 w - - 0 1     | WHITE | SAME_COLOURED_BISHOPS | a bishop against a bare king",
        "8/8/4k3/8/8/4K3/8/2B1B3 w - - 0 1   | WHITE | SAME_COLOURED_BISHOPS | two bishops on dark squares",
        "8/8/4k3/8/8/4K3/8/2BB4 w - - 0 1    | WHITE | NONE                  | bishops on both colours",
        "1b6/8/4k3/8/8/4K3/8/2B5 w - - 0 1   | BLACK | SAME_COLOURED_BISHOPS | bishops of one colour on both sides",
        "8/8/4k3/3b4/8/4K3/8/2B5 w - - 0 1   | WHITE | NONE                  | opposite-coloured bishops",
        "8/8/4k3/2n5/8/4K3/8/2B5 w - - 0 1   | WHITE | NONE                  | a bishop against a knight, which can block",
        "8/8/4k3/r7/8/4K3/8/2B5 w - - 0 1    | WHITE | SAME_COLOURED_BISHOPS | a bishop against a rook",
        "8/8/4k3/r7/8/4K3/8/2B5 w - - 0 1    | BLACK | NONE                  | a rook against a bishop",
        "8/4p3/4k3/8/8/4K3/8/2B5 w - - 0 1   | WHITE | NONE                  | a bishop against a pawn, which can block or promote",
        "8/8/4k3/8/8/4K3/8/2BN4 w - - 0 1    | WHITE | NONE                  | bishop and knight",
        "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1     | WHITE | NONE                  | a pawn",
    })
    void findsTheRuleThatProvesASideCannotMate(String fen, Side side, String expected, String description) {
        Optional<InsufficientMaterial> rule = InsufficientMaterial.of(Fen.parse(fen).orElseThrow().board(), side);
        assertEquals(expected, rule.map(Enum::name).orElse("NONE"));
    }
}
