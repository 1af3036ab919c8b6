package org.teamchess.tournament.export;

import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;

/** What the printable protocols share: the page around them, escaping, dates and points as Russian forms write them. */
final class PrintedPage {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd.MM.yyyy");
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm");

    /** Where the games are played. */
    static final String PLACE = "онлайн, платформа TeamChess";

    /** The signature line: the signature, then the name spelled out. */
    static final String SIGNATURE = "________________ / ________________________ /";

    private PrintedPage() {
    }

    /** A whole A4 page in Russian: the title as heading, then the body. */
    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"ru\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + escape(title)
                + "</title>\n<style>@page{size:A4;margin:15mm}body{font-family:serif}"
                + "table{border-collapse:collapse}th,td{border:1px solid #000;padding:.2em .4em;text-align:center}"
                + "td.team,th.team,td.player{text-align:left}table.details th,table.details td{border:none;"
                + "text-align:left;padding:0 .6em 0 0}table.details{margin-bottom:1em}p.signature{margin-top:1.6em}</style>\n</head>\n<body>\n<h1>"
                + escape(title) + "</h1>\n" + body + "</body>\n</html>\n";
    }

    /** A two-column table of a form's particulars: what, then its value. */
    static String details(String... labelsAndValues) {
        StringBuilder out = new StringBuilder("<table class=\"details\">\n");
        for (int index = 0; index + 1 < labelsAndValues.length; index += 2) {
            out.append("<tr><th scope=\"row\">").append(escape(labelsAndValues[index])).append("</th><td>")
                    .append(escape(labelsAndValues[index + 1])).append("</td></tr>\n");
        }
        return out.append("</table>\n").toString();
    }

    /** A line to sign: "Главный судья: ____ / ____ /". */
    static String signature(String who) {
        return "<p class=\"signature\">" + escape(who) + ": " + SIGNATURE + "</p>\n";
    }

    /** "05.12.2026, 13:00 (Asia/Anadyr, UTC+12:00)": the local start with its zone. */
    static String localStart(OffsetDateTime start, String zone) {
        return DATE.format(start) + ", " + TIME.format(start) + " (" + zone(start, zone) + ")";
    }

    /** "Asia/Anadyr, UTC+12:00": the zone of the local times and its offset then. */
    static String zone(OffsetDateTime time, String zone) {
        return zone + ", UTC" + time.getOffset().getId().replace("Z", "+00:00");
    }

    static String date(OffsetDateTime start) {
        return DATE.format(start);
    }

    /** Half-points as a score sheet writes them: 5 as "2½", 1 as "½", 4 as "2". */
    static String halves(int halves) {
        String whole = halves == 1 ? "" : Integer.toString(halves / 2);
        return halves % 2 == 0 ? whole : whole + "½";
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
