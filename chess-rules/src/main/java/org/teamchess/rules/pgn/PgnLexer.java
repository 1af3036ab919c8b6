package org.teamchess.rules.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits PGN text into tokens (PGN Standard 1994, section 7), with the tolerances of import format
 * (8.2.2): a byte order mark, every kind of line ending (LF, CRLF, CR, NEL, U+2028/2029), periods anywhere,
 * the null move {@code --}, move suffix glyphs ({@code !}, {@code ?!}...,
 * 8.2.3.8) turned into NAGs, and from Russian score sheets the draw-offer marks {@code (=)} and {@code =}
 * (FIDE Laws Art. 18.12) and {@code e.p.} glued to a move ({@code exd6e.p.}).
 */
final class PgnLexer {

    enum Kind {
        /** A tag pair; {@code text} is the name, {@code value} the unescaped value. */
        TAG,
        /** Something in square brackets that is not a tag pair; {@code text} is all of it. */
        BAD_TAG,
        /** A move, or anything else made of symbol characters. */
        SYMBOL,
        MOVE_NUMBER,
        COMMENT,
        /** A NAG; {@code text} is its number. */
        NAG,
        VARIATION_START,
        VARIATION_END,
        DRAW_OFFER,
        RESULT,
        /** Text the lexer skipped; {@code text} says what, for a warning. */
        SKIPPED
    }

    record Token(Kind kind, String text, String value, int line) {
    }

    /**
     * The move suffix annotations of PGN 8.2.3.8 and the evaluation signs of annotated books, with the
     * NAGs they stand for (PGN 10); longer first, as they are tried in this order. A lone {@code =} is not
     * among them: on a score sheet it is a draw offer (Art. 18.12).
     */
    private static final List<Map.Entry<String, Integer>> GLYPHS = List.of(
            Map.entry("!!", 3), Map.entry("??", 4), Map.entry("!?", 5), Map.entry("?!", 6), Map.entry("!", 1),
            Map.entry("?", 2), Map.entry("+/=", 14), Map.entry("=/+", 15), Map.entry("+/-", 16), Map.entry("-/+", 17),
            Map.entry("+=", 14), Map.entry("=+", 15), Map.entry("+-", 18), Map.entry("-+", 19), Map.entry("±", 16),
            Map.entry("∓", 17), Map.entry("∞", 13));
    /** {@code [Name "value"]}, the value with the escapes {@code \"} and {@code \\} (PGN 7, 8.1). */
    private static final Pattern TAG_PAIR = Pattern.compile(
            "\\[\\s*([A-Za-z0-9_]+)\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");

    private final String text;
    private final List<Token> tokens = new ArrayList<>();
    private int index;
    private int line = 1;
    private int lineStart;

    private PgnLexer(String text) {
        this.text = text;
    }

    static List<Token> tokens(String text) {
        PgnLexer lexer = new PgnLexer(text);
        lexer.run();
        return lexer.tokens;
    }

    private void run() {
        while (index < text.length()) {
            char c = text.charAt(index);
            if (isLineBreak(index)) {
                line++;
                index++;
                lineStart = index;
            } else if (Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\uFEFF') {
                index++;
            } else if (c == '%' && index == lineStart) {
                index = endOfLine(); // an escape line (PGN 6)
            } else if (c == '[') {
                tag();
            } else if (c == '{') {
                braceComment();
            } else if (c == ';') {
                int end = endOfLine();
                add(Kind.COMMENT, text.substring(index + 1, end));
                index = end;
            } else if (text.startsWith("(=)", index)) {
                add(Kind.DRAW_OFFER, "(=)");
                index += 3;
            } else if (c == '(') {
                add(Kind.VARIATION_START, "(");
                index++;
            } else if (c == ')') {
                add(Kind.VARIATION_END, ")");
                index++;
            } else if (text.startsWith("--", index)) {
                add(Kind.SYMBOL, "--"); // a null move (ChessBase and others), for the reader to judge
                index += 2;
            } else if (glyph()) {
                continue;
            } else if (c == '=') {
                add(Kind.DRAW_OFFER, "=");
                index++;
            } else if (c == '$') {
                nag();
            } else if (c == '*') {
                add(Kind.RESULT, "*");
                index++;
            } else if (c == '.') {
                index++; // periods only follow move numbers (PGN 8.2.2.2); where else they stand, they mean nothing
            } else if (isSymbolStart(c)) {
                symbol();
            } else {
                add(Kind.SKIPPED, "the character '" + c + "' is not PGN");
                index++;
            }
        }
    }

