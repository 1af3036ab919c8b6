package org.teamchess.tournament.mapping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.tournament.rest.StandingsView;
import org.teamchess.tournament.rest.StandingsView.Encounter;
import org.teamchess.tournament.rest.StandingsView.Row;

class CrosstableFormatTest {

    private static final UUID FIRST = UUID.fromString("00000000-0000-0000-0000-000000000001");
    private static final UUID SECOND = UUID.fromString("00000000-0000-0000-0000-000000000002");
    private static final UUID THIRD = UUID.fromString("00000000-0000-0000-0000-000000000003");
    private static final UUID FOURTH = UUID.fromString("00000000-0000-0000-0000-000000000004");

    /**
     * Four teams: the first beat the second 2½-1½ (round 1) and drew the third 2-2, the third
     * winning the Armageddon (round 2); the second and the third are playing (round 3); the fourth
     * lost to the second 1-3 (round 2), withdrew with under half its matches completed, so that
     * result is not counted, and forfeited its round-3 match against the first.
     */
    private static StandingsView standings() {
        Row first = row(1, FIRST, "Гимназия № 1; Анадырь", false, true, 2, 3, 4.5, List.of(
                played(1, SECOND, 2.5, 1.5, 2, null, true),
                played(2, THIRD, 2.0, 2.0, 0, false, true),
                forfeit(3, FOURTH, true, false)));
        Row second = row(2, SECOND, "Школа № 2, Угольные Копи", false, true, 1, 0, 1.5, List.of(
                played(1, FIRST, 1.5, 2.5, 0, null, true),
                played(2, FOURTH, 3.0, 1.0, 2, null, false),
                new Encounter(3, UUID.randomUUID(), THIRD, "playing", true, 1.0, 0.0, null, null)));
        Row third = row(2, THIRD, null, false, true, 1, 2, 2.0, List.of(
                played(2, FIRST, 2.0, 2.0, 2, true, true),
                new Encounter(3, UUID.randomUUID(), SECOND, "playing", true, 0.0, 1.0, null, null)));
        Row fourth = row(4, FOURTH, "Школа \"Север\"", true, false, 2, 0, 1.0, List.of(
                played(2, SECOND, 1.0, 3.0, 0, null, false),
                forfeit(3, FIRST, false, false)));
        return new StandingsView(UUID.randomUUID(), "Первенство <школ>", List.of("match-points", "board-points"),
                List.of(first, second, third, fourth));
    }

    @Test
    void theCsvHasAColumnPerTeamWithTheSeedsMarks() {
        String[] lines = CrosstableFormat.csv(standings()).split("\r\n");

        assertTrue(lines[0].startsWith("\uFEFF"), "a byte-order mark for spreadsheets");
        assertEquals("\uFEFFМесто;№;Команда;1;2;3;4;Сыграно;Матчевые очки;Очки", lines[0]);
        assertEquals("1;1;\"Гимназия № 1; Анадырь\";x;2½;2А-;(+);2;3;4½", lines[1]);
        assertEquals("2;2;Школа № 2, Угольные Копи;1½;x;;(3);1;0;1½", lines[2]);
        assertEquals("2;3;" + THIRD + ";2А+;;x;;1;2;2", lines[3]);
        assertEquals("-;4;\"Школа \"\"Север\"\" (выбыла)\";(-);(1);;x;2;;", lines[4]);
        assertEquals(5, lines.length);
    }

    @Test
    void aTeamNamedLikeAFormulaIsTextInTheCsv() {
        Row formula = row(1, FIRST, "=HYPERLINK(\"http://evil.example\";\"Гимназия\")", false, true, 0, 0, 0.0,
                List.of());
        Row dde = row(2, SECOND, "@SUM(1+1)*cmd|' /C calc'!A0", false, true, 0, 0, 0.0, List.of());
        String[] lines = CrosstableFormat.csv(new StandingsView(UUID.randomUUID(), "Кубок",
                List.of("match-points"), List.of(formula, dde))).split("\r\n");

        assertEquals("1;1;\"'=HYPERLINK(\"\"http://evil.example\"\";\"\"Гимназия\"\")\";x;;0;0", lines[1]);
        assertEquals("2;2;'@SUM(1+1)*cmd|' /C calc'!A0;;x;0;0", lines[2]);
    }

    @Test
    void theHtmlPageIsEscapedAndExplainsTheMarks() {
        String html = CrosstableFormat.html(standings());

        assertTrue(html.contains("<title>Первенство &lt;школ&gt;: турнирная таблица</title>"), html);
        assertTrue(html.contains("<th scope=\"row\" class=\"team\">Школа &quot;Север&quot; (выбыла)</th>"), html);
        assertTrue(html.contains("<td>2А-</td>"), html);
        assertTrue(html.contains("ст. 24.1.1"), html);
    }

    @Test
    void pointsAreWrittenWithHalvesAndDecimalCommas() {
        assertEquals("0", CrosstableFormat.points(0));
        assertEquals("½", CrosstableFormat.points(0.5));
        assertEquals("3½", CrosstableFormat.points(3.5));
        assertEquals("11,25", CrosstableFormat.points(11.25));
    }

    private static Row row(int rank, UUID team, String name, boolean withdrawn, boolean counted, int played,
            int matchPoints, double boardPoints, List<Encounter> encounters) {
        Map<String, Double> tieBreaks = new LinkedHashMap<>();
        if (counted) {
            tieBreaks.put("match-points", (double) matchPoints);
            tieBreaks.put("board-points", boardPoints);
        }
        return new Row(rank, team, name, withdrawn, counted, played, matchPoints, boardPoints, tieBreaks, encounters);
    }

    private static Encounter played(int round, UUID opponent, double points, double opponentPoints, int matchPoints,
            Boolean deciderWon, boolean counted) {
        return new Encounter(round, UUID.randomUUID(), opponent, "played", counted, points, opponentPoints,
                matchPoints, deciderWon);
    }

    private static Encounter forfeit(int round, UUID opponent, boolean won, boolean counted) {
        return new Encounter(round, UUID.randomUUID(), opponent, "forfeit", counted, won ? 4.0 : 0.0,
                won ? 0.0 : 4.0, won ? 2 : 0, null);
    }
}
