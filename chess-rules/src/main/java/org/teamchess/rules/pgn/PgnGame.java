package org.teamchess.rules.pgn;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.variant.Variant;

/**
 * A game in the PGN Standard (1994) model: its tag pairs (section 8.1) and its movetext (8.2) as a tree
 * of moves with comments, NAGs and variations. Immutable; the moves are legal, which the constructor
 * checks by replaying them.
 *
 * <p>The tags always begin with the Seven Tag Roster (8.1.1) in its order: Event, Site, Date, Round,
 * White, Black, Result, with {@code "?"} ({@code "????.??.??"} for the date, the game's result for Result)
 * where a tag is missing. Other tags follow in the order given. A game that does not start from the
 * standard position has {@code SetUp "1"} and a {@code FEN} tag (9.7); a Chess960 game has
 * {@code Variant "Chess960"}; both are added when missing.
 *
 * @param tags          the tag pairs, in PGN order; names are PGN symbols (letters, digits, underscore)
 * @param startPosition the position before the first move
 * @param comments      comments before the first move (or of a game without moves)
 * @param moves         the main line
 * @param result        the game termination marker (8.2.6): {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or
 *                      {@code *} (unknown or unfinished)
 */
public record PgnGame(Map<String, String> tags, Position startPosition, List<String> comments, List<PgnNode> moves,
                      String result) {

    /** The Seven Tag Roster (PGN 8.1.1), in its export order. */
    public static final List<String> SEVEN_TAG_ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black",
            "Result");

    /** The game termination markers (PGN 8.2.6). */
    public static final Set<String> RESULTS = Set.of("1-0", "0-1", "1/2-1/2", "*");

    private static final Pattern TAG_NAME = Pattern.compile("[A-Za-z0-9_]+");

    public PgnGame {
        Objects.requireNonNull(startPosition, "startPosition");
        if (!RESULTS.contains(result)) {
            throw new IllegalArgumentException("a game result is 1-0, 0-1, 1/2-1/2 or * (PGN 8.2.6), not " + result);
        }
        comments = PgnNode.comments(comments);
        moves = List.copyOf(moves);
        checkLine(startPosition, moves, true);
        tags = inPgnOrder(tags, startPosition, result);
    }

    /** A game without comments or variations. */
    public static PgnGame of(Map<String, String> tags, Position startPosition, List<Move> moves, String result) {
        List<PgnNode> nodes = new ArrayList<>();
        moves.forEach(move -> nodes.add(PgnNode.of(move)));
        return new PgnGame(tags, startPosition, List.of(), nodes, result);
    }

    /** The value of a tag. */
    public Optional<String> tag(String name) {
        return Optional.ofNullable(tags.get(name));
    }

    /**
     * The moves of the main line. Throws {@link IllegalStateException} when it holds a null move:
     * such a line is analysis, not a played game; {@link #playedMoves()} says so as a value.
     */
    public List<Move> mainline() {
        return playedMoves().toOptional().orElseThrow(() -> new IllegalStateException(
                "the main line holds a null move; see playedMoves()"));
    }

    /**
     * The moves of the main line as a played game (Art. 1-3): refused, naming the ply, when the main
     * line holds a null move ({@code --}, {@code Z0}), which no played game can contain.
     */
    public Result<List<Move>> playedMoves() {
        List<Move> line = new ArrayList<>(moves.size());
        for (PgnNode node : moves) {
            if (node.isNullMove()) {
                return Result.failure("moves", "ply " + (line.size() + 1) + " is a null move (--): analysis, not a"
                        + " move of a played game");
            }
            line.add(node.move());
        }
        return Result.ok(Collections.unmodifiableList(line));
    }

    /** The start position and the position after each move of the main line. */
    public List<Position> positions() {
        List<Position> positions = new ArrayList<>(moves.size() + 1);
        Position position = startPosition;
        positions.add(position);
        for (PgnNode node : moves) {
            position = node.after(position);
            positions.add(position);
        }
        return Collections.unmodifiableList(positions);
    }

    /** The position after the last move of the main line. */
    public Position finalPosition() {
        List<Position> positions = positions();
        return positions.get(positions.size() - 1);
    }

    /**
     * Replays a line and its variations; {@link PgnNode#after} refuses an illegal move (or a null move in check). Comments before a
     * move are only possible at the start of a variation, where PGN can tell them from the comments after
     * the previous move.
     */
    private static void checkLine(Position start, List<PgnNode> line, boolean mainline) {
        Position position = start;
        for (int i = 0; i < line.size(); i++) {
            PgnNode node = line.get(i);
            if (!node.commentsBefore().isEmpty() && (mainline || i > 0)) {
                throw new IllegalArgumentException("only the first move of a variation has comments before it;"
                        + " put this comment after the previous move or in the game's comments: "
                        + node.commentsBefore());
            }
            for (List<PgnNode> variation : node.variations()) {
                checkLine(position, variation, false);
            }
            position = node.after(position);
        }
    }

    private static Map<String, String> inPgnOrder(Map<String, String> given, Position start, String result) {
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : SEVEN_TAG_ROSTER) {
            String unknown = name.equals("Date") ? "????.??.??" : name.equals("Result") ? result : "?";
            ordered.put(name, given.getOrDefault(name, unknown));
        }
        given.forEach((name, value) -> {
            if (!TAG_NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("a PGN tag name is letters, digits and '_' (PGN 8.1.1): " + name);
            }
            ordered.putIfAbsent(name, Objects.requireNonNull(value, name));
        });
        boolean chess960 = start.variant() == Variant.CHESS960;
        if (chess960) {
            ordered.putIfAbsent("Variant", Variant.CHESS960.name());
        }
        if (!start.equals(Position.standard())) {
            ordered.put("SetUp", "1");
            String fen = ordered.get("FEN");
            if (fen == null || !start.equals(Fen.parse(fen, chess960).toOptional().orElse(null))) {
                ordered.put("FEN", start.toFen());
            }
        }
        return Collections.unmodifiableMap(ordered);
    }
}
