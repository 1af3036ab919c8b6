package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.Positions.fen;
import static org.teamchess.rules.Positions.play;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.variant.CastlingNotation;
import org.teamchess.rules.variant.Variant;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Position.STANDARD_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 17 60",
    })
    void standardFenReadsBackAsItWasWritten(String fen) {
        Position position = Fen.parse(fen).orElseThrow();
        assertEquals(Variant.STANDARD, position.variant());
        assertEquals(fen, position.toFen());
        assertEquals(fen, Fen.format(position, CastlingNotation.STANDARD));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w KQk - 3 9",
        "4k3/8/8/8/8/8/8/4KR1R w F - 0 1",
        "1r2kr2/8/8/8/8/8/8/RR2K1R1 w Bk - 0 1",
    })
    void xFenReadsBackAsItWasWritten(String fen) {
        Position position = Fen.parse(fen).orElseThrow();
        assertEquals(Variant.CHESS960, position.variant());
        assertEquals(fen, position.toFen());
    }

    @ParameterizedTest
    @CsvSource({
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9, bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
        "qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w GDg - 3 9, qnr1bkrb/pppp2pp/3np3/5p2/8/P2P2P1/NPP1PP1P/QN1RBKRB w KQk - 3 9",
        "4k3/8/8/8/8/8/8/4KR1R w F - 0 1, 4k3/8/8/8/8/8/8/4KR1R w F - 0 1",
    })
    void shredderFenReadsBackAsItWasWrittenAndTranslatesToXFen(String shredder, String xFen) {
        Position position = Fen.parse(shredder).orElseThrow();
        assertEquals(shredder, Fen.format(position, CastlingNotation.SHREDDER));
        assertEquals(xFen, Fen.format(position, CastlingNotation.X_FEN));
        assertEquals(position, Fen.parse(xFen).orElseThrow());
    }

    @Test
    void xFenNamesACastlingRookThatIsNotTheOutermostByItsFile() {
        // h1 holds a rook farther out, so "K" would name h1: the f1 rook must be written "F".
        Position position = Fen.parse("4k3/8/8/8/8/8/8/4KR1R w F - 0 1").orElseThrow();
        assertEquals(Square.F1.bit(), position.castlingRooks());
        Position outermost = Fen.parse("4k3/8/8/8/8/8/8/4KR1R w K - 0 1", true).orElseThrow();
        assertEquals(Square.H1.bit(), outermost.castlingRooks());
    }

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                                             | fen",
        "'   '                                                          | fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq             | fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra | fen",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1                | placement",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1       | placement",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1       | placement",
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | placement",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1      | placement",
        "rnbqkbnr/pppppppp/8p/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1      | placement",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1        | placement",
        "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1         | placement",
        "4k3/8/8/8/8/8/8/P3K3 w - - 0 1                                 | placement",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1       | side",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1                                | side",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1       | castling",
        "4k3/8/8/8/8/8/8/4KR1R w FH - 0 1                               | castling",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1      | enPassant",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1      | enPassant",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z6 0 1      | enPassant",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1       | halfMoveClock",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1      | halfMoveClock",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0       | fullMoveNumber",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 one     | fullMoveNumber",
    })
    void everyRefusalNamesTheFieldThatIsWrong(String fen, String field) {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, Fen.parse(fen));
        assertEquals(field, failure.field(), failure.reason());
        assertFalse(failure.reason().isBlank());
    }

    @Test
    void aMissingFenIsRefusedAsTheFen() {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, Fen.parse(null));
        assertEquals("fen", failure.field());
    }

    @Test
    void theMoveCountersMayBeLeftOutAsInEpd() {
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 1", Fen.parse("4k3/8/8/8/8/8/8/4K3 b - -").orElseThrow().toFen());
    }

    @ParameterizedTest
    @CsvSource({
        "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1,          4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "r3k2r/8/8/8/8/8/3K4/R6R w KQkq - 0 1,      r3k2r/8/8/8/8/8/3K4/R6R w kq - 0 1",
        "r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1,       r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1",
    })
    void castlingRightsThePositionMakesImpossibleAreDropped(String fen, String expected) {
        Position position = Fen.parse(fen).orElseThrow();
        assertEquals(expected, position.toFen());
        assertEquals(Variant.STANDARD, position.variant());
    }

    @Test
    void aShredderLetterNamingNoRookIsDropped() {
        Position position = Fen.parse("4k3/8/8/8/8/8/8/4K2R w HA - 0 1").orElseThrow();
        assertEquals(Square.H1.bit(), position.castlingRooks());
    }

    @Test
    void noEnPassantSquareAfterADoubleStepThatNoPawnCanCapture() {
        Position afterE4 = play(Position.standard(), "e2e4");
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", afterE4.toFen());
        assertTrue(afterE4.enPassantSquare().isEmpty());
        // The square a FEN gives without a capture is dropped, so both FENs name one position (Art. 9.2).
        assertEquals(afterE4, Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").orElseThrow());
    }

    @Test
    void enPassantSquareAfterADoubleStepThatAPawnCanCapture() {
        Position position = play(fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"), "e2e4");
        assertEquals("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", position.toFen());
        assertEquals(Square.E3, position.enPassantSquare().orElseThrow());
    }

    @Test
    void noEnPassantSquareWhenThePinnedCapturerCannotTake() {
        // dxe3 would take both pawns off the fourth rank and leave the king on a4 to the rook on h4.
        Position position = play(fen("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1"), "e2e4");
        assertEquals("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1", position.toFen());
        assertEquals(position, Fen.parse("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1").orElseThrow());
    }

    @Test
    void anEnPassantSquareWithoutAPawnThatCouldHaveJustAdvancedIsDropped() {
        // The e5 pawn attacks d6, but no black pawn stands on d5.
        assertEquals("4k3/8/8/4P3/8/8/8/4K3 w - - 0 1",
                Fen.parse("4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1").orElseThrow().toFen());
    }

    @ParameterizedTest
    @CsvSource({
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1, Standard",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1,    Standard",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1, Standard",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9, Chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9, Chess960",
        "4k3/8/8/8/8/8/8/4KR1R w F - 0 1,                          Chess960",
        "4k3/8/8/8/8/8/8/R3K1R1 w K - 0 1,                          Chess960",
    })
    void chess960IsDetectedWhenTheCastlingRightsCannotBeStandardOnes(String fen, String variant) {
        assertEquals(variant, Fen.parse(fen).orElseThrow().variant().name());
    }

    @Test
    void chess960CanBeForcedWhateverTheCastlingFieldSays() {
        Position position = Fen.parse(Position.STANDARD_FEN, true).orElseThrow();
        assertEquals(Variant.CHESS960, position.variant());
        assertEquals(Position.STANDARD_FEN, position.toFen());
        assertEquals(Position.standard().board(), position.board());
        assertEquals(Position.standard().castlingRooks(), position.castlingRooks());
    }
}
