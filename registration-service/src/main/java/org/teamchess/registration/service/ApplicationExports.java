package org.teamchess.registration.service;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.teamchess.registration.rest.ApplicationView;
import org.teamchess.registration.rest.CompetitionView;
import org.teamchess.registration.rest.RosterEntryView;
import org.teamchess.support.csv.Csv;

/**
 * The organizer's documents: the applications as CSV for Excel, and a printable summary in
 * Russian. Both are built from the views with personal data (organizers only).
 */
public final class ApplicationExports {

    /** Excel opens UTF-8 as such only after a byte order mark. */
    public static final String BOM = Csv.BOM;
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("dd.MM.yyyy HH:mm");
    private static final List<String> HEADERS = List.of("№ заявки", "Школа", "Муниципалитет",
            "Статус", "Пробная игра", "Руководитель команды", "Должность", "Телефон руководителя",
            "E-mail руководителя", "Директор", "Телефон директора", "Доска", "Фамилия", "Имя",
            "Отчество", "Класс", "Дата рождения", "Пол", "Аккаунт привязан");

    private ApplicationExports() {
    }

    /**
     * One line per player (the application's columns repeated), separated by semicolons as a
     * Russian Excel expects, CRLF line ends, with a byte order mark.
     */
    public static String csv(List<ApplicationView> applications) {
        StringBuilder csv = new StringBuilder(BOM);
        line(csv, HEADERS);
        for (ApplicationView application : applications) {
            for (RosterEntryView player : application.roster()) {
                line(csv, List.of(String.valueOf(application.arrival()), application.schoolName(),
                        application.municipality(), status(application), yes(application.trialMatch()),
                        nullToEmpty(application.leader().fullName()), nullToEmpty(application.leader().position()),
                        nullToEmpty(application.leader().phone()), nullToEmpty(application.leader().email()),
                        nullToEmpty(application.director().fullName()),
                        nullToEmpty(application.director().phone()), board(player),
                        nullToEmpty(player.surname()), nullToEmpty(player.firstName()),
                        nullToEmpty(player.patronymic()), String.valueOf(player.grade()),
                        player.birthDate() == null ? "" : DATE.format(player.birthDate()),
                        gender(player.gender()), yes(player.linked())));
            }
        }
        return csv.toString();
    }

    /** A printable HTML page in Russian: the competition, then each application with its roster. */
    public static String html(CompetitionView competition, List<ApplicationView> applications,
            Instant now) {
        ZoneId zone = ZoneId.of(competition.timeZone());
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"ru\"><head><meta charset=\"utf-8\">")
                .append("<title>Заявки: ").append(escape(competition.name())).append("</title>")
                .append("<style>body{font-family:serif;margin:2em}table{border-collapse:collapse;")
                .append("width:100%;margin-bottom:1.5em}th,td{border:1px solid #000;padding:.2em .4em;")
                .append("text-align:left}section{page-break-inside:avoid}")
                .append("@media print{body{margin:0}}</style></head><body>\n")
                .append("<h1>Сводка заявок</h1>\n<p>").append(escape(competition.name()))
                .append("<br>Приём заявок до ")
                .append(DATE_TIME.format(competition.deadline().atZoneSameInstant(zone)))
                .append(" (").append(escape(competition.timeZone())).append(")<br>Заявок: ")
                .append(applications.size()).append(", действующих: ")
                .append(applications.stream().filter(a -> a.status().equals("active")).count())
                .append("<br>Сформировано ").append(DATE_TIME.format(now.atZone(zone))).append("</p>\n");
        for (ApplicationView application : applications) {
            html.append("<section><h2>№ ").append(application.arrival()).append(". ")
                    .append(escape(application.schoolName())).append(" (")
                    .append(escape(application.municipality())).append(")</h2>\n<p>Статус: ")
                    .append(status(application));
            if (application.trialMatch()) {
                html.append("; <strong>пробная игра</strong> (первая полная заявка)");
            }
            html.append("<br>Подана: ").append(DATE_TIME.format(application.submittedAt().atZone(zone)))
                    .append("<br>Руководитель команды: ")
                    .append(escape(nullToEmpty(application.leader().fullName()))).append(", ")
                    .append(escape(nullToEmpty(application.leader().position()))).append(", ")
                    .append(escape(nullToEmpty(application.leader().phone()))).append(", ")
                    .append(escape(nullToEmpty(application.leader().email())))
                    .append("<br>Директор: ").append(escape(nullToEmpty(application.director().fullName())))
                    .append(", ").append(escape(nullToEmpty(application.director().phone())))
                    .append("</p>\n<table><thead><tr><th>Доска</th><th>Фамилия Имя Отчество</th>")
                    .append("<th>Класс</th><th>Дата рождения</th><th>Пол</th></tr></thead><tbody>\n");
            for (RosterEntryView player : application.roster()) {
                String fullName = String.join(" ", nullToEmpty(player.surname()),
                        nullToEmpty(player.firstName()), nullToEmpty(player.patronymic())).strip();
                html.append("<tr><td>").append(board(player)).append("</td><td>")
                        .append(escape(fullName.isEmpty() ? player.displayName() : fullName))
                        .append("</td><td>").append(player.grade()).append("</td><td>")
                        .append(player.birthDate() == null ? "" : DATE.format(player.birthDate()))
                        .append("</td><td>").append(gender(player.gender())).append("</td></tr>\n");
            }
            html.append("</tbody></table></section>\n");
        }
        return html.append("</body></html>\n").toString();
    }

    private static String board(RosterEntryView player) {
        return player.reserve() ? "Запасной" : player.board() + "-я доска";
    }

    private static String status(ApplicationView application) {
        return application.status().equals("active") ? "принята" : "отозвана";
    }

    private static String gender(String gender) {
        return gender == null ? "" : gender.equals("male") ? "мальчик" : "девочка";
    }

    private static String yes(boolean value) {
        return value ? "да" : "нет";
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }

    private static void line(StringBuilder csv, List<String> cells) {
        csv.append(Csv.line(cells));
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }
}
