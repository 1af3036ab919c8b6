package org.teamchess.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;

class SanParseTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @ParameterizedTest(name = "{1} ({2}) is {3}")
    @CsvSource(delimiter = '|', textBlock = """
            START                                   | e4          | ENGLISH | e2e4
            START                                   | e2-e4       | ENGLISH | e2e4
            START                                   | e2e4        | ENGLISH | e2e4
            START                                   | Nf3         | ENGLISH | g1f3
            START                                   | Ng1f3       | ENGLISH | g1f3
            START                                   | Ng1-f3      | ENGLISH | g1f3
            START                                   | Кf3         | ENGLISH | g1f3
            START                                   | Кg1-f3      | RUSSIAN | g1f3
            START                                   | Kf3         | RUSSIAN | g1f3
            # check marks, glyphs and draw offers are cut off, not checked
            START                                   | Nf3+        | ENGLISH | g1f3
            START                                   | Nf3++       | ENGLISH | g1f3
            START                                   | Nf3#        | ENGLISH | g1f3
            START                                   | Nf3!        | ENGLISH | g1f3
            START                                   | Nf3??       | ENGLISH | g1f3
            START                                   | Nf3!?       | ENGLISH | g1f3
            START                                   | Nf3?!       | ENGLISH | g1f3
            START                                   | Nf3 (=)     | ENGLISH | g1f3
            START                                   | Nf3(=)      | ENGLISH | g1f3
            START                                   | Nf3=        | ENGLISH | g1f3
            START                                   | Nf3+ =      | ENGLISH | g1f3
            # Cyrillic look-alikes of the file letters
            START                                   | е4          | RUSSIAN | e2e4
            START                                   | а4          | RUSSIAN | a2a4
            START                                   | Кс3         | RUSSIAN | b1c3
            # capture marks x, : and the Cyrillic х, or none
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | exd5        | ENGLISH | e4d5
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | e:d5        | ENGLISH | e4d5
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | eхd5        | RUSSIAN | e4d5
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | e4xd5       | ENGLISH | e4d5
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | ed5         | ENGLISH | e4d5
            # Art. 18.8 example: a Latin C for the bishop and a Cyrillic х
            4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1       | Cхe5        | RUSSIAN | b2e5
            4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1       | Сxe5        | ENGLISH | b2e5
            4k3/8/8/4p3/8/8/1B6/4K3 w - - 0 1       | Bxe5        | ENGLISH | b2e5
            # en passant, marked or not (Art. 18.8, 19)
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6        | ENGLISH | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6 e.p.   | RUSSIAN | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6e.p.    | RUSSIAN | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6 е.р.   | RUSSIAN | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6ep      | ENGLISH | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6 ep     | ENGLISH | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | e5xd6 e.p.  | ENGLISH | e5d6
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1       | exd6+ e.p.  | ENGLISH | e5d6
            # promotion in every form, and under-promotion (Art. 18.11)
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8=Q        | ENGLISH | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8Q         | ENGLISH | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8(Q)       | ENGLISH | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8q         | ENGLISH | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8Ф         | RUSSIAN | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8=Ф        | RUSSIAN | c7c8q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8Л         | RUSSIAN | c7c8r
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8=R+       | ENGLISH | c7c8r
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8С         | RUSSIAN | c7c8b
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8C         | ENGLISH | c7c8b
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | cxd8=N      | ENGLISH | c7d8n
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | cxd8N       | ENGLISH | c7d8n
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | cxd8К       | RUSSIAN | c7d8n
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | cxd8K       | RUSSIAN | c7d8n
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8=Q+ (=)   | ENGLISH | c7c8q
            # seed 000 C.12 / Art. 18.11 examples: d8Ф, f8K, b1C, g1Л (Latin K and C in a Russian text)
            k7/3P1P2/8/8/8/8/8/7K w - - 0 1         | d8Ф         | RUSSIAN | d7d8q
            k7/3P1P2/8/8/8/8/8/7K w - - 0 1         | f8K         | RUSSIAN | f7f8n
            k7/8/8/8/3K4/8/1p4p1/8 b - - 0 1        | b1C         | RUSSIAN | b2b1b
            k7/8/8/8/3K4/8/1p4p1/8 b - - 0 1        | g1Л         | RUSSIAN | g2g1r
            # castling (Art. 19), also with the Cyrillic О
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | O-O         | ENGLISH | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | 0-0         | RUSSIAN | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | О-О         | RUSSIAN | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | o-o         | ENGLISH | e1h1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | O-O-O       | ENGLISH | e1a1
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1    | 0-0-0+      | RUSSIAN | e1a1
            r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1    | 0-0-0       | RUSSIAN | e8a8
            # the king: K, Кр, and the Latin look-alikes Kp, Кp, Kр
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Ke2         | ENGLISH | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Крe2        | RUSSIAN | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Kpe2        | RUSSIAN | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Kpe2        | ENGLISH | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Кpe2        | RUSSIAN | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Kрe2        | RUSSIAN | e1e2
            4k3/8/8/8/8/8/8/4K3 w - - 0 1           | Крe1-e2     | RUSSIAN | e1e2
            # Art. 18.9 examples as the seed writes them, with a Latin K for the knight
            4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1        | Kgf3        | RUSSIAN | g1f3
            4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1        | Кеf3        | RUSSIAN | e1f3
            4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1        | K5f3        | RUSSIAN | g5f3
            4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1      | К1хf3       | RUSSIAN | g1f3
            4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1       | Kdxf3       | RUSSIAN | d4f3
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1       | Qa1b2       | ENGLISH | a1b2
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1       | Фa1-b2      | RUSSIAN | a1b2
            """)
    void readsEveryAcceptedForm(String fen, String text, Notation notation, String expected) {
        Position position = Fen.parse(fen.equals("START") ? START : fen).orElseThrow();
        Result<Move> move = San.parse(position, text, notation);
        assertEquals(expected, move.orElseThrow().toString());
    }

    @ParameterizedTest(name = "{1} is refused")
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            START                                   | Nf6    | ENGLISH | Nf6 is illegal: no knight can move to f6
            START                                   | Kf3    | ENGLISH | Kf3 is illegal: no king can move to f3
            START                                   | Nhf3   | ENGLISH | Nhf3 is illegal: no knight on the h-file can move to f3
            START                                   | N2f3   | ENGLISH | N2f3 is illegal: no knight on rank 2 can move to f3
            START                                   | e4=Q   | ENGLISH | e4=Q is illegal: a pawn is promoted only on the last rank
            rnbqkbnr/pppppppp/8/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3 | Nd2 | ENGLISH | Nd2 is ambiguous: knights on b1 and f3 can move to d2
            rnbqkbnr/pppppppp/8/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 3 | Кd2 | RUSSIAN | Кd2 is ambiguous: knights on b1 and f3 can move to d2
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1       | Qb2    | ENGLISH | Qb2 is ambiguous: queens on a1, c1 and a3 can move to b2
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1       | Qab2   | ENGLISH | Qab2 is ambiguous: queens on a1 and a3 can move to b2
            4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1       | Nf3    | ENGLISH | Nf3 is illegal: no knight can move to f3
            4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1       | d5     | ENGLISH | d5 is illegal: no pawn can move to d5 (a pawn capture names the file it leaves, e.g. exd5)
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8     | ENGLISH | c8 is illegal: a pawn that reaches the last rank must be promoted, e.g. c8=Q
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8=K   | ENGLISH | c8=K is illegal: a pawn cannot become a king (in Russian notation a Latin K is a knight)
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1        | c8Кр   | RUSSIAN | c8Кр is illegal: a pawn cannot become a king
            4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1      | Ra2    | ENGLISH | Ra2 is illegal: no rook can move to a2 (the king is in check)
            4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1      | O-O    | ENGLISH | O-O is illegal: white cannot castle out of check (Art. 3.8.2.2)
            r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1     | O-O    | ENGLISH | O-O is illegal: white has no right to castle kingside (Art. 3.8.2.1)
            r3k2r/8/8/8/8/8/8/R3K2R b KQq - 0 1     | 0-0    | RUSSIAN | 0-0 is illegal: black has no right to castle kingside (Art. 3.8.2.1)
            4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1      | O-O    | ENGLISH | O-O is illegal: white cannot castle kingside now: a square between king and rook is occupied, or the king would cross or reach an attacked square (Art. 3.8.2.2)
            START                                   | O-O-O  | ENGLISH | O-O-O is illegal: white cannot castle queenside now: a square between king and rook is occupied, or the king would cross or reach an attacked square (Art. 3.8.2.2)
            """)
    void refusesWithAReason(String fen, String text, Notation notation, String reason) {
        Position position = Fen.parse(fen.equals("START") ? START : fen).orElseThrow();
        assertEquals(Result.failure("move", reason), San.parse(position, text, notation));
    }

    @ParameterizedTest(name = "{0} is no move")
    @ValueSource(strings = {"Nb1c3x", "Zf3", "e9", "+", "Фe3+3", "Ne4=Q", "O-O-O-O", "Nf3-"})
    void refusesTextThatIsNoMove(String text) {
        Position position = Fen.parse(START).orElseThrow();
        assertEquals(Result.failure("move", "'" + text + "' is not a move in algebraic notation"
                        + " (e.g. Nf3, exd5, O-O, e8=Q, Кf3, Крe2, e8Ф) nor in UCI (e.g. g1f3)"),
                San.parse(position, text, Notation.RUSSIAN));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(value = {"''", "'   '"}, emptyValue = "")
    void refusesAnEmptyMove(String text) {
        Position position = Fen.parse(START).orElseThrow();
        assertEquals(Result.failure("move", "the move is empty"), San.parse(position, text, Notation.ENGLISH));
        assertEquals(Result.failure("move", "the move is empty"), San.parse(position, null, Notation.ENGLISH));
    }
}
