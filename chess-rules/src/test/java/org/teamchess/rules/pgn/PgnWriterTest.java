package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.notation.Notation;

class PgnWriterTest {

    private static void assertComesBack(PgnGame game) {
        for (Notation notation : Notation.values()) {
            String text = PgnWriter.write(game, notation);
            assertEquals(game, TestPgn.onlyGame(text), text);
        }
    }

    @Test
    void writesTheRosterWithDefaultsAndWrapsTheMovetextAt80Columns() {
        PgnGame opera = TestPgn.completeGames("master-games.pgn").get(2);
        PgnGame bare = PgnGame.of(Map.of("White", "Morphy, Paul"), opera.startPosition(), opera.mainline(), "1-0");

        assertEquals("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Morphy, Paul"]
                [Black "?"]
                [Result "1-0"]

                1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8.
                Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14.
                Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
                """, PgnWriter.write(bare, Notation.ENGLISH));
    }

    @Test
    void writesRussianNotationAsArticle19Does() {
        PgnGame game = TestPgn.onlyGame(PgnSeedGamesTest.ARTICLE_19);

        String movetext = PgnWriter.write(game, Notation.RUSSIAN).split("\n\n")[1];

        assertEquals("""
                1. e4 e5 2. Кf3 Кf6 3. d4 exd4 4. e5 Кe4 5. Фxd4 d5 6. exd6 e.p. Кxd6 7. Сg5 Кc6
                8. Фe3+ Сe7 9. Кbd2 0-0 10. 0-0-0 Лe8 11. Крb1 {(=)} *
                """, movetext);
    }

    @Test
    void numbersABlackMoveAfterACommentOrAVariation() {
        PgnGame game = TestPgn.onlyGame("1. e4 {The king's pawn} e5 2. Nf3 (2. f4 exf4) Nc6 3. Bb5 $1 a6 *");

        assertEquals("1. e4 {The king's pawn} 1... e5 2. Nf3 (2. f4 exf4) 2... Nc6 3. Bb5 $1 a6 *\n",
                PgnWriter.write(game, Notation.ENGLISH).split("\n\n")[1]);
    }

    @Test
    void keepsEveryLineWithin80ColumnsAndBreaksLongCommentsBetweenWords() {
        String longComment = "word ".repeat(60).strip();
        PgnGame game = TestPgn.onlyGame("1. e4 {" + longComment + "} e5 2. Nf3 *");

        String text = PgnWriter.write(game, Notation.ENGLISH);

        assertTrue(text.lines().allMatch(line -> line.length() <= PgnWriter.LINE_WIDTH), text);
        assertEquals(List.of(longComment), TestPgn.onlyGame(text).moves().get(0).commentsAfter());
    }

    @Test
    void annotatedGamesComeBackFromTheirExport() {
        assertComesBack(TestPgn.onlyGame("""
                [Event "Annotated"]
                [Site "Anadyr"]
                [Date "2026.02.07"]
                [Round "1.2"]
                [White "Иванов"]
                [Black "O'Brien \\"Bobby\\""]
                [Result "1/2-1/2"]
                [TimeControl "1800"]

                {A game with everything} 1. e4! {Best} 1... c5?! $32 (1... e5 2. Nf3 (2. f4 {Gambit} exf4)
                (2. Bc4) 2... Nc6) ({Or} 1... e6 $10) 2. Nf3 (=) d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 {Najdorf}
                1/2-1/2
                """));
    }

    @Test
    void gamesFromAPositionComeBackWithTheirSetUpAndFen() {
        assertComesBack(TestPgn.onlyGame("""
                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/4p3/4K3 b - - 0 40"]

                40... Kd7 (40... Kf7 {also}) 41. Kxe2 *
                """));
        assertComesBack(TestPgn.onlyGame("""
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "qrbnnbkr/pppppppp/8/8/8/8/PPPPPPPP/QRBNNBKR w HBhb - 0 1"]

                1. d3 d6 2. Bd2 Bd7 3. Nc3 Nc6 4. Nf3 Nf6 5. e3 e6 6. Be2 Be7 7. O-O-O O-O-O *
                """));
    }

    @Test
    void everyFixtureGameComesBackFromItsExport() {
        for (String file : List.of("master-games.pgn", "edge-cases.pgn", "cm-pgn-test-list.pgn", "cm-pgn-chess960.pgn")) {
            TestPgn.completeGames(file).forEach(PgnWriterTest::assertComesBack);
        }
    }

    @Test
    void writesSeveralGamesSeparatedByABlankLine() {
        PgnGame first = TestPgn.onlyGame("[Event \"one\"] 1. e4 *");
        PgnGame second = TestPgn.onlyGame("[Event \"two\"] 1. d4 *");

        String text = PgnWriter.write(List.of(first, second), Notation.ENGLISH);

        assertEquals(List.of(first, second), PgnReader.read(text).stream().map(PgnEntry::game).toList());
        assertTrue(text.contains("1. e4 *\n\n[Event \"two\"]"), text);
    }

    @Test
    void aGameAddsTheSetUpFenAndVariantTagsItsStartPositionNeeds() {
        Position start = Fen.parse("qrbnnbkr/pppppppp/8/8/8/8/PPPPPPPP/QRBNNBKR w KQkq - 0 1", true).orElseThrow();

        PgnGame game = PgnGame.of(Map.of(), start, List.of(), "*");

        assertEquals("Chess960", game.tags().get("Variant"));
        assertEquals("1", game.tags().get("SetUp"));
        assertEquals(start, Fen.parse(game.tags().get("FEN"), true).orElseThrow());
        assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "Variant", "SetUp", "FEN"),
                new ArrayList<>(game.tags().keySet()));
    }

    @Test
    void aGameRefusesWhatPgnCannotHold() {
        Position start = Position.standard();
        Move e4 = start.legalMoves().stream().filter(move -> move.toString().equals("e2e4")).findFirst().orElseThrow();
        Move e5AsWhite = Fen.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").orElseThrow()
                .legalMoves().stream().filter(move -> move.toString().equals("e7e5")).findFirst().orElseThrow();

        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of(), start, List.of(e5AsWhite), "*"));
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of(), start, List.of(e4), "2-0"));
        assertThrows(IllegalArgumentException.class, () -> PgnGame.of(Map.of("Bad name", "x"), start, List.of(), "*"));
        assertThrows(IllegalArgumentException.class, () -> new PgnGame(Map.of(), start, List.of("a } b"), List.of(), "*"));
        PgnNode commentedBefore = new PgnNode(e4, List.of("before"), List.of(), List.of(), false, List.of());
        assertThrows(IllegalArgumentException.class,
                () -> new PgnGame(Map.of(), start, List.of(), List.of(commentedBefore), "*"));
        assertThrows(IllegalArgumentException.class,
                () -> new PgnNode(e4, List.of(), List.of(), List.of(256), false, List.of()));
    }
}
