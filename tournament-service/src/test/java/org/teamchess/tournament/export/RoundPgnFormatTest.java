package org.teamchess.tournament.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.testsupport.PgnExtract;

class RoundPgnFormatTest {

    private static final String EVENT = "Первенство школ Чукотки";
    private static final LocalDate DAY = LocalDate.of(2026, 12, 5);

    /** As game-service records a game: its own tags, English SAN. */
    private static final String RECORDED = """
            [Event "TeamChess competition 7"]
            [Site "TeamChess"]
            [Date "2026.12.05"]
            [Round "1"]
            [White "3f2a9c1b-0000-0000-0000-000000000001"]
            [Black "3f2a9c1b-0000-0000-0000-000000000002"]
            [Result "1-0"]
            [Board "1"]
            [GameId "3f2a9c1b-0000-0000-0000-000000000003"]
            [TimeControl "1800"]
            [Termination "normal"]

            1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
            """;

    private static RoundGame played(String pgn) {
        return new RoundGame(3, 1, false, "Иван Петров", "Пётр Иванов", "Школа № 1", "Школа № 2", DAY, "1-0", false,
                pgn);
    }

    @Test
    void aRecordedGameKeepsItsMovesUnderTheTournamentsTags() {
        String pgn = RoundPgnFormat.pgn(EVENT, List.of(played(RECORDED)), Notation.ENGLISH);

        assertEquals("""
                [Event "Первенство школ Чукотки"]
                [Site "TeamChess"]
                [Date "2026.12.05"]
                [Round "3.1"]
                [White "Иван Петров"]
                [Black "Пётр Иванов"]
                [Result "1-0"]
                [Board "1"]
                [GameId "3f2a9c1b-0000-0000-0000-000000000003"]
                [TimeControl "1800"]
                [Termination "normal"]
                [WhiteTeam "Школа № 1"]
                [BlackTeam "Школа № 2"]

                1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
                """, pgn);
    }

    @Test
    void russianNotationWritesTheMovesWithRussianLetters() {
        String pgn = RoundPgnFormat.pgn(EVENT, List.of(played(RECORDED)), Notation.RUSSIAN);

        assertTrue(pgn.contains("1. e4 e5 2. Фh5 Кc6 3. Сc4 Кf6 4. Фxf7# 1-0"), pgn);
    }

    @Test
    void aForfeitWithoutARecordIsItsTagsACommentAndItsResult() {
        RoundGame forfeit = new RoundGame(3, 2, false, "Анна Смирнова", "Ольга Козлова", "Школа № 2", "Школа № 1",
                DAY, "0-1", true, null);

        String pgn = RoundPgnFormat.pgn(EVENT, List.of(forfeit), Notation.ENGLISH);

        assertTrue(pgn.contains("[Date \"2026.12.05\"]\n[Round \"3.2\"]\n"), pgn);
        assertTrue(pgn.contains("[Result \"0-1\"]\n"), pgn);
        assertTrue(pgn.endsWith("\n\n{Партия не игралась: -/+ (ст. 24.3)} 0-1\n"), pgn);
    }

    @Test
    void aDoubleForfeitHasNoPgnResultAndSaysWhy() {
        RoundGame both = new RoundGame(3, 3, false, "A", "B", "Школа № 1", "Школа № 2", DAY, "0-0", true, null);

        String pgn = RoundPgnFormat.pgn(EVENT, List.of(both), Notation.ENGLISH);

        assertTrue(pgn.contains("[Result \"*\"]\n"), pgn);
        assertTrue(pgn.endsWith("{-/- : обоим участникам засчитано поражение (0-0)} *\n"), pgn);
    }

    @Test
    void theDeciderIsNumberedPastTheBoardsAndSaysItIsTheArmageddon() {
        RoundGame decider = new RoundGame(3, 5, true, "Пётр Иванов", "Иван Петров", "Школа № 2", "Школа № 1", DAY,
                "1/2-1/2", false, null);

        String pgn = RoundPgnFormat.pgn(EVENT, List.of(decider), Notation.ENGLISH);

        assertTrue(pgn.contains("[Round \"3.5\"]\n"), pgn);
        assertTrue(pgn.replace('\n', ' ').contains("{Армагеддон: решающая партия встречи, ничья засчитывается "
                + "победой чёрных} {Запись ходов партии не сохранилась} 1/2-1/2"), pgn);
    }

