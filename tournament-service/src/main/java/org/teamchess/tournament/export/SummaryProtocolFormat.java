package org.teamchess.tournament.export;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teamchess.tournament.mapping.CrosstableFormat;
import org.teamchess.tournament.rest.StandingsView;

/**
 * The summary protocol ("Сводный протокол результатов командных соревнований", seed 001 Appendix 1,
 * whose form the seed's text leaves out; see docs/decisions/tournament-exports.md): the
 * competition's particulars, the crosstable exactly as {@link CrosstableFormat} prints it (places,
 * every match, the tie-breaks in the tournament's order), board and match points always among its
 * columns, and the lines for the chief arbiter's and the chief secretary's signatures.
 */
public final class SummaryProtocolFormat {

    static final String TITLE = "Сводный протокол результатов командных соревнований";

    private static final String BOARD_POINTS = "board-points";
    private static final String MATCH_POINTS = "match-points";

    private SummaryProtocolFormat() {
    }

    /** The whole printable page. */
    public static String html(Particulars competition, StandingsView standings) {
        List<OffsetDateTime> starts = competition.roundStarts();
        String dates = starts.isEmpty() ? "" : PrintedPage.date(starts.get(0));
        if (starts.size() > 1) {
            dates += " - " + PrintedPage.date(starts.get(starts.size() - 1));
        }
        String place = starts.isEmpty() ? PrintedPage.PLACE
                : PrintedPage.PLACE + "; время " + PrintedPage.zone(starts.get(0), competition.timeZone());
        String crosstable = CrosstableFormat.html(withPoints(standings));
        String body = PrintedPage.details("Соревнование", competition.name(), "Система проведения",
                system(competition.format()), "Сроки проведения", dates, "Место проведения", place,
                "Контроль времени", competition.timeControl(), "Команд", Integer.toString(competition.teams()),
                "Досок в матче", Integer.toString(competition.boards()))
                // The crosstable's own page holds the table and the key to its marks: the protocol takes both.
                + crosstable.substring(crosstable.indexOf("<table>"), crosstable.indexOf("</body>"))
                + PrintedPage.signature("Главный судья (арбитр)")
                + PrintedPage.signature("Главный секретарь");
        return PrintedPage.page(TITLE, body);
    }

    /**
     * The standings with board and match points among the columns even where the tournament's
     * tie-break order leaves one out: then it follows the tie-breaks, so that their order, the
     * ranking order, stays as the tournament set it.
     */
    static StandingsView withPoints(StandingsView standings) {
        List<String> columns = new ArrayList<>(standings.tieBreaks());
        List.of(BOARD_POINTS, MATCH_POINTS).stream().filter(column -> !columns.contains(column)).forEach(columns::add);
        List<StandingsView.Row> rows = standings.rows().stream().map(row -> {
            if (!row.resultsCounted()) {
                return row;
            }
            Map<String, Double> values = new LinkedHashMap<>(row.tieBreaks());
            values.putIfAbsent(BOARD_POINTS, row.boardPoints());
            values.putIfAbsent(MATCH_POINTS, (double) row.matchPoints());
            return new StandingsView.Row(row.rank(), row.teamId(), row.teamName(), row.withdrawn(),
                    row.resultsCounted(), row.played(), row.matchPoints(), row.boardPoints(), values,
                    row.encounters());
        }).toList();
        return new StandingsView(standings.tournamentId(), standings.tournamentName(), columns, rows);
    }

    private static String system(String format) {
        return switch (format) {
            case "round-robin" -> "круговая, в один круг";
            case "double-round-robin" -> "круговая, в два круга";
            case "swiss" -> "швейцарская";
            case "match" -> "матч двух команд";
            default -> format;
        };
    }
}
