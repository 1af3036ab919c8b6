package org.teamchess.rules.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;

class GameTest {

    /** Plays UCI moves; the tests stay independent of the SAN parser. */
    private static Game play(Game game, String... moves) {
        for (String move : moves) {
            game = game.play(game.position().resolve(Uci.parse(move).orElseThrow()).orElseThrow());
        }
        return game;
    }

    private static Game from(String fen) {
        return Game.startingFrom(Fen.parse(fen).orElseThrow());
    }

    private static final String[] KNIGHT_SHUFFLE = {"g1f3", "g8f6", "f3g1", "f6g8"};

    @Test
    void foolsMateIsCheckmateWonByBlack() {
        Game game = play(Game.standard(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(GameStatus.CHECKMATE, game.status());
        assertEquals(Optional.of(Side.BLACK), game.winner());
        assertEquals(Set.of(), game.claimableDraws());
    }

    @Test
    void stalemateIsADrawWithNoWinner() {
        Game game = play(from("7k/8/6Q1/8/8/8/8/K7 w - - 0 1"), "g6f7");
        assertEquals(GameStatus.STALEMATE, game.status());
        assertEquals(Optional.empty(), game.winner());
    }

    @Test
    void aFinishedGameAcceptsNoMoreMoves() {
        Game mated = play(Game.standard(), "f2f3", "e7e5", "g2g4", "d8h4");
        assertThrows(IllegalStateException.class,
                () -> mated.play(mated.position().legalMoves().isEmpty() ? null : mated.position().legalMoves().get(0)));
    }

    @Test
    void thirdOccurrenceOfThePositionCanBeClaimedByThePlayerToMove() {
        Game game = play(Game.standard(), KNIGHT_SHUFFLE);
        assertEquals(2, game.repetitionCount());
        assertEquals(Set.of(), game.claimableDraws());
        game = play(game, KNIGHT_SHUFFLE);
        assertEquals(3, game.repetitionCount());
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.claimableDraws());
        assertEquals(GameStatus.ONGOING, game.status());
    }

    @Test
    void threefoldCanBeClaimedWithTheMoveThatWillProduceIt() {
        Game game = play(Game.standard(), "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1");
        assertEquals(Set.of(), game.claimableDraws());
        var intended = game.position().resolve(Uci.parse("f6g8").orElseThrow()).orElseThrow();
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.claimableDrawsWith(intended));
        var other = game.position().resolve(Uci.parse("e7e5").orElseThrow()).orElseThrow();
        assertEquals(Set.of(), game.claimableDrawsWith(other));
    }

    @Test
    void fifthOccurrenceEndsTheGameAutomatically() {
        Game game = Game.standard();
        for (int i = 0; i < 3; i++) {
            game = play(game, KNIGHT_SHUFFLE);
        }
        assertEquals(GameStatus.ONGOING, game.status());
        game = play(game, KNIGHT_SHUFFLE);
        assertEquals(5, game.repetitionCount());
        assertEquals(GameStatus.FIVEFOLD_REPETITION, game.status());
        assertEquals(Optional.empty(), game.winner());
    }

    @Test
    void lostCastlingRightsMakeTheSamePlacementADifferentPosition() {
        Game game = from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        game = play(game, "e1f1", "e8f8", "f1e1", "f8e8");
        assertEquals(1, game.repetitionCount(), "the start had castling rights, this position has none");
        game = play(game, "e1f1", "e8f8", "f1e1", "f8e8");
        assertEquals(2, game.repetitionCount());
    }

    @Test
    void anEnPassantCaptureThatCannotBeMadeDoesNotMakeThePositionDifferent() {
        Game game = play(from("4k1n1/8/8/8/8/8/4P3/4K1N1 w - - 0 1"), "e2e4");
        game = play(game, "g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1");
        assertEquals(3, game.repetitionCount());
        assertEquals(Set.of(DrawClaim.THREEFOLD_REPETITION), game.claimableDraws());
    }

    @Test
    void anEnPassantCaptureThatCouldBeMadeMakesThePositionDifferent() {
        Game game = play(from("4k1n1/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1"), "e2e4");
        game = play(game, "g8f6", "g1f3", "f6g8", "f3g1", "g8f6", "g1f3", "f6g8", "f3g1");
        assertEquals(2, game.repetitionCount(), "the first time, black could capture en passant");
        assertEquals(Set.of(), game.claimableDraws());
    }

    @Test
    void fiftyMovesCanBeClaimedOnceTheyAreCompleteOrWithTheMoveThatCompletesThem() {
        Game game = from("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80");
        assertEquals(Set.of(), game.claimableDraws());
        var quiet = game.position().resolve(Uci.parse("a1a2").orElseThrow()).orElseThrow();
        var pawnMove = game.position().resolve(Uci.parse("e2e3").orElseThrow()).orElseThrow();
        assertEquals(Set.of(DrawClaim.FIFTY_MOVES), game.claimableDrawsWith(quiet));
        assertEquals(Set.of(), game.claimableDrawsWith(pawnMove));
        assertEquals(Set.of(DrawClaim.FIFTY_MOVES), game.play(quiet).claimableDraws());
    }

    @Test
    void seventyFiveMovesWithoutPawnMoveOrCaptureEndTheGame() {
        Game game = play(from("4k3/8/8/8/8/8/4P3/R3K3 w - - 149 100"), "a1a2");
        assertEquals(GameStatus.SEVENTY_FIVE_MOVES, game.status());
    }

    @Test
    void checkmateOnTheSeventyFifthMoveTakesPrecedence() {
        Game game = play(from("7k/8/6K1/8/8/8/8/R7 w - - 149 100"), "a1a8");
        assertEquals(GameStatus.CHECKMATE, game.status());
        assertEquals(Optional.of(Side.WHITE), game.winner());
    }

    @Test
    void capturingTheLastPieceLeavesADeadPosition() {
        Game game = play(from("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"), "e1d2");
        assertEquals(GameStatus.DEAD_POSITION, game.status());
    }

    /** Dead only because the reply is forced: the search of the dead-position test proves it at once (Art. 5.2.2). */
    @Test
    void aMoveThatLeavesOnlyTheCaptureOfTheLastPawnEndsTheGame() {
        Game before = from("k7/P7/3K4/8/8/8/8/8 w - - 0 1");
        assertEquals(GameStatus.ONGOING, before.status());
        Game game = play(before, "d6c7");
        assertEquals(GameStatus.DEAD_POSITION, game.status());
    }

    @Test
    void historyKeepsEveryPlyInOrder() {
        Game game = play(Game.standard(), "e2e4", "e7e5", "g1f3");
        assertEquals(3, game.plyCount());
        assertEquals("e2e4", game.plies().get(0).move().toString());
        assertEquals("g1f3", game.moves().get(2).toString());
        assertEquals(Position.standard(), game.initialPosition());
        assertTrue(game.lastPly().isPresent());
    }
}
