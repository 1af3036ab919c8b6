package org.teamchess.tournament.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;

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

    @Test
    void aRoundWithoutFinishedGamesIsAnEmptyFile() {
        assertEquals("", RoundPgnFormat.pgn(EVENT, List.of(), Notation.ENGLISH));
    }
}
