package org.teamchess.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;

class MoveParserTest {

    private static final String KING_AND_KNIGHT = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
    private static final String PROMOTIONS = "k7/3P1P2/8/8/8/8/8/7K w - - 0 1";

    private static String parsed(String fen, String text) {
        return MoveParser.parse(Fen.parse(fen).orElseThrow(), text).orElseThrow().toString();
    }

    private static String parsed(String fen, String text, Notation hint) {
        return MoveParser.parse(Fen.parse(fen).orElseThrow(), text, hint).orElseThrow().toString();
    }

    @ParameterizedTest(name = "{1} is {2}")
    @CsvSource(delimiter = '|', textBlock = """
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2e4  | e2e4
            rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1f3  | g1f3
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1                         | c7d8n | c7d8n
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1                         | c7c8Q | c7c8q
            # standard chess takes the king's two-square move and king-takes-rook
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | e1g1  | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | e1h1  | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | e1c1  | e1a1
            """)
    void readsUci(String fen, String text, String expected) {
        assertEquals(expected, parsed(fen, text));
    }

    @Test
    void readsChess960CastlingInUciAsKingTakesRook() {
        Position position = Fen.parse("qrbnnbkr/pppppp1p/6p1/8/8/6P1/PPPPPPBP/QRBNN1KR w KQkq - 0 3", true)
                .orElseThrow();
        assertEquals("g1h1", MoveParser.parse(position, "g1h1").orElseThrow().toString());
        assertEquals("g1h1", MoveParser.parse(position, "O-O").orElseThrow().toString());
    }

    @Test
    void refusesAnIllegalUciMoveWithTheReasonOfResolve() {
        Position start = Position.standard();
        assertEquals(Result.failure("move", "illegal move e2e5: the pawn on e2 cannot move to e5"),
                MoveParser.parse(start, "e2e5"));
    }

    @Test
    void readsALatinKAsTheKingWhenTheMoveHasNoCyrillicLetter() {
        assertEquals("e1f2", parsed(KING_AND_KNIGHT, "Kf2"));
        assertEquals(Result.failure("move", "Kf3 is illegal: no king can move to f3"),
                MoveParser.parse(Fen.parse(KING_AND_KNIGHT).orElseThrow(), "Kf3"));
    }

    @Test
    void readsACyrillicKAsTheKnightAndKrAsTheKing() {
        assertEquals("g1f3", parsed(KING_AND_KNIGHT, "Кf3"));
        assertEquals("e1f2", parsed(KING_AND_KNIGHT, "Крf2"));
        assertEquals("e1f2", parsed(KING_AND_KNIGHT, "Kpf2"));
    }

    @Test
    void readsALatinKAsTheKnightWhenTheHintIsRussian() {
        assertEquals("g1f3", parsed(KING_AND_KNIGHT, "Kf3", Notation.RUSSIAN));
        assertEquals("e1f2", parsed(KING_AND_KNIGHT, "Kpf2", Notation.RUSSIAN));
        assertEquals("e1f2", parsed(KING_AND_KNIGHT, "Kf2", Notation.ENGLISH));
    }

    @Test
    void readsTheSeedsLatinKnightPromotionOnlyWithTheRussianHint() {
        assertEquals("f7f8n", parsed(PROMOTIONS, "f8K", Notation.RUSSIAN));
        assertEquals(Result.failure("move",
                        "f8K is illegal: a pawn cannot become a king (in Russian notation a Latin K is a knight)"),
                MoveParser.parse(Fen.parse(PROMOTIONS).orElseThrow(), "f8K"));
        assertEquals("d7d8q", parsed(PROMOTIONS, "d8Ф"));
    }

    @Test
    void readsALatinCAsTheBishopInEitherNotation() {
        String fen = "k7/8/8/8/3K4/8/1p4p1/8 b - - 0 1";
        assertEquals("b2b1b", parsed(fen, "b1C"));
        assertEquals("b2b1b", parsed(fen, "b1C", Notation.ENGLISH));
        assertEquals("b2b1b", parsed(fen, "b1C", Notation.RUSSIAN));
    }

    @Test
    void detectsRussianByAnyCyrillicLetter() {
        assertEquals(Notation.RUSSIAN, Notation.detect("Кf3"));
        assertEquals(Notation.RUSSIAN, Notation.detect("e4 e5 2. f4 f5 3. exf5 Фh4+"));
        assertEquals(Notation.RUSSIAN, Notation.detect("е4"));
        assertEquals(Notation.ENGLISH, Notation.detect("Kf3"));
        assertEquals(Notation.ENGLISH, Notation.detect("f8K b1C"));
    }
}
