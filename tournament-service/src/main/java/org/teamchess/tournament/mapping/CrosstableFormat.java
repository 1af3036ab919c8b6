package org.teamchess.tournament.mapping;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.teamchess.support.csv.Csv;
import org.teamchess.tournament.rest.StandingsView;

/**
 * The crosstable as the arbiters and federations file it: CSV for spreadsheets and a printable
 * HTML page. Teams in ranking order, numbered; each cell the row team's board points against the
 * column team, in every match between them (a double round robin has two). Marks follow seed 004:
 * {@code +}/{@code -} for a match forfeited unplayed (Art. 24.3), results in brackets when they are
 * not counted (Art. 24.1.1), {@code А+}/{@code А-} for an Armageddon decider won or lost (seed 000
 * §4.6), {@code x} on the diagonal, nothing for a match still to be played.
 */
public final class CrosstableFormat {

    private static final Map<String, String> TIE_BREAK_NAMES = Map.of(
            "match-points", "Матчевые очки",
            "board-points", "Очки",
            "direct-encounter", "Личная встреча",
            "sonneborn-berger", "Коэффициент Зонненборна-Бергера",
            "buchholz", "Коэффициент Бухгольца",
            "buchholz-cut-1", "Усечённый Бухгольц",
            "wins", "Число побед");

    /** The team's name: a row's header in the HTML page. */
    private static final int TEAM_COLUMN = 2;

    private CrosstableFormat() {
    }

    /**
     * Semicolon-separated, decimal comma and a byte-order mark: what a spreadsheet in a Russian
     * locale opens as columns with Cyrillic intact.
     */
    public static String csv(StandingsView standings) {
        Table table = table(standings);
        StringBuilder out = new StringBuilder(Csv.BOM).append(Csv.line(table.header()));
        table.rows().forEach(row -> out.append(Csv.line(row)));
        return out.toString();
    }

    /** A whole printable page in Russian, with the marks explained under the table. */
    public static String html(StandingsView standings) {
        Table table = table(standings);
        StringBuilder out = new StringBuilder();
        String title = escape(standings.tournamentName()) + ": турнирная таблица";
        out.append("<!DOCTYPE html>\n<html lang=\"ru\">\n<head>\n<meta charset=\"utf-8\">\n<title>").append(title)
                .append("</title>\n<style>table{border-collapse:collapse}th,td{border:1px solid #000;padding:.2em .4em;"
                        + "text-align:center}td.team{text-align:left}</style>\n</head>\n<body>\n<h1>").append(title)
                .append("</h1>\n<table>\n<thead><tr>");
        table.header().forEach(name -> out.append("<th scope=\"col\">").append(escape(name)).append("</th>"));
        out.append("</tr></thead>\n<tbody>\n");
        for (List<String> row : table.rows()) {
            out.append("<tr>");
            for (int column = 0; column < row.size(); column++) {
                String cell = escape(row.get(column));
                out.append(column == TEAM_COLUMN ? "<th scope=\"row\" class=\"team\">" + cell + "</th>"
                        : "<td>" + cell + "</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody>\n</table>\n<p>В клетке - очки команды строки во встрече с командой столбца. "
                + "+ / - : матч не игрался (выбывание, ст. 24.3); (…) - результат выбывшей команды не учитывается "
                + "(ст. 24.1.1); А+ / А- : армагеддон выигран / проигран; пустая клетка - матч ещё не сыгран.</p>\n"
                + "</body>\n</html>\n");
        return out.toString();
    }

    /** The crosstable as text cells, the same for both formats. */
    private record Table(List<String> header, List<List<String>> rows) {
    }

    /** Place, number, team, a column per team, games played, each tie-break. */
    private static Table table(StandingsView standings) {
        List<String> header = new ArrayList<>(List.of("Место", "№", "Команда"));
        for (int column = 1; column <= standings.rows().size(); column++) {
            header.add(Integer.toString(column));
        }
        header.add("Сыграно");
        standings.tieBreaks().forEach(tieBreak -> header.add(TIE_BREAK_NAMES.getOrDefault(tieBreak, tieBreak)));
        List<List<String>> cells = cells(standings);
        List<List<String>> rows = new ArrayList<>();
        for (int index = 0; index < standings.rows().size(); index++) {
            StandingsView.Row row = standings.rows().get(index);
            List<String> line = new ArrayList<>(List.of(rank(row), Integer.toString(index + 1), name(row)));
            line.addAll(cells.get(index));
            line.add(Integer.toString(row.played()));
            standings.tieBreaks().forEach(tieBreak -> line.add(tieBreakValue(row, tieBreak)));
            rows.add(line);
        }
        return new Table(header, rows);
    }

    /** Each row's cells against every column, in row order. */
    private static List<List<String>> cells(StandingsView standings) {
        Map<UUID, Integer> columnOf = new HashMap<>();
        for (int index = 0; index < standings.rows().size(); index++) {
            columnOf.put(standings.rows().get(index).teamId(), index);
        }
        List<List<String>> table = new ArrayList<>();
        for (int index = 0; index < standings.rows().size(); index++) {
            List<List<String>> byColumn = new ArrayList<>();
            for (int column = 0; column < standings.rows().size(); column++) {
                byColumn.add(new ArrayList<>());
            }
            for (StandingsView.Encounter encounter : standings.rows().get(index).encounters()) {
                Integer column = columnOf.get(encounter.opponentId());
                if (column != null && !encounter.status().equals("pending") && !encounter.status().equals("playing")) {
                    byColumn.get(column).add(cell(encounter));
                }
            }
            List<String> cells = new ArrayList<>();
            for (int column = 0; column < standings.rows().size(); column++) {
                cells.add(column == index ? "x" : String.join(" ", byColumn.get(column)));
            }
            table.add(cells);
        }
        return table;
    }

    private static String cell(StandingsView.Encounter encounter) {
        String points = encounter.status().equals("forfeit")
                ? (encounter.boardPoints() > encounter.opponentBoardPoints() ? "+" : "-")
                : points(encounter.boardPoints());
        if (encounter.deciderWon() != null) {
            points += encounter.deciderWon() ? "А+" : "А-";
        }
        return encounter.counted() ? points : "(" + points + ")";
    }

    private static String rank(StandingsView.Row row) {
        return row.resultsCounted() ? Integer.toString(row.rank()) : "-";
    }

    private static String name(StandingsView.Row row) {
        String name = row.teamName() == null ? row.teamId().toString() : row.teamName();
        return row.withdrawn() ? name + " (выбыла)" : name;
    }

    private static String tieBreakValue(StandingsView.Row row, String tieBreak) {
        Double value = row.tieBreaks().get(tieBreak);
        return value == null ? "" : points(value);
    }

    /** 2.5 as "2½", 11.25 as "11,25": the notation of Russian crosstables. */
    static String points(double value) {
        long whole = (long) Math.floor(value);
        double fraction = value - whole;
        if (fraction == 0) {
            return Long.toString(whole);
        }
        if (fraction == 0.5) {
            return whole == 0 ? "½" : whole + "½";
        }
        return Double.toString(value).replace('.', ',');
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