    private void tag() {
        int end = index + 1;
        boolean quoted = false;
        while (end < text.length() && !isLineBreak(end) && text.charAt(end) != '\r' && (quoted || text.charAt(end) != ']')) {
            char c = text.charAt(end);
            if (c == '\\' && quoted) {
                end++;
            } else if (c == '"') {
                quoted = !quoted;
            }
            end++;
        }
        boolean closed = end < text.length() && text.charAt(end) == ']';
        String whole = text.substring(index, closed ? end + 1 : end).strip();
        Matcher pair = TAG_PAIR.matcher(whole);
        if (closed && pair.matches()) {
            tokens.add(new Token(Kind.TAG, pair.group(1), pair.group(2).replaceAll("\\\\(.)", "$1"), line));
        } else {
            add(Kind.BAD_TAG, whole);
        }
        index = closed ? end + 1 : end;
    }

    private void braceComment() {
        int open = index;
        int end = text.indexOf('}', open + 1);
        int startLine = line;
        String body = text.substring(open + 1, end < 0 ? text.length() : end);
        for (int at = open + 1; at < open + 1 + body.length(); at++) {
            if (isLineBreak(at)) {
                line++;
                lineStart = at + 1;
            }
        }
        if (end < 0) {
            tokens.add(new Token(Kind.SKIPPED, "a comment opened with '{' is not closed", null, startLine));
        }
        index = end < 0 ? text.length() : end + 1;
        tokens.add(new Token(Kind.COMMENT, body, null, startLine));
    }

    private void nag() {
        int end = index + 1;
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
            end++;
        }
        String digits = text.substring(index + 1, end);
        if (digits.isEmpty() || digits.length() > 3 || Integer.parseInt(digits) > 255) {
            add(Kind.SKIPPED, "'" + text.substring(index, end) + "' is not a NAG ($0 to $255)");
        } else {
            add(Kind.NAG, digits);
        }
        index = end;
    }

    /** Reads a glyph of {@link #GLYPHS} as a NAG; false when none begins here. */
    private boolean glyph() {
        for (Map.Entry<String, Integer> glyph : GLYPHS) {
            if (text.startsWith(glyph.getKey(), index)) {
                add(Kind.NAG, glyph.getValue().toString());
                index += glyph.getKey().length();
                return true;
            }
        }
        return false;
    }

    private void symbol() {
        int end = index;
        while (end < text.length()) {
            char c = text.charAt(end);
            if (isSymbolStart(c) || "_+#=:-/".indexOf(c) >= 0) {
                end++;
            } else if (c == '.' && isEnPassantMark(end)) {
                end += 3;
            } else {
                break;
            }
        }
        String symbol = text.substring(index, end);
        index = end;
        if (symbol.equals("1-0") || symbol.equals("0-1") || symbol.equals("1/2-1/2") || symbol.equals("½-½")) {
            add(Kind.RESULT, symbol.equals("½-½") ? "1/2-1/2" : symbol);
        } else if (symbol.chars().allMatch(Character::isDigit)) {
            add(Kind.MOVE_NUMBER, symbol);
        } else {
            add(Kind.SYMBOL, symbol);
        }
    }

    /** At a period after an {@code e}: whether it begins the {@code .p.} of {@code e.p.} (Art. 18.8). */
    private boolean isEnPassantMark(int period) {
        char before = text.charAt(period - 1);
        char after = period + 1 < text.length() ? text.charAt(period + 1) : ' ';
        return (before == 'e' || before == 'е') && (after == 'p' || after == 'р')
                && period + 2 < text.length() && text.charAt(period + 2) == '.';
    }

    private static boolean isSymbolStart(char c) {
        return Character.isLetterOrDigit(c) || c == '½';
    }

    private int endOfLine() {
        int end = index;
        while (end < text.length() && !isLineBreak(end) && text.charAt(end) != '\r') {
            end++;
        }
        return end;
    }

    /**
     * Whether a line ends at this character: LF, a CR not followed by LF (classic Mac OS), NEL, or
     * the Unicode line and paragraph separators. CRLF counts once, at its LF.
     */
    private boolean isLineBreak(int at) {
        char c = text.charAt(at);
        return c == '\n' || c == '\u0085' || c == '\u2028' || c == '\u2029'
                || (c == '\r' && (at + 1 == text.length() || text.charAt(at + 1) != '\n'));
    }

    private void add(Kind kind, String tokenText) {
        tokens.add(new Token(kind, tokenText, null, line));
    }
}
