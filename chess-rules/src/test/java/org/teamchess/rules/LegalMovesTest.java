package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.Positions.fen;
import static org.teamchess.rules.Positions.play;
import static org.teamchess.rules.Positions.uciMoves;

import java.util.Set;

import org.junit.jupiter.api.Test;

class LegalMovesTest {

    @Test
    void enPassantThatExposesTheKingAlongTheRankIsIllegal() {
        // After c7-c5, bxc6 would take both pawns off the fifth rank: the h5 rook would see the a5 king.
        Position position = play(fen("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1"), "c7c5");
        assertFalse(uciMoves(position).contains("b5c6"));
        assertTrue(position.enPassantSquare().isEmpty());
        assertIllegal(position, "b5c6");
    }

    @Test
    void enPassantAlongTheDiagonalOfItsPinIsLegal() {
        // The c4 pawn is pinned on a6-f1; cxd3 stays on that diagonal.
        Position position = play(fen("8/8/k7/8/2p5/8/3P4/5B1K w - - 0 1"), "d2d4");
        assertTrue(uciMoves(position).contains("c4d3"));
    }

    @Test
    void enPassantThatLeavesADiagonalPinIsIllegal() {
        // The c4 pawn is pinned on a2-e6; cxd3 would open the diagonal to the a2 king.
        Position position = play(fen("8/8/4B3/8/2p5/8/k2P4/7K w - - 0 1"), "d2d4");
        assertFalse(uciMoves(position).contains("c4d3"));
    }

    @Test
    void enPassantCanGiveDiscoveredCheck() {
        Position position = play(fen("8/3p4/8/R3P2k/8/8/8/4K3 b - - 0 1"), "d7d5", "e5d6");
        assertTrue(position.isCheck());
        assertEquals("8/8/3P4/R6k/8/8/8/4K3 b - - 0 2", position.toFen());
    }

    @Test
    void enPassantMayCaptureThePawnThatGivesCheck() {
        Position position = play(fen("8/8/8/4k3/4p3/8/3P4/4K3 w - - 0 1"), "d2d4");
        assertTrue(position.isCheck());
        Move capture = position.resolve(Uci.parse("e4d3").orElseThrow()).orElseThrow();
        assertEquals(MoveKind.EN_PASSANT, capture.kind());
        assertEquals(PieceType.PAWN, capture.captured());
        assertFalse(position.play(capture).isCheck());
    }

    @Test
    void castlingThroughAnAttackedSquareIsIllegalButAnAttackedB1DoesNotStopLongCastling() {
        Set<String> moves = uciMoves(fen("4k3/8/8/8/8/n7/5r2/R3K2R w KQ - 0 1"));
        assertFalse(moves.contains("e1g1"), "f1 is attacked by the f2 rook");
        assertTrue(moves.contains("e1c1"), "only b1 is attacked, and the king does not cross it");
    }

    @Test
    void castlingOutOfCheckOrIntoCheckIsIllegal() {
        assertFalse(uciMoves(fen("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1")).contains("e1g1"));
        assertFalse(uciMoves(fen("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1")).contains("e1g1"));
        assertTrue(uciMoves(fen("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1")).contains("e1c1"));
    }

    @Test
    void standardCastlingIsWrittenAsTheKingsTwoStepAndAlsoReadAsKingTakesRook() {
        Position position = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Move twoStep = position.resolve(Uci.parse("e1g1").orElseThrow()).orElseThrow();
        Move kingTakesRook = position.resolve(Uci.parse("e1h1").orElseThrow()).orElseThrow();
        assertEquals(twoStep, kingTakesRook);
        assertTrue(twoStep.isCastling());
        assertEquals(Square.H1, twoStep.to());
        assertEquals(Square.G1, twoStep.kingTarget());
        assertEquals(Square.F1, twoStep.rookTarget());
        assertEquals("e1g1", position.toUci(twoStep).toString());
        assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", position.play(twoStep).toFen());
    }

