package org.teamchess.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Uci;

class SanFormatTest {

    static Position position(String fen) {
        return Fen.parse(fen).orElseThrow();
    }

    static Move move(Position position, String uci) {
        return Uci.parse(uci).flatMap(position::resolve).orElseThrow();
    }

    @ParameterizedTest(name = "{3} in {0}")
    @CsvSource(delimiter = '|', textBlock = """
            # Art. 18.9 example 1: knights on g1 and e1, same rank: the file they leave
            4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1       | g1f3 | Ngf3   | Кgf3
            4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1       | e1f3 | Nef3   | Кef3
            # Art. 18.9 example 2: knights on g5 and g1, same file: the rank they leave
            4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1       | g5f3 | N5f3   | К5f3
            4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1       | g1f3 | N1f3   | К1f3
            # Art. 18.9 example 3: knights on h2 and d4, neither shared: the file is preferred (18.9.3)
            4k3/8/8/8/3N4/8/7N/K7 w - - 0 1        | h2f3 | Nhf3   | Кhf3
            4k3/8/8/8/3N4/8/7N/K7 w - - 0 1        | d4f3 | Ndf3   | Кdf3
            # the same with a capture on f3
            4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1     | g1f3 | Ngxf3  | Кgxf3
            4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1     | g5f3 | N5xf3  | К5xf3
            # three queens: file and rank both needed for the one on a1
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1      | a1b2 | Qa1b2  | Фa1b2
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1      | a3b2 | Q3b2   | Ф3b2
            4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1      | c1b2 | Qcb2   | Фcb2
            # a pinned knight cannot move, so it needs no telling apart
            4k3/8/8/8/1b6/8/3N3N/4K3 w - - 0 1     | h2f3 | Nf3    | Кf3
            # pawn captures name the file left; Art. 18.10
            4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1    | c4d5 | cxd5   | cxd5
            4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1    | e4d5 | exd5   | exd5
            # promotion (Art. 18.11) and under-promotion, with capture and check
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1       | c7c8q | c8=Q  | c8Ф
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1       | c7d8n | cxd8=N | cxd8К
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1       | c7d8r | cxd8=R+ | cxd8Л+
            3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1       | c7c8b | c8=B  | c8С
            4k3/8/8/8/8/8/6p1/4K2R b - - 0 1       | g2h1b | gxh1=B | gxh1С
            # en passant: unmarked in SAN, "e.p." after everything in Russian (Art. 18.8)
            4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1      | e5d6 | exd6   | exd6 e.p.
            8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1      | e5d6 | exd6+  | exd6+ e.p.
            # the king: K and Кр
            4k3/8/8/8/8/8/8/4K3 w - - 0 1          | e1e2 | Ke2    | Крe2
            # check and mate (Art. 19)
            r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 4 | f3f7 | Qxf7# | Фxf7#
            4k3/8/8/8/8/8/8/R3K3 w Q - 0 1         | a1a8 | Ra8+   | Лa8+
            """)
    void writesSanInBothNotations(String fen, String uci, String english, String russian) {
        Position position = position(fen);
        Move move = move(position, uci);
        assertEquals(english, San.format(position, move, Notation.ENGLISH));
        assertEquals(russian, San.format(position, move, Notation.RUSSIAN));
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', textBlock = """
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1h1 | O-O   | 0-0
            r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 | e1a1 | O-O-O | 0-0-0
            r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | e8a8 | O-O-O | 0-0-0
            # castling that gives check: the rook lands on d1, facing the king on d8
            3k4/8/8/8/8/8/8/R3K3 w Q - 0 1       | e1a1 | O-O-O+ | 0-0-0+
            """)
    void writesCastling(String fen, String uci, String english, String russian) {
        writesSanInBothNotations(fen, uci, english, russian);
    }

    @Test
    void writesChess960CastlingAsOoEvenWhenTheKingStaysOnItsSquare() {
        // King g1, rooks b1 and h1: castling kingside moves only the rook, from h1 to f1.
        Position position = Fen.parse("qrbnnbkr/pppppp1p/6p1/8/8/6P1/PPPPPPBP/QRBNN1KR w KQkq - 0 3", true)
                .orElseThrow();
        Move castling = move(position, "g1h1");
        assertEquals(castling.from(), castling.kingTarget());
        assertEquals("O-O", San.format(position, castling, Notation.ENGLISH));
        assertEquals("0-0", San.format(position, castling, Notation.RUSSIAN));
    }
}
