package org.teamchess.rules.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.MoveKind;
import org.teamchess.rules.Position;

/** The example games of the seeds' notation articles, copied character for character. */
class PgnSeedGamesTest {

    /** Seed 004 (FIDE Laws 2011), Art. 19, line 477: a typographical "3" after the check of move 8. */
    static final String ARTICLE_19 = "1. e4 e5 2. Кf3 Кf6 3. d4 exd4 4. e5 Кe4 5. Фxd4 d5 6. exd6e.p.  Кxd6 7. Сg5"
            + " Кc6 8. Фe3+3 Сe7 9. Кbd2 0-0 10. 0-0-0 Лe8 11. Крb1 (=).";

    /** Seed 002, line 27: the example game of Appendix C, complete ("Фе7" with a Cyrillic е). */
    static final String APPENDIX_C = "1. e4 e5 2. f4 f5 3. exf5 Фh4+ 4. g3 Фе7 5. Фh5+ Крd8 6. fxe5 Фxe5+ 7. Сe2 Кf6"
            + " 8. Фf3 d5 9. g4 h5 10. h3 hxg4 11. hxg4 Лxh1 12. Фxh1 Фg3+ 13. Крd1 Кxg4 14. Фxd5+ Сd7 15. Кf3 Кf2+"
            + " 16. Крe1 Кd3+ 17. Крd1 Фe1+ 18. Кxe1 Кf2++.";

    /** Seed 000, lines 518-519: the same game, cut by a bookmark left over from the document's conversion. */
    static final String APPENDIX_C_WITH_BOOKMARK = "1. e4 e5 2. f4 f5 3. exf5 Фh4+ 4. g3 Фе7 5. Фh5+ Крd8 6. fxe5"
            + " Фxe5+ 7. Сe2 Кf6 8. Фf3 d5 9. g4 h5 10. h3\n[bookmark: D._БЫСТРАЯ_ИГРА_В_ОТСУТСТВИЕ_СУДЬИ]hxg4 11. hxg4"
            + " Лxh1 12. Фxh1 Фg3+ 13. Крd1 Кxg4 14. Фxd5+ Сd7 15. Кf3 Кf2+ 16. Крe1 Кd3+ 17. Крd1 Фe1+ 18. Кxe1 Кf2++.";

    private static final String BOOKMARK = "[bookmark: D._БЫСТРАЯ_ИГРА_В_ОТСУТСТВИЕ_СУДЬИ]";

    @Test
    void article19ExampleReplaysToTheEndWithAWarningForTheStrayDigit() {
        PgnEntry entry = TestPgn.onlyEntry(ARTICLE_19);

        assertTrue(entry.isComplete(), () -> entry.error().toString());
        PgnGame game = entry.game();
        assertEquals(21, game.moves().size());
        assertEquals("r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11", game.finalPosition().toFen());
        assertEquals(MoveKind.EN_PASSANT, game.moves().get(10).move().kind(), "6. exd6e.p.");
        assertTrue(game.moves().get(20).drawOffered(), "11. Крb1 (=)");
        assertEquals(List.of("line 1: ply 15: 'Фe3+3' is read as 'Фe3+'; the '3' after the check mark was ignored"),
                entry.warnings());
        assertEquals("*", game.result());
    }

    @Test
    void appendixCExampleReplaysToMate() {
        PgnEntry entry = TestPgn.onlyEntry(APPENDIX_C);
        assertTrue(entry.isComplete(), () -> entry.error().toString());

        assertTrue(entry.warnings().isEmpty(), entry.warnings()::toString);
        Position end = entry.game().finalPosition();
        assertEquals(36, entry.game().moves().size());
        assertEquals("rn1k1b2/pppb2p1/8/3Q1P2/8/8/PPPPBn2/RNBKN3 w - - 1 19", end.toFen());
        assertTrue(end.isCheckmate());
    }

    @Test
    void appendixCWithItsConversionBookmarkRemovedIsTheSameGame() {
        // The "[bookmark: ...]" is an artifact of converting seed 000 to text, not PGN: the test removes
        // it, as a person preparing the text would, rather than the reader accepting it.
        String cleaned = APPENDIX_C_WITH_BOOKMARK.replace(BOOKMARK, "");

        PgnGame game = TestPgn.onlyGame(cleaned);

        assertEquals(TestPgn.onlyGame(APPENDIX_C), game);
    }

    @Test
    void theBookmarkIsNotSilentlyAccepted() {
        List<PgnEntry> entries = PgnReader.read(APPENDIX_C_WITH_BOOKMARK);

        assertEquals(2, entries.size(), "the bracket ends the first game and begins a second");
        assertEquals(19, entries.get(0).game().moves().size());
        PgnEntry rest = entries.get(1);
        assertEquals(List.of("line 2: '" + BOOKMARK + "' is not a tag pair [Name \"value\"] (PGN 8.1) and was skipped"),
                rest.warnings());
        assertEquals(new PgnError(1, "hxg4", "hxg4 is illegal: no pawn on the h-file can move to g4"),
                rest.error().orElseThrow());
    }
}
