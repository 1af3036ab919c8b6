package org.teamchess.rules.pgn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;

/**
 * One move of a PGN movetext with what the PGN Standard (1994) lets an annotator attach to it
 * (section 8.2): comments (8.2.5), Numeric Annotation Glyphs (8.2.4), the draw-offer mark of FIDE Laws
 * Art. 18.12, and Recursive Annotation Variations (8.2.5).
 *
 * @param move           the move, legal in the position before it; null for a null move ({@code --} or
 *                       {@code Z0} in analysis: the side to move passes), which a variation or an
 *                       analysed main line may hold but a played game never does
 * @param commentsBefore comments written before the move; only the first move of a variation has them
 *                       (comments before the first move of the game are {@link PgnGame#comments()}, and
 *                       a comment between two moves belongs to the earlier one)
 * @param commentsAfter  comments written after the move, in order (a comment that is exactly {@code (=)}
 *                       reads back as {@code drawOffered}, the form {@link PgnWriter} gives the mark)
 * @param nags           Numeric Annotation Glyphs, 0-255, in order ({@code !} is 1, {@code ?} is 2, ...)
 * @param drawOffered    whether the move is marked with a draw offer, {@code (=)} (Art. 18.12, 9.1)
 * @param variations     alternatives to this move, each a line of moves played from the position before
 *                       this move (PGN 8.2.5); may nest
 */
public record PgnNode(Move move, List<String> commentsBefore, List<String> commentsAfter, List<Integer> nags,
                      boolean drawOffered, List<List<PgnNode>> variations) {

    public PgnNode {
        commentsBefore = comments(commentsBefore);
        commentsAfter = comments(commentsAfter);
        nags = List.copyOf(nags);
        for (int nag : nags) {
            if (nag < 0 || nag > 255) {
                throw new IllegalArgumentException("a NAG is 0 to 255 (PGN 10), not " + nag);
            }
        }
        List<List<PgnNode>> lines = new ArrayList<>();
        for (List<PgnNode> line : variations) {
            if (line.isEmpty()) {
                throw new IllegalArgumentException("a variation has at least one move");
            }
            lines.add(List.copyOf(line));
        }
        variations = Collections.unmodifiableList(lines);
    }

    /** A null move ({@code --}) with nothing attached. */
    public static PgnNode nullMove() {
        return new PgnNode(null, List.of(), List.of(), List.of(), false, List.of());
    }

    /** Whether this is a null move, the side to move passing (analysis only; see {@link #move()}). */
    public boolean isNullMove() {
        return move == null;
    }

    /**
     * The position after this node, from the position before it: the move played, or for a null
     * move {@link Position#afterNullMove()}. Throws {@link IllegalArgumentException} when the move is
     * not legal there (or a null move is made in check).
     */
    public Position after(Position before) {
        if (move != null) {
            return before.play(move);
        }
        return before.afterNullMove().toOptional().orElseThrow(() -> new IllegalArgumentException(
                "a null move is impossible in check: " + before.toFen()));
    }

    /** A move with nothing attached. */
    public static PgnNode of(Move move) {
        return new PgnNode(move, List.of(), List.of(), List.of(), false, List.of());
    }

    /**
     * Comments are kept trimmed, with each run of whitespace made one space, so that a writer may wrap
     * them across lines and a reader get them back unchanged. They cannot hold a closing brace, which has
     * no escape in PGN (8.2.5).
     */
    static List<String> comments(List<String> comments) {
        List<String> kept = new ArrayList<>(comments.size());
        for (String comment : comments) {
            if (comment.indexOf('}') >= 0) {
                throw new IllegalArgumentException("a PGN comment cannot hold '}' (PGN 8.2.5): " + comment);
            }
            kept.add(normalized(comment));
        }
        return Collections.unmodifiableList(kept);
    }

    /** A comment trimmed, with each run of whitespace made one space. */
    static String normalized(String comment) {
        return comment.strip().replaceAll("\\s+", " ");
    }
}
