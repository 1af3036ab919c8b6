package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.teamchess.rules.Attacks;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

class MatingPotentialTest {

    /** Enough for every short mate below; they are expected to be found with far less. */
    private static final long QUICK = 50_000;

    private static Position fen(String fen) {
        return Fen.parse(fen).orElseThrow();
    }

    /** Replays the proof line and checks that it ends in checkmate of {@code side}'s opponent. */
    private static Position assertMatesBy(Position start, Side side, MateVerdict verdict) {
        MateVerdict.Possible possible = assertInstanceOf(MateVerdict.Possible.class, verdict);
        Position position = start;
        for (Move move : possible.proofLine()) {
            position = position.play(move);
        }
        assertTrue(position.isCheckmate(), "the proof line does not end in mate: " + position.toFen());
        assertEquals(side.opposite(), position.sideToMove(), "the wrong side is mated: " + position.toFen());
        return position;
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "8/8/4k3/8/8/4K3/8/3Q4 w - - 0 1 | BLACK | a bare king",
        "8/8/4k3/8/8/4K3/8/2N5 b - - 0 1 | WHITE | king and knight against a bare king",
        "8/8/4k3/8/8/4K3/8/2B5 b - - 0 1 | WHITE | king and bishop against a bare king",
        "8/8/4k3/q7/8/4K3/8/2N5 w - - 0 1 | WHITE | king and knight against king and queen",
        "8/8/4k3/8/8/4K3/8/2B1B3 w - - 0 1 | WHITE | two bishops of one colour against a bare king",
        "1b6/8/4k3/8/8/4K3/8/2B5 w - - 0 1 | WHITE | bishops of one colour on both sides",
        "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1 | WHITE | a locked pawn chain",
    })
    void materialOrStructureThatCannotMateIsProvenImpossible(String fen, Side side, String description) {
        MateVerdict verdict = MatingPotential.canMate(fen(fen), side);
        assertFalse(assertInstanceOf(MateVerdict.Impossible.class, verdict).reason().isBlank());
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "8/8/8/4k3/8/2K5/8/3Q4 w - - 0 1 | WHITE | king and queen from the centre",
        "8/8/8/4k3/8/2K5/8/3R4 w - - 0 1 | WHITE | king and rook from the centre",
        "8/8/8/4k3/8/2K5/4P3/8 w - - 0 1 | WHITE | a pawn that must promote first",
        "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1 | WHITE | a pawn facing the king on its file",
        "8/8/8/4k3/4P3/8/8/2K5 b - - 0 1 | WHITE | a pawn blocked only by the king",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 9 | WHITE | a middlegame, White mating",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 9 | BLACK | a middlegame, Black mating",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | WHITE | the initial position, White mating",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | BLACK | the initial position, Black mating",
        "8/5pk1/6p1/8/8/6P1/r4PK1/1R6 w - - 0 1 | BLACK | a rook ending",
        "4k3/8/1p1p1p2/pPpPpPpp/P1P1P1PP/8/8/4K3 w - - 0 1 | WHITE | a locked chain where a pawn can capture",
        "4k3/8/1p1p1p2/pPpPpP2/P1P1P3/8/8/4K3 w - - 0 1 | WHITE | a chain the white king can walk round",
    })
    void basicMatesAndMiddlegamesAreFoundQuickly(String fen, Side side, String description) {
        Position position = fen(fen);
        assertMatesBy(position, side, MatingPotential.canMate(position, side, QUICK));
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "8/8/8/4k3/8/2K5/8/2NN4 w - - 0 1 | WHITE | two knights against a bare king",
        "8/8/8/4k3/8/2K5/8/2BB4 w - - 0 1 | WHITE | two bishops of both colours against a bare king",
        "8/8/8/4k3/8/2K5/8/2BN4 w - - 0 1 | WHITE | bishop and knight against a bare king",
        "8/8/8/4k3/5b2/2K5/8/3B4 w - - 0 1 | WHITE | opposite-coloured bishops, the defender's bishop blocking",
        "8/8/8/4k3/2n5/2K5/8/3B4 w - - 0 1 | WHITE | bishop against knight, the knight blocking",
        "8/8/8/4k3/2n5/2K5/8/3B4 w - - 0 1 | BLACK | knight against bishop, the bishop blocking",
    })
    void minorPiecesMateWithinTheDefaultBudget(String fen, Side side, String description) {
        Position position = fen(fen);
        assertMatesBy(position, side, MatingPotential.canMate(position, side));
    }

    @Test
    void aKnightMatesOnlyWithTheDefendingKnightBlockingItsOwnKing() {
        Position position = fen("8/8/8/4k3/2n5/2K5/8/3N4 w - - 0 1");
        Position mate = assertMatesBy(position, Side.WHITE, MatingPotential.canMate(position, Side.WHITE));
        int king = mate.board().king(Side.BLACK).index();
        assertNotEquals(0, Attacks.king(king) & mate.board().pieces(Side.BLACK, PieceType.KNIGHT), mate::toFen);
    }

    /*
     * Seed 001, test question 5: Black, with a bare king, oversteps the time limit, "but the game is
     * drawn because White has (a) only two knights, (b) only a bishop, (c) only a pawn blocked by the
     * black king". Only (b) is right (Art. 6.9).
     */
    @Test
    void flagFallAgainstABareKingIsADrawWhenTheOpponentHasOnlyABishop() {
        assertInstanceOf(MateVerdict.Impossible.class,
                MatingPotential.canMate(fen("8/8/4k3/8/8/4K3/8/2B5 b - - 0 1"), Side.WHITE));
    }

    @Test
    void flagFallAgainstABareKingLosesWhenTheOpponentHasTwoKnights() {
        Position position = fen("8/8/4k3/8/8/4K3/8/1NN5 b - - 0 1");
        assertMatesBy(position, Side.WHITE, MatingPotential.canMate(position, Side.WHITE));
    }

    @Test
    void flagFallAgainstABareKingLosesWhenTheOpponentsPawnIsBlockedOnlyByThatKing() {
        Position position = fen("8/8/8/8/4k3/4P3/8/2K5 b - - 0 1");
        assertMatesBy(position, Side.WHITE, MatingPotential.canMate(position, Side.WHITE, QUICK));
    }

    @Test
    void aForcedCaptureIntoABareKingIsProvenImpossibleBySearch() {
        // Black's only legal move takes the queen; what is left is king against king.
        Position position = fen("7K/8/8/8/8/8/1Q6/k7 b - - 0 1");
        assertFalse(MatingPotential.isDeadPosition(position, 0), "no static rule sees it");
        assertTrue(MatingPotential.isDeadPosition(position), "the dead-position test's search does");
        assertInstanceOf(MateVerdict.Impossible.class, MatingPotential.canMate(position, Side.WHITE, QUICK));
    }

    /**
     * White's king is walled into h1 by its own pawn and Black's protected pawn, which it blocks in
     * turn; Black's bishops are dark and h1 is light: Black can never check it (CHA's test vector).
     */
    @Test
    void aKingThatCanNeverLeaveItsCornerBlocksThePawnInFrontOfIt() {
        Position position = fen("8/8/8/3B4/8/6p1/1b4Pp/k1b4K w - - 0 1");
        assertInstanceOf(MateVerdict.Impossible.class, MatingPotential.canMate(position, Side.BLACK, 0));
    }

    /** The same corner, but the pawn in front of the king is not protected: the king may take it and step out. */
    @Test
    void aKingThatCanTakeThePawnInFrontOfItBlocksNothing() {
        Position position = fen("k7/8/8/8/8/8/6Pp/7K w - - 0 1");
        assertInstanceOf(MateVerdict.Undetermined.class, MatingPotential.canMate(position, Side.BLACK, 0));
    }

    @Test
    void aPositionThatIsAlreadyMateNeedsNoMoves() {
        MateVerdict verdict = MatingPotential.canMate(fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1"), Side.WHITE);
        assertEquals(0, assertInstanceOf(MateVerdict.Possible.class, verdict).proofLine().size());
    }

    @Test
    void aStalemateIsProvenImpossible() {
        assertInstanceOf(MateVerdict.Impossible.class,
                MatingPotential.canMate(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), Side.WHITE));
    }

    @Test
    void aSearchOutOfNodesIsUndetermined() {
        Position position = fen("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 9");
        assertInstanceOf(MateVerdict.Undetermined.class, MatingPotential.canMate(position, Side.WHITE, 0));
    }

    @Test
    void aNegativeNodeBudgetIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> MatingPotential.canMate(Position.standard(), Side.WHITE, -1));
    }
}
