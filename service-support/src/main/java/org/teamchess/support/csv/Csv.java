package org.teamchess.support.csv;

import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The CSV every TeamChess service writes for spreadsheets (Excel, LibreOffice in a Russian locale):
 * semicolon-separated, CRLF line ends, RFC 4180 quoting, a byte order mark so that Excel reads
 * UTF-8, and no cell a spreadsheet would run as a formula. A school named {@code =HYPERLINK(...)}
 * would otherwise be a live formula in the organizer's spreadsheet (OWASP "CSV injection").
 */
public final class Csv {

    /** Put first in the file: Excel takes a CSV without it for the local code page. */
    public static final String BOM = "\uFEFF";

    /** The characters a spreadsheet starts a formula with (tab and CR too, some strip them first). */
    private static final String FORMULA_STARTS = "=+-@\t\r";

    /**
     * Signs, digits, ½, separators, brackets and spaces only (a +7 phone number, a score, the
     * crosstable's forfeit marks "+ -"): without a letter there is no function, reference or DDE
     * call, so it stays as it is.
     */
    private static final Pattern ARITHMETIC = Pattern.compile("[+-][0-9½.,+\\-() ]*");

    private Csv() {
    }

    /** One line of cells, each through {@link #cell(String)}, joined by semicolons, ended by CRLF. */
    public static String line(List<String> cells) {
        return cells.stream().map(Csv::cell).collect(Collectors.joining(";")) + "\r\n";
    }

    /**
     * A cell: a text starting with {@code = + - @}, a tab or a carriage return gets an apostrophe
     * first (spreadsheets show it as text), unless it holds no letter (a phone number, a score, a
     * forfeit mark); then quoted when it holds a semicolon, a quote or a line break. Null is
     * an empty cell.
     */
    public static String cell(String text) {
        String value = text == null ? "" : neutralised(text);
        if (value.contains(";") || value.contains("\"") || value.contains("\n") || value.contains("\r")) {
            return "\"" + value.replace("\"", "\"\"") + "\"";
        }
        return value;
    }

    /** The text with an apostrophe first when a spreadsheet would take it for a formula. */
    public static String neutralised(String text) {
        if (text.isEmpty() || FORMULA_STARTS.indexOf(text.charAt(0)) < 0
                || ARITHMETIC.matcher(text).matches()) {
            return text;
        }
        return "'" + text;
    }
}
