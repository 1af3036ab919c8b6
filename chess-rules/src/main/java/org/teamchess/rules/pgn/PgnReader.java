package org.teamchess.rules.pgn;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.pgn.PgnLexer.Kind;
import org.teamchess.rules.pgn.PgnLexer.Token;
import org.teamchess.rules.variant.Variant;

/**
 * Reads PGN (PGN Standard 1994) in its import format (section 8.2.2), and score sheets copied as text.
 *
 * <p>Each game is its tag pairs (8.1) followed by its movetext (8.2), up to a game termination marker
 * (8.2.6) or to the next tag pair. Tags are optional, so a bare movetext such as the example games of
 * FIDE Laws Art. 19 is a game. {@code [SetUp "1"]} with {@code [FEN "..."]} sets the start position (9.7);
 * {@code [Variant "Chess960"]} reads the FEN as Chess960, X-FEN or Shredder-FEN alike.
 *
 * <p>Moves are read by {@link MoveParser}, so English SAN, Russian SAN (Art. 18-19) and long algebraic
 * notation are all accepted. The notation is detected once per game: when any move of the game holds a
 * Cyrillic letter, a Latin {@code K} in that game is the knight (Russian), otherwise the king.
 *
 * <p>{@code Variant} tags are read as people write them: {@code Standard}, {@code normal}, {@code chess},
 * {@code From Position} are standard chess; {@code Chess960}, {@code Fischerandom}, {@code chess 960} are
 * Chess960, in any case. A null move ({@code --} or {@code Z0}) is kept as a {@link PgnNode} without a move
 * ({@link PgnNode#isNullMove()}), in the main line or a variation; {@link PgnGame#playedMoves()} refuses it.
 * A game with tags and no movetext at all, or only a result, is a game without moves.
 *
 * <p>Tolerated, besides what PGN import format allows: a byte order mark; every kind of line ending;
 * {@code 1 .} as a move number; periods after moves; {@code ½-½}; the draw-offer marks {@code (=)}, a lone {@code =} and
 * {@code =} glued to a move (Art. 18.12, seed 000 C.13), and a comment that is exactly {@code (=)} (as
 * {@link PgnWriter} writes the mark); {@code e.p.} glued to a move or written apart (Art. 18.8); the
 * evaluation signs {@code +-}, {@code =+}, ... as NAGs. One typographical slip of the FIDE Laws' own
 * example (seed 004, {@code Фe3+3}) is read narrowly: digits after a check or mate mark are ignored
 * <em>with a warning</em>. A move of a variation that cannot be replayed cuts that variation only, with a
 * warning, and the main line goes on; one of the main line ends the game there ({@link PgnEntry#error()}). Text in square brackets that is not a tag pair ends the game before it, is
 * skipped with a warning, and the moves after it are read as a new game, so it is never silently
 * accepted.
 */
public final class PgnReader {

    /** Digits after a check or mate mark: a slip of the pen, read without them and reported. */
    private static final Pattern STRAY_DIGITS = Pattern.compile("(.+[+#])(\\d+)");
    /** The null move as ChessBase ({@code --}) and some other programs ({@code Z0}) write it. */
    private static final Set<String> NULL_MOVES = Set.of("--", "Z0");
    /** {@code e.p.} written apart from the move it marks. */
    private static final Pattern EN_PASSANT_MARK = Pattern.compile("[eе]\\.?[pр]\\.?[+#]*");

    private PgnReader() {
    }

