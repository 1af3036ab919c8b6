package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Move;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.rules.variant.Variant;

/** Games from the npm package cm-pgn 5.0.0 (MIT; see the README beside the files). */
class PgnFixturesTest {

    private static final List<PgnGame> LIST = TestPgn.completeGames("cm-pgn-test-list.pgn");

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            0 | Morozevich, Alexander | 5rk1/Q4ppp/2p1r3/6q1/8/3Pp3/PP3P1N/4RR1K w - - 0 27
            1 | Bartel, Mateusz      | r3r1k1/pp1qppb1/2p3p1/7p/3PpP2/BPP1P1P1/P1Q3BP/3R2K1 b - - 0 19
            2 | Timmermans, Mark     | r3r1k1/pp3p2/3p2pQ/1P1P3p/P2Pp1n1/8/3N1P2/2K3R1 w - - 0 25
            3 | Nakamura, Hikaru     | r1bQr3/1pp2ppk/5n2/8/2p5/pP2P3/P3NPPP/R4RK1 w - - 1 18
            4 | Fischer, Robert J.   | 8/8/4R1p1/2k3p1/1p4P1/1P1b1P2/3K1n2/8 b - - 2 43
            """)
    void replaysToTheFinalPositionPgnExtractGives(int index, String white, String fen) {
        PgnGame game = LIST.get(index);
        assertEquals(white, game.tags().get("White"));
        assertEquals(fen, game.finalPosition().toFen());
    }

    @Test
    void keepsTheCommentOnTheMoveBeforeIt() {
        PgnNode sixthPly = LIST.get(4).moves().get(5);
        assertEquals(List.of("This opening is called the Ruy Lopez."), sixthPly.commentsAfter());
    }

    @Test
    void readsAGameWhoseFirstMoveIsBlacks() {
        PgnGame game = LIST.get(1);
        assertEquals(17, game.startPosition().fullMoveNumber());
        assertEquals("Bg4", San.format(game.startPosition(), game.mainline().get(0), Notation.ENGLISH));
    }

    @Test
    void replaysAronianFedoseevChess960WithBothCastlings() {
        PgnGame game = TestPgn.completeGames("cm-pgn-chess960.pgn").get(0);
        assertEquals(Variant.CHESS960, game.startPosition().variant());
        // 36 moves of White and 35 of Black; the file's PlyCount tag says 72, one too many.
        assertEquals(71, game.moves().size());
        assertEquals("2rRn2k/2P3pp/8/pN3q2/8/1P6/1PQ4P/K5R1 b - - 0 36", game.finalPosition().toFen());
        Move whiteCastles = game.mainline().get(16);
        Move blackCastles = game.mainline().get(27);
        assertEquals("c1b1", whiteCastles.toString(), "9. O-O-O: the king on c1 stays, the rook b1 goes to d1");
        assertEquals("c8e8", blackCastles.toString(), "14... O-O: king c8 to g8, rook e8 to f8");
    }
}
