package org.teamchess.tournament.export;

import static org.teamchess.tournament.export.PrintedPage.escape;

import java.util.UUID;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentView;

/**
 * The team match protocol ("Протокол результатов командных соревнований", seed 001 Appendix 1, whose
 * form the seed's text leaves out; see docs/decisions/tournament-exports.md): the competition, the
 * round, its date, place and time zone, the two teams, each board with both players, their colours
 * and points, the Armageddon decider when one was played, the totals in board and match points, and
 * lines for the signatures of the arbiter and both captains. Points as on a score sheet: 1, ½, 0;
 * {@code +}/{@code -} for a game not played (a forfeit or an absence, Art. 24.3), as in the
 * crosstable; an empty cell for a game without a result yet, so that the form can be filled by hand.
 */
public final class MatchProtocolFormat {

    static final String TITLE = "Протокол результатов командных соревнований";

    private MatchProtocolFormat() {
    }

    /** The whole printable page. */
    public static String html(TournamentView tournament, MatchView match, PlayerNames names) {
        String first = teamName(tournament, match.firstTeamId(), match.firstTeamName());
        String second = teamName(tournament, match.secondTeamId(), match.secondTeamName());
        StringBuilder body = new StringBuilder();
        body.append(PrintedPage.details("Соревнование", tournament.name(), "Тур", Integer.toString(match.round()),
                "Дата и время начала", PrintedPage.localStart(match.scheduledStartLocal(), tournament.timeZone()),
                "Место проведения", PrintedPage.PLACE, "Контроль времени", tournament.timeControl()));
        body.append("<h2>«").append(escape(first)).append("» - «").append(escape(second)).append("»</h2>\n")
                .append("<table class=\"boards\">\n<thead><tr><th scope=\"col\">Доска</th>")
                .append("<th scope=\"col\">Участник команды «").append(escape(first)).append("»</th>")
                .append("<th scope=\"col\">Цвет</th><th scope=\"col\">Очки</th>")
                .append("<th scope=\"col\">Очки</th><th scope=\"col\">Цвет</th>")
                .append("<th scope=\"col\">Участник команды «").append(escape(second)).append("»</th></tr></thead>\n")
                .append("<tbody>\n");
        if (match.forfeitedByTeamId() != null) {
            boolean firstForfeited = match.forfeitedByTeamId().equals(match.firstTeamId());
            body.append("<tr><td colspan=\"7\">Матч не игрался: команде «")
                    .append(escape(firstForfeited ? first : second))
                    .append("» засчитано поражение (неявка или выбывание, ст. 24.3)</td></tr>\n");
        } else if (match.boards().isEmpty()) {
            for (int board = 1; board <= tournament.boards(); board++) {
                body.append("<tr><td>").append(board).append("</td>").append("<td></td>".repeat(6)).append("</tr>\n");
            }
        }
        match.boards().forEach(board -> body.append(row(Integer.toString(board.board()), match, board, names)));
        if (match.decider() != null) {
            body.append(row("Армагеддон", match, match.decider(), names));
        }
        body.append("</tbody>\n<tfoot>\n<tr><th scope=\"row\" colspan=\"3\">Очки</th><td>")
                .append(boardPoints(match, match.firstTeamBoardPoints(), match.firstTeamId()))
                .append("</td><td>").append(boardPoints(match, match.secondTeamBoardPoints(), match.secondTeamId()))
                .append("</td><td colspan=\"2\"></td></tr>\n<tr><th scope=\"row\" colspan=\"3\">Командные очки</th><td>")
                .append(matchPoints(match.firstTeamMatchPoints())).append("</td><td>")
                .append(matchPoints(match.secondTeamMatchPoints()))
                .append("</td><td colspan=\"2\"></td></tr>\n</tfoot>\n</table>\n");
        body.append("<p>Итог встречи: ").append(escape(outcome(match, first, second))).append("</p>\n")
                .append("<p>1 - победа, ½ - ничья, 0 - поражение; + / - : партия не игралась (неявка, техническое "
                        + "поражение; ст. 24.3); пустая клетка - результата ещё нет. Командные очки: победа 2, "
                        + "ничья 1, поражение 0 (ст. 30.2.1).")
                .append(tournament.drawnMatch().equals("armageddon") ? " Армагеддон - решающая партия встречи, "
                        + "окончившейся вничью; ничья в нём засчитывается победой чёрных." : "")
                .append("</p>\n");
        body.append(PrintedPage.signature("Судья (арбитр)"))
                .append(PrintedPage.signature("Капитан команды «" + first + "»"))
                .append(PrintedPage.signature("Капитан команды «" + second + "»"));
        return PrintedPage.page(TITLE, body.toString());
    }

    /** A board or the decider: the first team's player on the left, the second team's on the right. */
    private static String row(String label, MatchView match, MatchView.BoardView board, PlayerNames names) {
        boolean firstWhite = board.whiteTeamId().equals(match.firstTeamId());
        UUID firstPlayer = firstWhite ? board.whitePlayerId() : board.blackPlayerId();
        UUID secondPlayer = firstWhite ? board.blackPlayerId() : board.whitePlayerId();
        return "<tr><td>" + escape(label) + "</td><td class=\"player\">" + escape(names.of(firstPlayer)) + "</td><td>"
                + (firstWhite ? "белые" : "чёрные") + "</td><td>" + mark(board, firstWhite) + "</td><td>"
                + mark(board, !firstWhite) + "</td><td>" + (firstWhite ? "чёрные" : "белые")
                + "</td><td class=\"player\">" + escape(names.of(secondPlayer)) + "</td></tr>\n";
    }

    /** The points of one side of a board; "-" for both sides of a double forfeit (0-0). */
    private static String mark(MatchView.BoardView board, boolean white) {
        if (board.result() == null) {
            return "";
        }
        int halves = switch (board.result()) {
            case "1-0" -> white ? 2 : 0;
            case "0-1" -> white ? 0 : 2;
            case "1/2-1/2" -> 1;
            default -> 0;
        };
        if (board.unplayed()) {
            return halves == 2 ? "+" : "-";
        }
        return halves == 2 ? "1" : halves == 1 ? "½" : "0";
    }

    /** A team's board points once the match ended; + or - for a match not played. */
    private static String boardPoints(MatchView match, Double points, UUID team) {
        if (points == null) {
            return "";
        }
        if (match.forfeitedByTeamId() != null) {
            return match.forfeitedByTeamId().equals(team) ? "-" : "+";
        }
        return PrintedPage.halves((int) Math.round(points * 2));
    }

    private static String matchPoints(Integer points) {
        return points == null ? "" : points.toString();
    }

    private static String outcome(MatchView match, String first, String second) {
        if (match.outcome() == null) {
            return "встреча не окончена";
        }
        String winner = match.outcome().equals("first-team-won") ? first : second;
        if (match.outcome().equals("level")) {
            return "ничья";
        }
        if (match.forfeitedByTeamId() != null) {
            return "победа команды «" + winner + "» без игры (+/-)";
        }
        return "победа команды «" + winner + "»" + (match.deciderWinnerTeamId() != null ? " в армагеддоне" : "");
    }

    private static String teamName(TournamentView tournament, UUID teamId, String name) {
        int number = tournament.teams().stream().filter(team -> team.teamId().equals(teamId))
                .mapToInt(TournamentView.TeamEntry::number).findFirst().orElseThrow();
        return PlayerNames.team(name, number);
    }
}