    @Test
    void theFileReadsBackGameByGame() {
        RoundGame forfeit = new RoundGame(3, 2, false, "A", "B", "Школа № 2", "Школа № 1", DAY, "1-0", true, null);

        String pgn = RoundPgnFormat.pgn(EVENT, List.of(played(RECORDED), forfeit), Notation.RUSSIAN);

        List<PgnEntry> games = PgnReader.read(pgn);
        assertEquals(2, games.size());
        assertTrue(games.stream().allMatch(PgnEntry::isComplete));
        PgnGame first = games.get(0).game();
        assertEquals(7, first.mainline().size());
        assertEquals("Школа № 1", first.tag("WhiteTeam").orElseThrow());
        assertEquals("3.2", games.get(1).game().tag("Round").orElseThrow());
        assertEquals("1-0", games.get(1).game().result());
    }

    /** As game-service's GameEnded carries a game's full record: clocks, the draw-offer mark, comments in Russian. */
    private static final String FULL_RECORD = """
            [Event "TeamChess competition 7"]
            [Site "TeamChess"]
            [Date "2026.12.05"]
            [Round "1"]
            [White "3f2a9c1b-0000-0000-0000-000000000001"]
            [Black "3f2a9c1b-0000-0000-0000-000000000002"]
            [Result "1/2-1/2"]
            [Board "1"]
            [GameId "3f2a9c1b-0000-0000-0000-000000000004"]
            [TimeControl "300+3"]
            [Termination "normal"]
            [UTCDate "2026.12.05"]
            [UTCTime "10:00:00"]

            1. e4 {[%clk 0:05:01.5]} 1... e5 {[%clk 0:05:00.2]} {Белые отключились в 10:00:20 UTC}
            {Белые вновь подключились в 10:00:31 UTC, отсутствовали 0:00:11} 2. Nf3 {(=)}
            {[%clk 0:04:40.0]} {Ничья по соглашению (ст. 9.1.2)} 1/2-1/2
            """;

    @Test
    void theFullRecordReachesTheRoundPgnInEitherNotationAndPgnExtractReadsIt() throws Exception {
        RoundGame drawn = new RoundGame(3, 1, false, "Иван Петров", "Пётр Иванов", "Школа № 1", "Школа № 2", DAY,
                "1/2-1/2", false, FULL_RECORD);

        String english = RoundPgnFormat.pgn(EVENT, List.of(drawn), Notation.ENGLISH);
        String russian = RoundPgnFormat.pgn(EVENT, List.of(drawn), Notation.RUSSIAN);

        assertTrue(english.contains("[UTCTime \"10:00:00\"]\n"), english);
        assertEquals("""
                1. e4 {[%clk 0:05:01.5]} 1... e5 {[%clk 0:05:00.2]} {Белые отключились в
                10:00:20 UTC} {Белые вновь подключились в 10:00:31 UTC, отсутствовали 0:00:11}
                2. Nf3 {(=)} {[%clk 0:04:40.0]} {Ничья по соглашению (ст. 9.1.2)} 1/2-1/2
                """, english.substring(english.indexOf("\n\n") + 2));
        assertTrue(russian.replace('\n', ' ').contains("2. Кf3 {(=)} {[%clk 0:04:40.0]} {Ничья по соглашению"), russian);
        Assumptions.assumeTrue(PgnExtract.executable().isPresent(), "pgn-extract is not installed");
        List<Map<String, Object>> read = PgnExtract.read(english, Path.of("target/pgn-extract"), "round-record");
        assertEquals("1/2-1/2", read.get(0).get("Result"));
        assertEquals(3, ((List<?>) read.get(0).get("Moves")).size());
        assertTrue(PgnExtract.reexport(english, Path.of("target/pgn-extract"), "round-record").replaceAll("\\s+", " ")
                .contains("2. Nf3 { (=) } { [%clk 0:04:40.0] }"));
    }

    @Test
    void aRoundWithoutFinishedGamesIsAnEmptyFile() {
        assertEquals("", RoundPgnFormat.pgn(EVENT, List.of(), Notation.ENGLISH));
    }
}
