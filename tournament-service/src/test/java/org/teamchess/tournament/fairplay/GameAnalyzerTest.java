package org.teamchess.tournament.fairplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Uci;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnWriter;

/**
 * The analysis on short real games with known ranges, against Debian's stockfish (skipped where it
 * is not installed): a game of the engine's own first choices, a game where one side always plays
 * its first legal move, a game lost by a blunder into mate.
 */
class GameAnalyzerTest {

    private static final long NODES = 20_000;
    private static final GameAnalyzer.Rules RULES = new GameAnalyzer.Rules(NODES, 10, 300, 1000);

    @Test
    void aGameOfTheEnginesOwnFirstChoicesHasAlmostEveryMoveFirstAndAlmostNoLoss() {
        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            String pgn = play(engine, 40, true, true);
            GameAnalysis analysis = new GameAnalyzer(RULES).analyse(pgn, engine);

            for (SideAnalysis side : List.of(analysis.white(), analysis.black())) {
                assertEquals(20, side.moves());
                assertEquals(15, side.counted(), "the first 10 plies are book");
                assertTrue(side.nonTrivial() >= 5, side.toString());
                assertTrue(side.top1Share() >= 0.9, "top-1 share " + side.top1Share());
                assertEquals(1.0, side.top3Share(), 1e-9);
                assertTrue(side.acpl() < 15, "ACPL " + side.acpl());
            }
            assertTrue(analysis.engine().toLowerCase().contains("stockfish"), analysis.engine());
            assertEquals(NODES, analysis.nodes());
        }
    }

    @Test
    void aSideThatPlaysItsFirstLegalMoveLosesManyCentipawnsAndRarelyFindsTheEnginesChoice() {
        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            String pgn = play(engine, 40, true, false);
            GameAnalysis analysis = new GameAnalyzer(new GameAnalyzer.Rules(NODES, 0, 100_000, 1000))
                    .analyse(pgn, engine);

            // Once White is more than the cap ahead, Black's further losses no longer count (the
            // clamp): the average stays far below the cap, but far above a careful player's.
            String seen = analysis.white() + " " + analysis.black();
            assertTrue(analysis.black().acpl() > 50, seen);
            assertTrue(analysis.black().acpl() > 3 * analysis.white().acpl(), seen);
            assertTrue(analysis.black().top1Share() < 0.5, seen);
            assertTrue(analysis.white().top1Share() > 0.8, seen);
        }
    }

    @Test
    void aMoveIntoMateCostsTheCapAndTheMoveTimesComeFromTheRecord() {
        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            // 5 minutes + 2 seconds: f3 took 4 s, e5 3 s, g4 7 s, Qh4# half a second (tenths in blitz).
            String pgn = "[TimeControl \"300+2\"]\n[Result \"0-1\"]\n\n1. f3 { [%clk 0:04:58] } e5 { [%clk 0:04:59] } "
                    + "2. g4 { [%clk 0:04:53.0] } Qh4# { [%clk 0:05:00.5] } 0-1\n";
            GameAnalysis analysis = new GameAnalyzer(new GameAnalyzer.Rules(NODES, 0, 300, 1000))
                    .analyse(pgn, engine);

            // g4 lets mate in one: its loss is the cap; f3 is a poor move, but not that.
            assertTrue(analysis.white().acpl() >= 450, "White's ACPL " + analysis.white().acpl());
            assertTrue(analysis.black().acpl() < 60, "Black's ACPL " + analysis.black().acpl());
            // The mate was found from a decided position: not a non-trivial move.
            assertEquals(1, analysis.black().nonTrivial());
            assertEquals(List.of(4000L, 7000L), analysis.white().moveMillis());
            assertEquals(List.of(3000L, 500L), analysis.black().moveMillis());
        }
    }

    @Test
    void anEngineThatDiesIsStartedAgainAndOneThatDoesNotAnswerIsAFailure() {
        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            assertFalse(engine.analyse(Position.STANDARD_FEN, 1000).isEmpty());
            ProcessHandle.current().children().forEach(ProcessHandle::destroyForcibly);
            List<EngineLine> again = retryOnce(engine);
            assertEquals(3, again.size(), "MultiPV 3 after the restart");
        }
        try (UciEngine silent = new UciEngine("/bin/cat", 0, 16, Duration.ofMillis(500))) {
            assertThrows(UciEngine.EngineFailure.class, () -> silent.analyse(Position.STANDARD_FEN, 1000));
        }
        UciEngine missing = new UciEngine("/nonexistent/stockfish", 0, 16, Duration.ofSeconds(1));
        assertThrows(UciEngine.EngineFailure.class, () -> missing.analyse(Position.STANDARD_FEN, 1000));
    }

    @Test
    void infoLinesAreReadWithMatesBeyondEveryCap() {
        assertEquals(new EngineLine(2, -35, "e7e5"),
                UciEngine.parse("info depth 12 seldepth 14 multipv 2 score cp -35 nodes 100 pv e7e5 g1f3"));
        assertEquals(new EngineLine(1, EngineLine.MATE - 2, "d8h4"),
                UciEngine.parse("info depth 5 multipv 1 score mate 2 nodes 10 pv d8h4"));
        assertEquals(new EngineLine(1, -EngineLine.MATE + 1, "a2a3"),
                UciEngine.parse("info depth 5 score mate -1 pv a2a3"));
        assertNull(UciEngine.parse("info depth 5 currmove e2e4 currmovenumber 1"));
    }

    @Test
    void aRecordThatIsNotOneGameIsRefused() {
        try (UciEngine engine = Stockfish.engine(Duration.ofSeconds(30))) {
            assertThrows(IllegalArgumentException.class,
                    () -> new GameAnalyzer(RULES).analyse("1. e4 e5 2. Ke3 *", engine));
        }
    }

    /** The engine's death is seen either when writing or when reading: the call after it works. */
    private static List<EngineLine> retryOnce(UciEngine engine) {
        try {
            return engine.analyse(Position.STANDARD_FEN, 1000);
        } catch (UciEngine.EngineFailure e) {
            return engine.analyse(Position.STANDARD_FEN, 1000);
        }
    }

    /**
     * A game of {@code plies} plies in which each side plays the engine's first choice (searched as
     * the analysis searches: a new game, then each position in turn) or its first legal move.
     */
    static String play(UciEngine engine, int plies, boolean whiteBest, boolean blackBest) {
        engine.newGame();
        Position position = Position.standard();
        List<Move> moves = new ArrayList<>();
        for (int ply = 0; ply < plies && position.legalMoveCount() > 0; ply++) {
            List<EngineLine> lines = engine.analyse(position.toFen(), NODES);
            boolean best = ply % 2 == 0 ? whiteBest : blackBest;
            Move move = best ? position.resolve(Uci.parse(lines.get(0).move()).toOptional().orElseThrow())
                    .toOptional().orElseThrow() : position.legalMoves().get(0);
            moves.add(move);
            position = position.play(move);
        }
        Map<String, String> tags = new HashMap<>();
        return PgnWriter.write(PgnGame.of(tags, Position.standard(), moves, "*"), Notation.ENGLISH);
    }
}
