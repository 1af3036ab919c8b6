package org.teamchess.tournament.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.tournament.rest.StandingsView;

class SummaryProtocolFormatTest {

    private static final UUID FIRST = UUID.fromString("00000000-0000-0000-0000-000000000001");
    private static final UUID SECOND = UUID.fromString("00000000-0000-0000-0000-000000000002");
    private static final ZoneId ANADYR = ZoneId.of("Asia/Anadyr");

    private static Particulars competition() {
        return new Particulars("Первенство школ Чукотки", "double-round-robin", "30+0", ANADYR.getId(), 4, 2,
                List.of(Instant.parse("2026-12-05T01:00:00Z").atZone(ANADYR).toOffsetDateTime(),
                        Instant.parse("2026-12-12T01:00:00Z").atZone(ANADYR).toOffsetDateTime()));
    }

    /** The first team beat the second 2½-1½ in round 1; the tie-break order leaves out match points. */
    private static StandingsView standings() {
        Map<String, Double> firstValues = new LinkedHashMap<>(Map.of("board-points", 2.5));
        firstValues.put("buchholz", 0.0);
        Map<String, Double> secondValues = new LinkedHashMap<>(Map.of("board-points", 1.5));
        secondValues.put("buchholz", 0.0);
        UUID match = UUID.randomUUID();
        return new StandingsView(UUID.randomUUID(), "Первенство школ Чукотки", List.of("board-points", "buchholz"),
                List.of(new StandingsView.Row(1, FIRST, "Школа № 1", false, true, 1, 2, 2.5, firstValues,
                                List.of(new StandingsView.Encounter(1, match, SECOND, "played", true, 2.5, 1.5, 2,
                                        null))),
                        new StandingsView.Row(2, SECOND, null, false, true, 1, 0, 1.5, secondValues,
                                List.of(new StandingsView.Encounter(1, match, FIRST, "played", true, 1.5, 2.5, 0,
                                        null)))));
    }

    @Test
    void matchPointsJoinTheColumnsAfterTheTieBreaksWhenTheOrderLeavesThemOut() {
        StandingsView shown = SummaryProtocolFormat.withPoints(standings());

        assertEquals(List.of("board-points", "buchholz", "match-points"), shown.tieBreaks());
        assertEquals(2.0, shown.rows().get(0).tieBreaks().get("match-points"));
        assertEquals(List.of("board-points", "buchholz"), List.copyOf(standings().rows().get(0).tieBreaks().keySet()));
    }

    @Test
    void theProtocolIsTheCrosstableUnderTheCompetitionsParticularsWithTheSignatureLines() {
        String html = SummaryProtocolFormat.html(competition(), standings());

        assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"ru\">"), html);
        assertTrue(html.contains("<h1>Сводный протокол результатов командных соревнований</h1>"), html);
        assertTrue(html.contains("<tr><th scope=\"row\">Система проведения</th><td>круговая, в два круга</td></tr>"),
                html);
        assertTrue(html.contains("<td>05.12.2026 - 12.12.2026</td>"), html);
        assertTrue(html.contains("Asia/Anadyr, UTC+12:00"), html);
        assertTrue(html.contains("<th scope=\"col\">Очки</th><th scope=\"col\">Коэффициент Бухгольца</th>"
                + "<th scope=\"col\">Матчевые очки</th>"), html);
        assertTrue(html.contains("<tr><td>1</td><td>1</td><th scope=\"row\" class=\"team\">Школа № 1</th><td>x</td>"
                + "<td>2½</td><td>1</td><td>2½</td><td>0</td><td>2</td></tr>"), html);
        assertTrue(html.contains("армагеддон"), "the key to the crosstable's marks: " + html);
        assertTrue(html.contains("<p class=\"signature\">Главный судья (арбитр): " + PrintedPage.SIGNATURE + "</p>"),
                html);
        assertTrue(html.endsWith("</body>\n</html>\n"), html);
    }
}
