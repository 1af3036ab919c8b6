package org.teamchess.rules.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class ChessRulesCliTest {

    private record Run(int exitCode, String out, String err) {
    }

    private static Run runWithInput(String stdin, String... args) {
        return runWithBytes(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    private static Run runWithBytes(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new ChessRulesCli(new ByteArrayInputStream(stdin),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8))
                .run(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8).strip(), err.toString(StandardCharsets.UTF_8).strip());
    }

    private static Run run(String... args) {
        return runWithInput("", args);
    }

    @Test
    void perftPrintsTheNodeCountOnOneLine() {
        assertEquals(new Run(0, "197281", ""), run("perft", "startpos", "4"));
    }

    @Test
    void perftReadsFenAndDepthLinesFromStandardInput() {
        Run run = runWithInput("startpos;3\nr3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1;2\n",
                "perft", "--stdin");
        assertEquals(new Run(0, "8902\n2039", ""), run);
    }

    @Test
    void perftRecognisesChess960FromTheCastlingFieldOrWhenForced() {
        // Chess960 position 0 (BBQNNRKR); 9006 at depth 3 as counted by Stockfish 15.1 (go perft 3).
        String fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        assertEquals("9006", run("perft", fen, "3").out());
        assertEquals("9006", run("--chess960", "perft", fen.replace("HFhf", "KQkq"), "3").out());
    }

    @Test
    void playReportsTheGameStateAsJson() {
        Run run = run("play", "startpos", "e4", "e5", "Кf3");
        assertEquals(0, run.exitCode());
        assertEquals("{\"fen\": \"rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\", "
                + "\"status\": \"ongoing\", \"winner\": null, \"claimable\": [], \"legalMoves\": 29, "
                + "\"san\": [\"e4\", \"e5\", \"Nf3\"]}", run.out());
    }

    @Test
    void playAcceptsUciAndRussianNotationAndReportsMate() {
        Run run = run("play", "startpos", "f2f3", "e5", "g4", "Фh4#");
        assertEquals(0, run.exitCode());
        assertTrue(run.out().contains("\"status\": \"checkmate\", \"winner\": \"black\""), run.out());
        assertTrue(run.out().contains("\"san\": [\"f3\", \"e5\", \"g4\", \"Qh4#\"]"), run.out());
    }

    @Test
    void playReportsAClaimableThreefoldRepetition() {
        Run run = run("play", "startpos", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8");
        assertTrue(run.out().contains("\"claimable\": [\"threefold_repetition\"]"), run.out());
    }

    @Test
    void anIllegalMoveExitsWithTwoAndNamesThePly() {
        Run run = run("play", "startpos", "e4", "e5", "Ke3");
        assertEquals(2, run.exitCode());
        assertTrue(run.out().startsWith("{\"error\": \""), run.out());
        assertTrue(run.out().endsWith("\"ply\": 3}"), run.out());
    }

    @Test
    void aBadFenIsRefusedNamingTheField() {
        Run run = run("play", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        assertEquals(2, run.exitCode());
        assertTrue(run.out().contains("\"field\": \"side\""), run.out());
    }

    @Test
    void canMateAnswersNoForALoneKingAndYesForAQueen() {
        assertEquals("no", run("can-mate", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1", "black").out());
        Run queen = run("can-mate", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1", "white");
        assertEquals("yes", queen.out());
        assertTrue(queen.err().startsWith("proof line: "), queen.err());
    }

    private static final String FOOLS_MATE_PGN = "[Event \"Test\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
            + "1. e4 e5 2. Ke3 *\n";

    @Test
    void pgnPrintsOneJsonLinePerGameAndTheReplayError() {
        Run run = runWithInput(FOOLS_MATE_PGN, "pgn", "-");
        assertEquals(2, run.exitCode(), "a game that cannot be replayed makes the exit code 2");
        String[] lines = run.out().split("\n");
        assertEquals(2, lines.length);
        assertEquals("{\"index\": 1, \"result\": \"0-1\", \"status\": \"checkmate\", "
                + "\"fen\": \"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\", \"plies\": 4}", lines[0]);
        assertTrue(lines[1].startsWith("{\"index\": 2, \"result\": \"*\", \"status\": \"ongoing\""), lines[1]);
        assertTrue(lines[1].contains("\"plies\": 2"), lines[1]);
        assertTrue(lines[1].contains("\"error\": \"ply 3 (Ke3)"), lines[1]);
    }

    @Test
    void pgnSaysWhyAGameIsNotReplayedAndWhatWasSkippedInAnEightBitFile() {
        byte[] windows1252 = "[Site \"Nürnberg\"]\n\n1. e4 -- 2. d4 *\n\n§\n".getBytes(Charset.forName("windows-1252"));
        Run run = runWithBytes(windows1252, "pgn", "-");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("\"plies\": 3"), run.out());
        assertTrue(run.out().contains("\"notReplayed\": \"ply 2 is a null move"), run.out());
        assertTrue(run.out().contains("between games: the character '§' is not PGN; skipped"), run.out());
    }

    @Test
    void pgnWithoutAnyGameSaysSo() {
        Run run = runWithInput("§§\n", "pgn", "-");
        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("no game found"), run.err());
    }

    @Test
    void pgnExportWritesTheGamesInRussianNotation() {
        Run run = runWithInput(FOOLS_MATE_PGN.substring(0, FOOLS_MATE_PGN.indexOf("1. e4")), "pgn", "-", "--export", "--notation", "ru");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("[Event \"Test\"]"), run.out());
        assertTrue(run.out().contains("1. f3 e5 2. g4 Фh4# 0-1"), run.out());
    }

    @Test
    void aMissingCommandPrintsTheUsage() {
        Run run = run();
        assertEquals(64, run.exitCode());
        assertTrue(run.err().contains("usage:"));
    }
}
