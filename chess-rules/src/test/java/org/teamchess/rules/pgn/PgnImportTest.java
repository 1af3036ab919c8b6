package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.variant.Variant;

/** PGN as real sources write it (issue 16): variant names, null moves, empty games, encodings, line endings. */
class PgnImportTest {

    private static final String CHESS960_FEN = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

    @ParameterizedTest
    @ValueSource(strings = {"Standard", "standard", "normal", "NORMAL", "chess", "Chess", "From Position"})
    void standardVariantNamesReadAsStandardChess(String name) {
        PgnGame game = TestPgn.onlyGame("[Variant \"" + name + "\"]\n\n1. e4 e5 2. Nf3 *");
        assertEquals(Variant.STANDARD, game.startPosition().variant());
        assertEquals(3, game.mainline().size());
    }

    @ParameterizedTest
    @ValueSource(strings = {"Chess960", "chess960", "Fischerandom", "fischerandom", "FischerRandom", "chess 960", "Chess 960"})
    void chess960VariantNamesReadAsChess960(String name) {
        PgnGame game = TestPgn.onlyGame("[Variant \"" + name + "\"]\n[SetUp \"1\"]\n[FEN \"" + CHESS960_FEN + "\"]\n\n9. g3 *");
        assertEquals(Variant.CHESS960, game.startPosition().variant());
    }

    @Test
    void realEngineMatchGamesImport() {
        List<PgnGame> games = TestPgn.completeGames("real-sources.pgn");
        assertEquals(2, games.size());
        assertEquals(142, games.get(0).mainline().size(), "TCEC, 71 moves");
        assertEquals("1-0", games.get(0).result());
        assertEquals(Variant.CHESS960, games.get(1).startPosition().variant());
        assertEquals("1/2-1/2", games.get(1).result());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--", "Z0"})
    void aNullMoveIsKeptAndRefusedAsAPlayedMove(String nullMove) {
        PgnGame game = TestPgn.onlyGame("1. e4 " + nullMove + " 2. d4 e5 *");
        assertTrue(game.moves().get(1).isNullMove());
        assertEquals(4, game.moves().size());
        assertEquals(Side.WHITE, game.finalPosition().sideToMove());
        assertEquals(Side.WHITE, game.positions().get(2).sideToMove(), "after 1. e4 --");
        Result.Failure<?> refused = assertInstanceOf(Result.Failure.class, game.playedMoves());
        assertTrue(refused.reason().contains("ply 2 is a null move"), refused.reason());
        assertThrows(IllegalStateException.class, game::mainline);
        assertTrue(PgnWriter.write(game, Notation.ENGLISH).contains("1. e4 -- 2. d4 e5 *"));
    }

    @Test
    void aNullMoveInAVariationIsKept() {
        PgnGame game = TestPgn.onlyGame("1. e4 e5 (1... -- 2. d4) 2. Nf3 *");
        PgnNode nullMove = game.moves().get(1).variations().get(0).get(0);
        assertTrue(nullMove.isNullMove());
        assertEquals(3, game.playedMoves().toOptional().orElseThrow().size());
        assertEquals(game, TestPgn.onlyGame(PgnWriter.write(game, Notation.ENGLISH)));
    }

    @Test
    void aNullMoveInCheckEndsTheGameThere() {
        PgnEntry entry = TestPgn.onlyEntry("1. e4 f5 2. Qh5+ -- *");
        assertEquals(4, entry.error().orElseThrow().ply());
        assertTrue(entry.error().orElseThrow().reason().contains("in check"));
    }

    @Test
    void aGameWithTagsAndNoMovetextIsNotMergedIntoTheNext() {
        List<PgnEntry> entries = PgnReader.read("""
                [Event "Forfeit"]
                [White "A"]
                [Black "B"]
                [Result "1-0"]

                [Event "Played"]
                [White "C"]
                [Black "D"]
                [Result "*"]

                1. e4 *
                """);
        assertEquals(2, entries.size());
        assertEquals("A", entries.get(0).game().tags().get("White"));
        assertEquals("1-0", entries.get(0).game().result());
        assertEquals(List.of(), entries.get(0).game().moves());
        assertEquals("C", entries.get(1).game().tags().get("White"));
    }

    @Test
    void aGameWithOnlyAResultIsAGame() {
        List<PgnEntry> entries = PgnReader.read("[White \"A\"]\n[Result \"0-1\"]\n\n0-1\n\n1-0\n");
        assertEquals(2, entries.size());
        assertEquals("0-1", entries.get(0).game().result());
        assertEquals("1-0", entries.get(1).game().result());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\n", "\r\n", "\r", "\u0085", "\u2028", "\u2029"})
    void everyLineEndingReadsTheSameGameAndCountsLines(String lineEnd) {
        String text = String.join(lineEnd, "[Event \"E\"]", "[Result \"*\"]", "", "1. e4 ; a comment to the end of the line",
                "e5 2. Nf3 § Nc6 *", "");
        List<PgnEntry> entries = PgnReader.read(text);
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6"), entries.get(0).game().mainline().stream().map(Object::toString).toList());
        assertEquals(List.of("a comment to the end of the line"), entries.get(0).game().moves().get(0).commentsAfter());
        assertTrue(entries.get(0).warnings().get(0).startsWith("line 5: "), entries.get(0).warnings()::toString);
    }

    @Test
    void byteOrderMarksAndEightBitFilesAreDecoded() {
        String text = "[Site \"Nürnberg\"]\n\n1. e4 *";
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[utf8.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(utf8, 0, withBom, 3, utf8.length);
        byte[] utf16 = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16LE);
        byte[] utf16be = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_16BE);
        byte[] latin = text.getBytes(Charset.forName("windows-1252"));
        for (byte[] bytes : List.of(utf8, withBom, utf16, utf16be, latin)) {
            String decoded = PgnReader.decode(bytes);
            assertEquals(text, decoded);
            assertEquals("Nürnberg", TestPgn.onlyGame(decoded).tags().get("Site"));
        }
    }

    @Test
    void textBetweenGamesIsReportedNotDropped() {
        List<PgnEntry> entries = PgnReader.read("1. e4 *\n\n§§ \n\n1. d4 *\n\n{ a trailing note }\n");
        assertEquals(2, entries.size());
        assertFalse(entries.get(1).warnings().isEmpty(), "the stray characters before game 2");
        assertTrue(entries.get(1).warnings().stream().anyMatch(warning -> warning.contains("'§' is not PGN")),
                entries.get(1).warnings()::toString);
        assertTrue(entries.get(1).warnings().stream().anyMatch(warning -> warning.contains("comment outside any game")),
                entries.get(1).warnings()::toString);
    }

    @Test
    void nullMovePositionPassesTheTurn() {
        Position start = Position.standard();
        Position passed = start.afterNullMove().toOptional().orElseThrow();
        assertEquals(start.board(), passed.board());
        assertEquals(Side.BLACK, passed.sideToMove());
        assertEquals(start.repetitionKey(), passed.afterNullMove().toOptional().orElseThrow().repetitionKey());
    }
}