    @Test
    void chess960CastlingIsWrittenKingTakesRookOnly() {
        Position position = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true).orElseThrow();
        assertTrue(uciMoves(position).containsAll(Set.of("e1h1", "e1a1")));
        assertFalse(uciMoves(position).contains("e1g1"));
        assertIllegal(position, "e1g1");
    }

    @Test
    void chess960CastlingWithTheB1RookIsIllegalWhenThatRookShieldsTheKingFromA1() {
        Position position = fen("4k3/8/8/8/8/8/8/rRK4R w HB - 0 1");
        assertFalse(uciMoves(position).contains("c1b1"));
        assertTrue(uciMoves(position).contains("c1h1"));
        assertFalse(uciMoves(fen("4k3/8/8/8/8/8/8/4K1Rr w G - 0 1")).contains("e1g1"), "the g1 rook shields g1 from h1");
    }

    @Test
    void chess960CastlingWithTheKingAlreadyOnItsTargetMovesOnlyTheRook() {
        Position position = play(fen("r5kr/8/8/8/8/8/8/R5KR w HAha - 0 1"), "g1h1");
        assertEquals("r5kr/8/8/8/8/8/8/R4RK1 b kq - 1 1", position.toFen());
    }

    @Test
    void chess960CastlingWithTheRookAlreadyOnItsTargetMovesOnlyTheKing() {
        Position start = fen("3rkr2/3ppp2/8/8/8/8/3PPP2/3RKR2 w FDfd - 0 1");
        assertEquals("3rkr2/3ppp2/8/8/8/8/3PPP2/2KR1R2 b kq - 1 1", play(start, "e1d1").toFen());
        assertEquals("3rkr2/3ppp2/8/8/8/8/3PPP2/3R1RK1 b kq - 1 1", play(start, "e1f1").toFen());
    }

    @Test
    void chess960KingAndRookMaySwapSquares() {
        Position position = play(fen("5kr1/5pp1/8/8/8/8/5PP1/5KR1 w Gg - 0 1"), "f1g1");
        assertEquals("5kr1/5pp1/8/8/8/8/5PP1/5RK1 b k - 1 1", position.toFen());
    }

    @Test
    void aPromotionWithCaptureOffersFourPieces() {
        Position position = fen("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        assertTrue(uciMoves(position).containsAll(Set.of("a7b8q", "a7b8r", "a7b8b", "a7b8n",
                "a7a8q", "a7a8r", "a7a8b", "a7a8n")));
        Move capture = position.resolve(Uci.parse("a7b8n").orElseThrow()).orElseThrow();
        assertEquals(PieceType.ROOK, capture.captured());
        assertEquals(PieceType.KNIGHT, capture.promotion());
        assertEquals("1N2k3/8/8/8/8/8/8/4K3 b - - 0 1", position.play(capture).toFen());
    }

    @Test
    void capturingARookOnItsHomeSquareTakesAwayThatCastlingRight() {
        Position position = play(fen("r3k2r/1P6/8/8/8/8/8/R3K2R w KQkq - 0 1"), "b7a8q");
        assertEquals("Q3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1", position.toFen());
    }

    @Test
    void movingTheKingOrARookGivesUpCastling() {
        Position start = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertEquals("r3k2r/8/8/8/8/8/8/R3K1R1 b Qkq - 1 1", play(start, "h1g1").toFen());
        assertEquals("r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1", play(start, "e1f1").toFen());
    }

    @Test
    void aPinnedPieceMovesOnlyAlongThePin() {
        Position position = fen("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
        assertTrue(uciMoves(position).stream().noneMatch(move -> move.startsWith("e2")));
        Position rookPin = fen("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
        assertEquals(Set.of("e2e3", "e2e4", "e2e5", "e2e6", "e2e7"),
                Set.copyOf(uciMoves(rookPin).stream().filter(move -> move.startsWith("e2")).toList()));
    }

    @Test
    void inDoubleCheckOnlyTheKingMoves() {
        // The knight could take the a1 rook and the bishop the b4 bishop, were there only one check.
        Position position = fen("4k3/8/3B4/8/1b6/1N6/8/r3K3 w - - 0 1");
        assertEquals(Set.of("e1e2", "e1f2"), uciMoves(position));
    }

    @Test
    void foolsMateIsCheckmateAndAKingWithoutMovesIsStalemate() {
        Position mate = play(Position.standard(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertTrue(mate.isCheckmate());
        assertFalse(mate.isStalemate());
        assertEquals(0, mate.legalMoveCount());
        Position stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertTrue(stalemate.isStalemate());
        assertFalse(stalemate.isCheckmate());
    }

    @Test
    void playReturnsANewPositionAndLeavesTheOldOneAsItWas() {
        Position start = Position.standard();
        Position next = play(start, "g1f3");
        assertEquals(Position.STANDARD_FEN, start.toFen());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", next.toFen());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 0 2", play(next, "e7e5").toFen());
    }

    @Test
    void playRefusesAMoveOfAnotherPosition() {
        Position afterE4 = play(Position.standard(), "e2e4");
        Move e4e5 = play(afterE4, "e7e6").resolve(Uci.parse("e4e5").orElseThrow()).orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> afterE4.play(e4e5));
    }

    @Test
    void resolveSaysWhyAMoveIsIllegal() {
        Position start = Position.standard();
        assertEquals("illegal move e3e4: no piece on e3", reason(start, "e3e4"));
        assertEquals("illegal move e7e5: the piece on e7 is not white's", reason(start, "e7e5"));
        assertEquals("illegal move e2e5: the pawn on e2 cannot move to e5", reason(start, "e2e5"));
        assertEquals("illegal move e1d1: the king on e1 cannot move to d1 (the king is in check)",
                reason(fen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"), "e1d1"));
    }

    @Test
    void theRepetitionKeyIgnoresTheMoveCountersButNotTheCastlingRights() {
        Position start = Position.standard();
        Position shuffled = play(start, "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(start.repetitionKey(), shuffled.repetitionKey());
        assertNotEquals(start, shuffled);
        Position rookShuffled = play(start, "g1f3", "g8f6", "h1g1", "f6g8", "g1h1", "g8f6", "f3g1", "f6g8");
        assertEquals(start.board(), rookShuffled.board());
        assertNotEquals(start.repetitionKey(), rookShuffled.repetitionKey());
    }

    private static void assertIllegal(Position position, String uci) {
        assertInstanceOf(Result.Failure.class, position.resolve(Uci.parse(uci).orElseThrow()));
    }

    private static String reason(Position position, String uci) {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, position.resolve(Uci.parse(uci).orElseThrow()));
        assertEquals("move", failure.field());
        return failure.reason();
    }
}