    /**
     * Every game of the text, in order; an empty list for text without games. Nothing is dropped
     * unsaid: text between games that is neither tags nor moves is reported in the warnings of the
     * game after it (or, at the end of the text, of the last game).
     */
    public static List<PgnEntry> read(String text) {
        List<Token> tokens = PgnLexer.tokens(text);
        List<PgnEntry> entries = new ArrayList<>();
        List<String> unattached = new ArrayList<>();
        int index = 0;
        while (index < tokens.size()) {
            int start = index;
            Set<String> names = new HashSet<>();
            // A tag name seen again means the game before had no movetext at all: a new game starts.
            while (index < tokens.size() && isTagSection(tokens.get(index))
                    && (tokens.get(index).kind() != Kind.TAG || names.add(tokens.get(index).text()))) {
                index++;
            }
            int movetext = index;
            while (index < tokens.size() && !isTag(tokens.get(index))) {
                if (tokens.get(index++).kind() == Kind.RESULT) {
                    break;
                }
            }
            List<Token> game = tokens.subList(start, index);
            if (game.stream().anyMatch(token -> token.kind() != Kind.COMMENT && token.kind() != Kind.SKIPPED)) {
                PgnEntry entry = new GameReader(game.subList(0, movetext - start), game.subList(movetext - start,
                        game.size())).read();
                entries.add(unattached.isEmpty() ? entry : withWarnings(entry, unattached, true));
                unattached.clear();
            } else {
                game.stream().filter(token -> token.kind() == Kind.SKIPPED).forEach(token -> unattached.add("line "
                        + token.line() + ", between games: " + token.text() + "; skipped"));
                game.stream().filter(token -> token.kind() == Kind.COMMENT).forEach(token -> unattached.add("line "
                        + token.line() + ", between games: a comment outside any game was skipped"));
            }
        }
        if (!unattached.isEmpty() && !entries.isEmpty()) {
            entries.set(entries.size() - 1, withWarnings(entries.get(entries.size() - 1), unattached, false));
        }
        return entries;
    }

