package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Position;

/**
 * Ten well-known games ({@code master-games.pgn}) replay without an error or a warning and end where
 * pgn-extract 19.04 says they end. {@link PgnWriterTest} exports and reads them back.
 */
class PgnMasterGamesTest {

    private static final List<PgnGame> GAMES = TestPgn.completeGames("master-games.pgn");

    @Test
    void theFileHoldsTenGames() {
        assertEquals(10, GAMES.size());
    }

    @ParameterizedTest(name = "{1} - {2}")
    @CsvSource(delimiter = '|', textBlock = """
            0 | Anderssen, Adolf  | Kieseritzky, Lionel | true  | r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1 b - - 1 23
            1 | Anderssen, Adolf  | Dufresne, Jean      | true  | 1r3kr1/pbpBBp1p/1b3P2/8/8/2P2q2/P4PPP/3R2K1 b - - 0 24
            2 | Morphy, Paul      | Duke Karl of Brunswick and Count Isouard | true | 1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17
            3 | Steinitz, Wilhelm | von Bardeleben, Curt | false | r1r4k/pp1q3R/5pp1/3p2N1/6Q1/8/PP3PPP/2R3K1 b - - 0 25
            4 | Reti, Richard     | Tartakower, Savielly | true  | rnbB1b1r/ppk2ppp/2p5/4q3/4n3/8/PPP2PPP/2KR1BNR b - - 3 11
            5 | Lasker, Edward    | Thomas, George Alan  | true  | rn3r2/pbppq1p1/1p2pN2/8/3P2NP/6P1/PPPKBP1R/R5k1 b - - 6 18
            6 | Byrne, Donald     | Fischer, Robert James | true | 1Q6/5pk1/2p3p1/1p2N2p/1b5P/1bn5/2r3P1/2K5 w - - 16 42
            7 | Deep Blue         | Kasparov, Garry      | false | r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19
            8 | Kasparov, Garry   | Topalov, Veselin     | false | 8/Q6p/6p1/5p2/5P2/2p3P1/3r3P/2K1k3 b - - 3 44
            9 | Legal de Kermeur  | Saint Brie           | true  | rn1q1bnr/ppp1kB1p/3p2p1/3NN3/4P3/8/PPPP1PPP/R1BbK2R b KQ - 2 7
            """)
    void replaysToTheKnownFinalPosition(int index, String white, String black, boolean mate, String fen) {
        PgnGame game = GAMES.get(index);
        assertEquals(white, game.tags().get("White"));
        assertEquals(black, game.tags().get("Black"));
        Position end = game.finalPosition();
        assertEquals(fen, end.toFen());
        assertEquals(mate, end.isCheckmate());
    }
}
