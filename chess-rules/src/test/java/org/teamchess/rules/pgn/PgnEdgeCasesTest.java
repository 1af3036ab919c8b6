package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Move;
import org.teamchess.rules.MoveKind;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.variant.Variant;

/** The hand-written games of {@code edge-cases.pgn}; final positions from pgn-extract and Stockfish. */
class PgnEdgeCasesTest {

    private static final List<PgnGame> GAMES = TestPgn.completeGames("edge-cases.pgn");

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            0 | Under-promotion to a knight, with check and a fork | 8/2N5/8/4k3/8/8/8/4K3 b - - 0 2
            1 | Under-promotions of Black: to a bishop with a capture, to a rook | 4k3/8/8/8/8/8/2K5/r6b b - - 1 3
            2 | En passant capture giving check | 8/8/3k4/8/8/8/8/4K3 w - - 0 3
            3 | En passant capture giving a discovered check along the rank | 8/8/3P4/7R/1k6/8/8/4K3 w - - 1 3
            4 | Castling out of a pin: the knight on c3 is pinned when White castles | r1bqk2r/pppp1ppp/2n5/3P4/2B1n3/2b2N2/PP3PPP/R1BQ1RK1 b kq - 0 9
            5 | Chess960, X-FEN: castling kingside with a king that does not move | qrbnnrk1/ppppppbp/6p1/8/8/6P1/PPPPPPBP/QRBNNRK1 w - - 4 4
            6 | Chess960, Shredder-FEN: castling queenside across the board | q1kr3r/pppbbppp/2nppn2/8/8/2NPPN2/PPPBBPPP/Q1KR3R w - - 4 8
            7 | Fivefold repetition of the start position | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9
            8 | 75 moves without a capture or a pawn move | k7/8/8/8/5r2/8/N5K1/4R3 w - - 150 76
            """)
    void replaysToTheKnownFinalPosition(int index, String event, String fen) {
        PgnGame game = GAMES.get(index);
        assertEquals(event, game.tags().get("Event"));
        assertEquals(fen, game.finalPosition().toFen());
    }

    @Test
    void underPromotionsMakeTheChosenPieces() {
        assertEquals(PieceType.KNIGHT, GAMES.get(0).mainline().get(0).promotion());
        assertTrue(GAMES.get(0).positions().get(1).isCheck());
        List<Move> black = GAMES.get(1).mainline();
        assertEquals(PieceType.BISHOP, black.get(0).promotion());
        assertEquals(PieceType.ROOK, black.get(0).captured());
        assertEquals(PieceType.ROOK, black.get(2).promotion());
    }

    @Test
    void enPassantCapturesGiveCheck() {
        for (int index : new int[] {2, 3}) {
            PgnGame game = GAMES.get(index);
            assertEquals(MoveKind.EN_PASSANT, game.mainline().get(1).kind());
            assertTrue(game.positions().get(2).isCheck());
        }
    }

    @Test
    void castlingLeavesThePinnedKnightFree() {
        PgnGame game = GAMES.get(4);
        Move castling = game.mainline().get(14);
        assertTrue(castling.isCastling() && castling.isKingsideCastling());
    }

    @Test
    void chess960GamesUseTheVariantAndCastleKingTakesRook() {
        Move kingStays = GAMES.get(5).mainline().get(4);
        assertEquals(Variant.CHESS960, GAMES.get(5).startPosition().variant());
        assertTrue(kingStays.isCastling());
        assertEquals(kingStays.from(), kingStays.kingTarget(), "the king on g1 stays where it is");
        Move queenside = GAMES.get(6).mainline().get(12);
        assertEquals(Variant.CHESS960, GAMES.get(6).startPosition().variant());
        assertEquals("g1b1", queenside.toString());
        assertEquals(GAMES.get(5).startPosition(), GAMES.get(6).startPosition(), "X-FEN and Shredder-FEN agree");
    }

    @Test
    void theRepetitionGameShowsTheStartPositionFiveTimes() {
        PgnGame game = GAMES.get(7);
        long start = game.startPosition().repetitionKey();
        assertEquals(5, game.positions().stream().filter(position -> position.repetitionKey() == start).count());
    }

    @Test
    void theLongEndingHas150HalfMovesWithoutCaptureOrPawnMove() {
        PgnGame game = GAMES.get(8);
        assertEquals(150, game.moves().size());
        Position end = game.finalPosition();
        assertEquals(150, end.halfMoveClock());
        assertTrue(game.mainline().stream().noneMatch(Move::isIrreversible));
    }
}