    /**
     * The text of a PGN file as found on disk: UTF-8, UTF-16LE or UTF-16BE when it starts with their
     * byte order mark (the mark dropped), else UTF-8 when the bytes are valid UTF-8, else Windows-1252,
     * the 8-bit code page of ChessBase and other Windows programs (PGN 4.1 asks for ISO 8859-1, of
     * which Windows-1252 is a superset in practice).
     */
    public static String decode(byte[] bytes) {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            return new String(bytes, 3, bytes.length - 3, StandardCharsets.UTF_8);
        }
        if (startsWith(bytes, 0xFF, 0xFE)) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16LE);
        }
        if (startsWith(bytes, 0xFE, 0xFF)) {
            return new String(bytes, 2, bytes.length - 2, StandardCharsets.UTF_16BE);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            return new String(bytes, Charset.forName("windows-1252"));
        }
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    private static PgnEntry withWarnings(PgnEntry entry, List<String> more, boolean before) {
        List<String> warnings = new ArrayList<>(before ? more : entry.warnings());
        warnings.addAll(before ? entry.warnings() : more);
        return new PgnEntry(entry.game(), entry.error(), warnings);
    }

    private static boolean isTag(Token token) {
        return token.kind() == Kind.TAG || token.kind() == Kind.BAD_TAG;
    }

    private static boolean isTagSection(Token token) {
        return isTag(token) || token.kind() == Kind.SKIPPED;
    }

    /** Reads one game: its tag tokens, then its movetext tokens. */
    private static final class GameReader {

        private final List<Token> tagTokens;
        private final List<Token> movetext;
        private final Map<String, String> tags = new LinkedHashMap<>();
        private final List<String> warnings = new ArrayList<>();
        private final List<String> gameComments = new ArrayList<>();
        private PgnError error;

        GameReader(List<Token> tagTokens, List<Token> movetext) {
            this.tagTokens = tagTokens;
            this.movetext = movetext;
        }

        PgnEntry read() {
            for (Token token : tagTokens) {
                if (token.kind() == Kind.TAG) {
                    tags.put(token.text(), token.value());
                } else {
                    warn(token, skippedText(token));
                }
            }
            String result = result();
            Result<Position> start = startPosition();
            if (start instanceof Result.Failure<Position> failure) {
                error = new PgnError(0, "", failure.reason());
                return entry(Position.standard(), List.of(), result);
            }
            Line main = new Line(start.orElseThrow(), 0, null);
            readMoves(main, notation());
            return entry(main.start, main.build(), result);
        }

        private PgnEntry entry(Position start, List<PgnNode> moves, String result) {
            PgnGame game = new PgnGame(tags, start, gameComments, moves, result);
            return new PgnEntry(game, Optional.ofNullable(error), warnings);
        }

        private String result() {
            Token last = movetext.isEmpty() ? null : movetext.get(movetext.size() - 1);
            String tagged = tags.get("Result");
            if (last == null || last.kind() != Kind.RESULT) {
                return tagged != null && PgnGame.RESULTS.contains(tagged) ? tagged : "*";
            }
            if (tagged != null && !tagged.equals(last.text())) {
                warnings.add("the Result tag says " + tagged + " but the movetext ends with " + last.text());
            }
            return last.text();
        }

        private Result<Position> startPosition() {
            String variantName = tags.get("Variant");
            Variant variant = variantName == null ? Variant.STANDARD : Variant.byName(variantName);
            if (variant == null) {
                return Result.failure("Variant", "the variant '" + variantName + "' is not supported");
            }
            String fen = tags.get("FEN");
            if (fen != null) {
                Result<Position> position = Fen.parse(fen, variant == Variant.CHESS960);
                if (position instanceof Result.Failure<Position> failure) {
                    return Result.failure("FEN", "the FEN tag '" + fen + "' is wrong: " + failure.reason());
                }
                return position;
            }
            if ("1".equals(tags.get("SetUp"))) {
                return Result.failure("FEN", "the SetUp tag is 1 but there is no FEN tag (PGN 9.7)");
            }
            if (variant == Variant.CHESS960) {
                return Result.failure("FEN", "a Chess960 game needs its start position in a FEN tag");
            }
            return Result.ok(Position.standard());
        }

        /** Russian when any move of the game holds a Cyrillic letter. */
        private Notation notation() {
            StringBuilder moves = new StringBuilder();
            movetext.stream().filter(token -> token.kind() == Kind.SYMBOL).forEach(token -> moves.append(token.text()));
            return Notation.detect(moves);
        }

        private void readMoves(Line main, Notation notation) {
            Deque<Line> open = new ArrayDeque<>();
            open.push(main);
            for (int i = 0; i < movetext.size() && error == null; i++) {
                Token token = movetext.get(i);
                Line line = open.peek();
                Node last = line.last();
                if (line.broken) {
                    i = skipBroken(i, open);
                    continue;
                }
                switch (token.kind()) {
                    case SYMBOL -> move(line, token, notation);
                    case COMMENT -> comment(line, collapsed(token.text()));
                    case NAG -> {
                        if (last == null) {
                            warn(token, "the NAG $" + token.text() + " stands before any move and was skipped");
                        } else {
                            last.nags.add(Integer.parseInt(token.text()));
                        }
                    }
                    case DRAW_OFFER -> {
                        if (last == null) {
                            warn(token, "the draw offer " + token.text() + " stands before any move and was skipped");
                        } else {
                            last.drawOffered = true;
                        }
                    }
                    case VARIATION_START -> {
                        if (last == null) {
                            warn(token, "a variation before any move was skipped");
                            i = endOfVariation(i);
                        } else {
                            Line variation = new Line(last.before, last.ply - 1, last);
                            last.variations.add(variation);
                            open.push(variation);
                        }
                    }
                    case VARIATION_END -> {
                        if (open.size() == 1) {
                            warn(token, "a ')' without its '(' was skipped");
                        } else {
                            close(open.pop(), token);
                        }
                    }
                    case SKIPPED -> warn(token, token.text() + "; skipped");
                    default -> {
                        // Move numbers mean nothing to a reader that replays the moves (PGN 8.2.2.2).
                    }
                }
            }
            if (error == null && open.size() > 1) {
                warnings.add("a variation is not closed with ')'; it ends with the game");
            }
            gameComments.addAll(main.pendingComments); // a game without moves keeps its comments
        }

        private void move(Line line, Token token, Notation notation) {
            String text = token.text();
            if (EN_PASSANT_MARK.matcher(text).matches()) {
                return; // the e.p. of Art. 18.8 written apart from its move: nothing to replay
            }
            boolean drawOffered = false;
            if (text.endsWith("=")) {
                text = text.substring(0, text.length() - 1);
                drawOffered = true;
            }
            int ply = line.startPly + line.nodes.size() + 1;
            Matcher stray = STRAY_DIGITS.matcher(text);
            if (stray.matches()) {
                warn(token, "ply " + ply + ": '" + token.text() + "' is read as '" + stray.group(1) + "'; the '"
                        + stray.group(2) + "' after the check mark was ignored");
                text = stray.group(1);
            }
            Move played = null;
            Position after;
            if (NULL_MOVES.contains(text)) {
                Result<Position> passed = line.current.afterNullMove();
                if (passed instanceof Result.Failure<Position> failure) {
                    fail(line, ply, token, failure.reason());
                    return;
                }
                after = passed.orElseThrow();
            } else {
                Result<Move> move = MoveParser.parse(line.current, text, notation);
                if (move instanceof Result.Failure<Move> failure) {
                    fail(line, ply, token, failure.reason());
                    return;
                }
                played = move.orElseThrow();
                after = line.current.play(played);
            }
            Node node = new Node(played, line.current, ply);
            node.drawOffered = drawOffered;
            if (line.parent == null) {
                gameComments.addAll(line.pendingComments);
            } else {
                node.commentsBefore.addAll(line.pendingComments);
            }
            line.pendingComments.clear();
            line.nodes.add(node);
            line.current = after;
        }

        /**
         * A move that cannot be replayed. In the main line it ends the game there (the entry's error);
         * in a variation only that variation is cut, with a warning, and reading goes on after it.
         */
        private void fail(Line line, int ply, Token token, String reason) {
            if (line.parent == null) {
                error = new PgnError(ply, token.text(), reason);
            } else {
                warn(token, "ply " + ply + " '" + token.text() + "' in a variation: " + reason
                        + "; the rest of that variation was skipped");
                line.broken = true;
            }
        }

        private void comment(Line line, String text) {
            Node last = line.last();
            if (last == null) {
                line.pendingComments.add(text);
            } else if (text.equals("(=)")) {
                last.drawOffered = true;
            } else {
                last.commentsAfter.add(text);
            }
        }

        private void close(Line variation, Token token) {
            if (variation.nodes.isEmpty()) {
                variation.parent.variations.remove(variation);
                warn(token, "a variation without moves was skipped" + (variation.pendingComments.isEmpty() ? ""
                        : ", with its comments " + variation.pendingComments));
            }
        }

        /** Skips the rest of a broken variation, nested ones included, up to the ')' that closes it. */
        private int skipBroken(int at, Deque<Line> open) {
            int depth = 0;
            for (int i = at; i < movetext.size(); i++) {
                Kind kind = movetext.get(i).kind();
                if (kind == Kind.VARIATION_START) {
                    depth++;
                } else if (kind == Kind.VARIATION_END && depth-- == 0) {
                    open.pop();
                    return i;
                }
            }
            return movetext.size();
        }

        private int endOfVariation(int start) {
            int depth = 0;
            for (int i = start; i < movetext.size(); i++) {
                Kind kind = movetext.get(i).kind();
                depth += kind == Kind.VARIATION_START ? 1 : kind == Kind.VARIATION_END ? -1 : 0;
                if (depth == 0) {
                    return i;
                }
            }
            return movetext.size();
        }

        private void warn(Token token, String message) {
            warnings.add("line " + token.line() + ": " + message);
        }

        private static String skippedText(Token token) {
            return token.kind() == Kind.BAD_TAG
                    ? "'" + token.text() + "' is not a tag pair [Name \"value\"] (PGN 8.1) and was skipped"
                    : token.text() + "; skipped";
        }

        /** A '}', possible in a ';' comment, becomes ')', as a brace comment cannot hold it (PGN 8.2.5). */
        private static String collapsed(String comment) {
            return PgnNode.normalized(comment.replace('}', ')'));
        }
    }

    /** A line of moves being read: the main line or a variation. */
    private static final class Line {
        final Position start;
        final int startPly;
        final Node parent;
        final List<Node> nodes = new ArrayList<>();
        final List<String> pendingComments = new ArrayList<>();
        Position current;
        /** A move of this variation could not be replayed; the rest of it is skipped. */
        boolean broken;

        Line(Position start, int startPly, Node parent) {
            this.start = start;
            this.startPly = startPly;
            this.parent = parent;
            this.current = start;
        }

        Node last() {
            return nodes.isEmpty() ? null : nodes.get(nodes.size() - 1);
        }

        List<PgnNode> build() {
            List<PgnNode> built = new ArrayList<>(nodes.size());
            nodes.forEach(node -> built.add(node.build()));
            return built;
        }
    }

    /** A move being read, with what is attached to it so far. */
    private static final class Node {
        /** Null for a null move. */
        final Move move;
        final Position before;
        final int ply;
        final List<String> commentsBefore = new ArrayList<>();
        final List<String> commentsAfter = new ArrayList<>();
        final List<Integer> nags = new ArrayList<>();
        final List<Line> variations = new ArrayList<>();
        boolean drawOffered;

        Node(Move move, Position before, int ply) {
            this.move = move;
            this.before = before;
            this.ply = ply;
        }

        PgnNode build() {
            List<List<PgnNode>> lines = new ArrayList<>();
            variations.stream().filter(line -> !line.nodes.isEmpty()).forEach(line -> lines.add(line.build()));
            return new PgnNode(move, commentsBefore, commentsAfter, nags, drawOffered, lines);
        }
    }
}
