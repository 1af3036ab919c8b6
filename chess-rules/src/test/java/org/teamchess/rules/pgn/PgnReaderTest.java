package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.variant.Variant;

class PgnReaderTest {

    private static List<String> uci(PgnGame game) {
        List<String> moves = new ArrayList<>();
        game.mainline().forEach(move -> moves.add(move.toString()));
        return moves;
    }

    @Test
    void putsTheSevenTagRosterFirstAndKeepsOtherTagsInOrder() {
        PgnGame game = TestPgn.onlyGame("""
                [ECO "C20"]
                [White "Белов, Иван"]
                [Annotator "A \\"quoted\\" name and a \\\\ backslash"]
                [Event "School match"]
                [Result "1-0"]

                1. e4 e5 1-0
                """);

        assertEquals(List.of("Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "Annotator"),
                List.copyOf(game.tags().keySet()));
        assertEquals("School match", game.tags().get("Event"));
        assertEquals("?", game.tags().get("Site"));
        assertEquals("????.??.??", game.tags().get("Date"));
        assertEquals("Белов, Иван", game.tags().get("White"));
        assertEquals("A \"quoted\" name and a \\ backslash", game.tag("Annotator").orElseThrow());
        assertEquals("1-0", game.result());
    }

    @Test
    void readsAMovetextWithoutTags() {
        PgnGame game = TestPgn.onlyGame("1. e4 e5 2. Nf3");
        assertEquals(List.of("e2e4", "e7e5", "g1f3"), uci(game));
        assertEquals("*", game.result());
        assertEquals("*", game.tags().get("Result"));
    }

    @Test
    void toleratesAByteOrderMarkCrlfAndEveryMoveNumberForm() {
        PgnGame game = TestPgn.onlyGame("\uFEFF[Event \"x\"]\r\n\r\n1.e4 1...e5 2 . Nf3 2... Nc6 3.Bb5 a6\r\n4. Ba4 *\r\n");
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4"), uci(game));
        assertEquals("x", game.tags().get("Event"));
    }

    @Test
    void readsResultsIncludingTheOneHalfSign() {
        assertEquals("1/2-1/2", TestPgn.onlyGame("1. e4 e5 ½-½").result());
        assertEquals("0-1", TestPgn.onlyGame("1. e4 e5 0-1").result());
        assertEquals("1-0", TestPgn.onlyGame("[Result \"1-0\"] 1. e4").result(), "taken from the tag when the movetext has none");
    }

    @Test
    void warnsWhenTheResultTagAndTheMovetextDisagree() {
        PgnEntry entry = TestPgn.onlyEntry("[Result \"1-0\"] 1. e4 0-1");
        assertEquals("0-1", entry.game().result());
        assertEquals("1-0", entry.game().tags().get("Result"));
        assertEquals(List.of("the Result tag says 1-0 but the movetext ends with 0-1"), entry.warnings());
    }

    @Test
    void readsSeveralGamesWithAndWithoutResults() {
        List<PgnEntry> entries = PgnReader.read("""
                [Event "one"]

                1. e4 e5 1-0

                [Event "two"]

                1. d4

                [Event "three"]

                1. c4 *
                """);
        assertEquals(List.of("one", "two", "three"), entries.stream().map(e -> e.game().tags().get("Event")).toList());
        assertEquals(List.of(2, 1, 1), entries.stream().map(e -> e.game().moves().size()).toList());
    }

    @Test
    void attachesCommentsNagsAndDrawOffersToTheirMoves() {
        PgnGame game = TestPgn.onlyGame("""
                {Before the game} 1. e4! {Best by test} ; a line comment
                1... e5?! $32 2. Nf3 !! Nc6 $1 $2 3. Nc3 (=) Nf6 = 4. Bc4= Bc5 {(=)} 5. d3 +- *
                """);

        assertEquals(List.of("Before the game"), game.comments());
        PgnNode e4 = game.moves().get(0);
        assertEquals(List.of(1), e4.nags());
        assertEquals(List.of("Best by test", "a line comment"), e4.commentsAfter());
        assertEquals(List.of(6, 32), game.moves().get(1).nags());
        assertEquals(List.of(3), game.moves().get(2).nags());
        assertEquals(List.of(1, 2), game.moves().get(3).nags());
        for (int ply : new int[] {4, 5, 6, 7}) {
            assertTrue(game.moves().get(ply).drawOffered(), "ply " + (ply + 1));
            assertEquals(List.of(), game.moves().get(ply).commentsAfter());
        }
        assertFalse(game.moves().get(8).drawOffered());
        assertEquals(List.of(18), game.moves().get(8).nags(), "+- is NAG 18");
    }

    @Test
    void collapsesWhitespaceInComments() {
        PgnGame game = TestPgn.onlyGame("1. e4 {  a comment\n   over two lines } *");
        assertEquals(List.of("a comment over two lines"), game.moves().get(0).commentsAfter());
    }

    @Test
    void replaysNestedVariationsFromThePositionBeforeTheMoveTheyReplace() {
        PgnGame game = TestPgn.onlyGame("""
                1. e4 e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 *
                """);

        assertEquals(List.of("e2e4", "e7e5", "g1f3"), uci(game));
        PgnNode e5 = game.moves().get(1);
        assertEquals(2, e5.variations().size());
        List<PgnNode> sicilian = e5.variations().get(0);
        assertEquals("c7c5", sicilian.get(0).move().toString());
        assertEquals(List.of("Sicilian"), sicilian.get(0).commentsAfter());
        assertEquals("c2c3", sicilian.get(1).variations().get(0).get(0).move().toString());
        assertEquals("d7d5", sicilian.get(1).variations().get(0).get(1).move().toString());
        assertEquals("d7d6", sicilian.get(2).move().toString());
        assertEquals("e7e6", e5.variations().get(1).get(0).move().toString());
    }

    @Test
    void keepsACommentBeforeTheFirstMoveOfAVariation() {
        PgnGame game = TestPgn.onlyGame("1. e4 ({Or} 1. d4 d5) 1... e5 *");
        PgnNode d4 = game.moves().get(0).variations().get(0).get(0);
        assertEquals(List.of("Or"), d4.commentsBefore());
    }

    @Test
    void readsEnPassantMarksGluedOrApart() {
        String moves = "1. e4 a6 2. e5 d5 3. ";
        for (String capture : new String[] {"exd6e.p.", "exd6 e.p.", "exd6 е.р.", "exd6ep", "exd6"}) {
            PgnGame game = TestPgn.onlyGame(moves + capture + " Nf6 *");
            assertEquals("e5d6", game.mainline().get(4).toString(), capture);
            assertEquals(6, game.moves().size(), capture);
        }
    }

    @Test
    void readsALatinKAsAKnightInAGameWrittenInRussian() {
        PgnGame russian = TestPgn.onlyGame("1. Kf3 Кc6 2. e4 *");
        assertEquals(List.of("g1f3", "b8c6", "e2e4"), uci(russian));

        PgnEntry english = TestPgn.onlyEntry("1. Kf3 Nc6 *");
        assertEquals(new PgnError(1, "Kf3", "Kf3 is illegal: no king can move to f3"), english.error().orElseThrow());
    }

    @Test
    void stopsAtAMoveThatCannotBeReplayedAndKeepsTheGameUpToIt() {
        List<PgnEntry> entries = PgnReader.read("""
                [Event "broken"]

                1. e4 e5 2. Nf3 Nf6 3. Ke3 Nc6 1-0

                [Event "next"]

                1. d4 *
                """);

        PgnEntry broken = entries.get(0);
        assertEquals(List.of("e2e4", "e7e5", "g1f3", "g8f6"), uci(broken.game()));
        assertEquals(new PgnError(5, "Ke3", "Ke3 is illegal: no king can move to e3"), broken.error().orElseThrow());
        assertEquals("1-0", broken.game().result());
        assertTrue(entries.get(1).isComplete());
        assertEquals(List.of("d2d4"), uci(entries.get(1).game()));
    }

    @Test
    void cutsAVariationAtAnAmbiguousMoveWithAWarningAndReadsOnTheMainLine() {
        PgnEntry entry = TestPgn.onlyEntry("1. d4 d5 2. Nf3 Nf6 (2... Nc6 3. Nd2 (3. e4) e5) 3. e3 *");
        assertTrue(entry.isComplete());
        assertEquals(List.of("line 1: ply 5 'Nd2' in a variation: Nd2 is ambiguous: knights on b1 and f3 can move to d2;"
                + " the rest of that variation was skipped"), entry.warnings());
        assertEquals(List.of("d2d4", "d7d5", "g1f3", "g8f6", "e2e3"), uci(entry.game()));
        PgnNode nf6 = entry.game().moves().get(3);
        assertEquals(1, nf6.variations().get(0).size(), "the variation up to the move that failed");
    }

    @Test
    void startsFromTheFenTagWithBlackToMove() {
        PgnGame game = TestPgn.onlyGame("""
                [SetUp "1"]
                [FEN "4k3/8/8/8/8/8/4p3/4K3 b - - 0 40"]

                40... Kd7 41. Kxe2 *
                """);
        assertEquals(40, game.startPosition().fullMoveNumber());
        assertEquals("8/3k4/8/8/8/8/4K3/8 b - - 0 41", game.finalPosition().toFen());
    }

    @ParameterizedTest
    @ValueSource(strings = {"KQkq", "HBhb"})
    void readsAChess960FenInXFenOrShredderFen(String castling) {
        PgnGame game = TestPgn.onlyGame("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"qrbnnbkr/pppppppp/8/8/8/8/PPPPPPPP/QRBNNBKR w "
                + castling + " - 0 1\"]\n\n1. g3 g6 2. Bg2 Bg7 3. O-O *");
        assertEquals(Variant.CHESS960, game.startPosition().variant());
        Move castlingMove = game.mainline().get(4);
        assertEquals("g1h1", castlingMove.toString());
    }

    @Test
    void refusesGamesThatCannotStart() {
        assertEquals(new PgnError(0, "", "the FEN tag 'nonsense' is wrong: a FEN has 6 fields (4 without the move"
                + " counters), found 1"), TestPgn.onlyEntry("[FEN \"nonsense\"] 1. e4 *").error().orElseThrow());
        assertEquals(new PgnError(0, "", "the SetUp tag is 1 but there is no FEN tag (PGN 9.7)"),
                TestPgn.onlyEntry("[SetUp \"1\"] 1. e4 *").error().orElseThrow());
        assertEquals(new PgnError(0, "", "the variant 'Crazyhouse' is not supported"),
                TestPgn.onlyEntry("[Variant \"Crazyhouse\"] 1. e4 *").error().orElseThrow());
        assertEquals(new PgnError(0, "", "a Chess960 game needs its start position in a FEN tag"),
                TestPgn.onlyEntry("[Variant \"Chess960\"] 1. e4 *").error().orElseThrow());
        PgnEntry bad = TestPgn.onlyEntry("[FEN \"nonsense\"] [White \"A\"] 1. e4 *");
        assertEquals(Position.standard(), bad.game().startPosition());
        assertEquals(List.of(), bad.game().moves());
        assertEquals("A", bad.game().tags().get("White"));
    }

    @Test
    void warnsAboutWhatItSkips() {
        PgnEntry entry = TestPgn.onlyEntry("""
                [Event "x"]
                [Broken tag]

                1. e4 e5 ) 2. Nf3 @ $300 !!! 2... Nc6 (2... Nf6 *
                """);
        assertTrue(entry.isComplete());
        assertEquals(List.of(
                "line 2: '[Broken tag]' is not a tag pair [Name \"value\"] (PGN 8.1) and was skipped",
                "line 4: a ')' without its '(' was skipped",
                "line 4: the character '@' is not PGN; skipped",
                "line 4: '$300' is not a NAG ($0 to $255); skipped",
                "a variation is not closed with ')'; it ends with the game"), entry.warnings());
        assertEquals(List.of(3, 1), entry.game().moves().get(2).nags(), "!!! is read as !! then !");
    }

    @Test
    void skipsEscapeLines() {
        PgnGame game = TestPgn.onlyGame("% a comment for software\n1. e4 *");
        assertEquals(List.of("e2e4"), uci(game));
    }

    @Test
    void readsNothingFromEmptyText() {
        assertEquals(List.of(), PgnReader.read(""));
        assertEquals(List.of(), PgnReader.read("  \n\n "));
    }

    @Test
    void readsAGameWithoutMovesButWithAComment() {
        PgnGame game = TestPgn.onlyGame("[White \"A\"]\n[Black \"B\"]\n\n{Black did not come} 1-0");
        assertEquals(List.of("Black did not come"), game.comments());
        assertEquals(List.of(), game.moves());
        assertEquals("1-0", game.result());
    }
}
