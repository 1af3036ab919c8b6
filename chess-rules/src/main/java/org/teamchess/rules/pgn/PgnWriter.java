package org.teamchess.rules.pgn;

import java.util.ArrayList;
import java.util.List;

import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;

/**
 * Writes games in the export format of the PGN Standard (1994), section 8: the tag pairs (8.1, the Seven
 * Tag Roster first, as {@link PgnGame#tags()} orders them), a blank line, and the movetext (8.2) wrapped
 * at 80 columns, with move numbers (8.2.2.2: a Black move gets {@code N...} at the start of a line of
 * play and after a comment or a variation), SAN in the chosen notation, NAGs as {@code $n} (8.2.4),
 * comments in braces (8.2.5), variations in parentheses, and the result (8.2.6).
 *
 * <p>A draw offer (FIDE Laws Art. 18.12) has no place in the PGN Standard; it is written as the comment
 * {@code {(=)}}, which {@link PgnReader} reads back as the mark. With {@link Notation#RUSSIAN} the moves
 * use Russian letters (Art. 18-19), which other PGN software does not read; {@link PgnReader} does.
 * Reading what this writes gives back the same game: tags, moves, comments, NAGs, draw offers and
 * variations.
 */
public final class PgnWriter {

    /** The longest line of movetext (PGN 8.2.1 asks for at most 79 characters; we allow the 80th column). */
    public static final int LINE_WIDTH = 80;

    private PgnWriter() {
    }

    /** One game, ending with a newline. */
    public static String write(PgnGame game, Notation notation) {
        StringBuilder out = new StringBuilder();
        game.tags().forEach((name, value) -> out.append('[').append(name).append(" \"").append(escaped(value))
                .append("\"]\n"));
        out.append('\n');
        List<String> words = new ArrayList<>();
        game.comments().forEach(comment -> comment(words, comment));
        line(words, game.startPosition(), game.moves(), notation);
        words.add(game.result());
        wrap(words, out);
        return out.toString();
    }

    /** Several games, separated by blank lines (PGN 8). */
    public static String write(List<PgnGame> games, Notation notation) {
        List<String> texts = new ArrayList<>();
        games.forEach(game -> texts.add(write(game, notation)));
        return String.join("\n", texts);
    }

    private static void line(List<String> words, Position start, List<PgnNode> nodes, Notation notation) {
        Position position = start;
        boolean numberBlackMove = true;
        for (PgnNode node : nodes) {
            node.commentsBefore().forEach(comment -> comment(words, comment));
            if (position.sideToMove() == Side.WHITE) {
                words.add(position.fullMoveNumber() + ".");
            } else if (numberBlackMove || !node.commentsBefore().isEmpty()) {
                words.add(position.fullMoveNumber() + "...");
            }
            words.add(node.isNullMove() ? "--" : San.format(position, node.move(), notation));
            node.nags().forEach(nag -> words.add("$" + nag));
            if (node.drawOffered()) {
                comment(words, "(=)");
            }
            node.commentsAfter().forEach(comment -> comment(words, comment));
            numberBlackMove = node.drawOffered() || !node.commentsAfter().isEmpty() || !node.variations().isEmpty();
            for (List<PgnNode> variation : node.variations()) {
                words.add("(");
                line(words, position, variation, notation);
                words.add(")");
            }
            position = node.after(position);
        }
    }

    /** A comment as words, so that a long one can be wrapped; the reader joins them with single spaces. */
    private static void comment(List<String> words, String comment) {
        String[] parts = comment.isEmpty() ? new String[] {""} : comment.split(" ");
        parts[0] = "{" + parts[0];
        parts[parts.length - 1] = parts[parts.length - 1] + "}";
        words.addAll(List.of(parts));
    }

    /** Joins words with spaces into lines of at most {@link #LINE_WIDTH}; '(' and ')' cling to their neighbours. */
    private static void wrap(List<String> words, StringBuilder out) {
        List<String> glued = new ArrayList<>();
        String opening = "";
        for (String word : words) {
            if (word.equals("(")) {
                opening += "(";
            } else if (word.equals(")")) {
                glued.set(glued.size() - 1, glued.get(glued.size() - 1) + ")");
            } else {
                glued.add(opening + word);
                opening = "";
            }
        }
        int lineLength = 0;
        for (String word : glued) {
            if (lineLength > 0 && lineLength + 1 + word.length() > LINE_WIDTH) {
                out.append('\n');
                lineLength = 0;
            }
            if (lineLength > 0) {
                out.append(' ');
                lineLength++;
            }
            out.append(word);
            lineLength += word.length();
        }
        out.append('\n');
    }

    /** PGN 7: a backslash and a quote in a string are escaped with a backslash; line breaks become spaces. */
    private static String escaped(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replaceAll("[\\r\\n]+", " ");
    }
}
