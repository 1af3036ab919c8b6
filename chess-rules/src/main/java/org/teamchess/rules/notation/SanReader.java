package org.teamchess.rules.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.teamchess.rules.Move;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.Square;

/** The tolerant SAN reader behind {@link San#parse}; its contract is documented there. */
final class SanReader {

    /** Marks after a move that say nothing about which move it is: checked for and cut from the end. */
    private static final Pattern TRAILING_MARK = Pattern.compile(
            "(\\(=\\)|=|[!?]+|[+#]+|[eе]\\.?[pр]\\.?|\\s+)$");
    private static final Pattern CASTLING = Pattern.compile("([O0])-\\1(-\\1)?");
    private static final String PROMOTION_LETTER = "(Кр|Kp|Кp|Kр|[QRBNФЛСКCKqrbn])";
    private static final Pattern PROMOTION = Pattern.compile(
            "(.*[1-8])(?:=" + PROMOTION_LETTER + "|\\(" + PROMOTION_LETTER + "\\)|" + PROMOTION_LETTER + ")");
    /** Optional origin file and rank, optional capture or long-notation mark, destination. */
    private static final Pattern SQUARES = Pattern.compile("([a-h])?([1-8])?([x-])?([a-h][1-8])");

    private SanReader() {
    }

    static Result<Move> read(Position position, String text, Notation notation) {
        if (text == null || text.isBlank()) {
            return Result.failure("move", "the move is empty");
        }
        String original = text.strip();
        String body = withoutTrailingMarks(original);
        if (body.isEmpty()) {
            return unreadable(original);
        }
        Matcher castling = CASTLING.matcher(body.replace('О', 'O').replace('o', 'O'));
        if (castling.matches()) {
            return castle(position, original, castling.group(2) == null);
        }

        PieceType piece = pieceLetter(body, notation);
        int letters = piece == PieceType.KING && body.length() > 1 && isKingSecondLetter(body.charAt(1)) ? 2
                : piece == PieceType.PAWN ? 0 : 1;
        String rest = latinSquares(body.substring(letters));

        PieceType promotion = null;
        Matcher promoted = PROMOTION.matcher(rest);
        if (promoted.matches()) {
            String letter = firstNonNull(promoted.group(2), promoted.group(3), promoted.group(4));
            if (piece != PieceType.PAWN) {
                return unreadable(original);
            }
            promotion = promotionPiece(letter, notation);
            if (promotion == PieceType.KING) {
                return Result.failure("move", original + " is illegal: a pawn cannot become a king"
                        + (letter.equals("K") ? " (in Russian notation a Latin K is a knight)" : ""));
            }
            rest = promoted.group(1);
        }

        Matcher squares = SQUARES.matcher(rest);
        if (!squares.matches()) {
            return unreadable(original);
        }
        int fromFile = squares.group(1) == null ? -1 : squares.group(1).charAt(0) - 'a';
        int fromRank = squares.group(2) == null ? -1 : squares.group(2).charAt(0) - '1';
        Square target = Square.parse(squares.group(4));
        return find(position, original, new Wanted(piece, fromFile, fromRank, target, promotion));
    }

    /** What the text asks for; -1 for an origin file or rank it does not name. */
    private record Wanted(PieceType piece, int fromFile, int fromRank, Square target, PieceType promotion) {
    }

    private static Result<Move> find(Position position, String original, Wanted wanted) {
        List<Move> matches = new ArrayList<>();
        boolean mustPromote = false;
        for (Move move : position.legalMoves()) {
            if (move.isCastling() || move.piece() != wanted.piece() || move.to() != wanted.target()
                    || (wanted.fromFile() >= 0 && move.from().file() != wanted.fromFile())
                    || (wanted.fromRank() >= 0 && move.from().rank() != wanted.fromRank())
                    // Art. 18.8: a pawn capture names the file the pawn leaves.
                    || (wanted.piece() == PieceType.PAWN && wanted.fromFile() < 0 && move.isCapture())) {
                continue;
            }
            if (move.promotion() != wanted.promotion()) {
                mustPromote |= wanted.promotion() == null;
                continue;
            }
            matches.add(move);
        }
        if (matches.size() == 1) {
            return Result.ok(matches.get(0));
        }
        if (matches.size() > 1) {
            List<String> origins = new ArrayList<>();
            matches.stream().map(Move::from).sorted().forEach(square -> origins.add(square.toString()));
            return Result.failure("move", original + " is ambiguous: " + plural(wanted.piece()) + " on "
                    + joined(origins) + " can move to " + wanted.target());
        }
        return Result.failure("move", original + " is illegal: " + whyIllegal(position, wanted, mustPromote));
    }

    private static String whyIllegal(Position position, Wanted wanted, boolean mustPromote) {
        if (mustPromote) {
            return "a pawn that reaches the last rank must be promoted, e.g. " + wanted.target() + "=Q";
        }
        int lastRank = position.sideToMove() == Side.WHITE ? 7 : 0;
        if (wanted.promotion() != null && wanted.target().rank() != lastRank) {
            return "a pawn is promoted only on the last rank";
        }
        StringBuilder reason = new StringBuilder("no ").append(name(wanted.piece()));
        if (wanted.fromFile() >= 0 && wanted.fromRank() >= 0) {
            reason.append(" on ").append(Square.of(wanted.fromFile(), wanted.fromRank()));
        } else if (wanted.fromFile() >= 0) {
            reason.append(" on the ").append((char) ('a' + wanted.fromFile())).append("-file");
        } else if (wanted.fromRank() >= 0) {
            reason.append(" on rank ").append(wanted.fromRank() + 1);
        }
        reason.append(" can move to ").append(wanted.target());
        if (wanted.piece() == PieceType.PAWN && wanted.fromFile() < 0) {
            position.legalMoves().stream()
                    .filter(move -> move.piece() == PieceType.PAWN && move.isCapture() && move.to() == wanted.target())
                    .findFirst()
                    .ifPresent(capture -> reason.append(" (a pawn capture names the file it leaves, e.g. ")
                            .append(capture.from().toString().charAt(0)).append('x').append(wanted.target())
                            .append(')'));
        }
        if (position.isCheck()) {
            reason.append(" (the king is in check)");
        }
        return reason.toString();
    }

    private static Result<Move> castle(Position position, String original, boolean kingside) {
        for (Move move : position.legalMoves()) {
            if (move.isCastling() && move.isKingsideCastling() == kingside) {
                return Result.ok(move);
            }
        }
        Side side = position.sideToMove();
        String wing = kingside ? "kingside" : "queenside";
        int kingFile = position.board().king(side).file();
        long ownRank = side == Side.WHITE ? 0xFFL : 0xFFL << 56;
        boolean hasRight = false;
        for (long rooks = position.castlingRooks() & ownRank; rooks != 0; rooks &= rooks - 1) {
            int rookFile = Long.numberOfTrailingZeros(rooks) & 7;
            hasRight |= kingside ? rookFile > kingFile : rookFile < kingFile;
        }
        String reason;
        if (!hasRight) {
            reason = side.wireName() + " has no right to castle " + wing + " (Art. 3.8.2.1)";
        } else if (position.isCheck()) {
            reason = side.wireName() + " cannot castle out of check (Art. 3.8.2.2)";
        } else {
            reason = side.wireName() + " cannot castle " + wing + " now: a square between king and rook is"
                    + " occupied, or the king would cross or reach an attacked square (Art. 3.8.2.2)";
        }
        return Result.failure("move", original + " is illegal: " + reason);
    }

    private static String withoutTrailingMarks(String text) {
        String body = text;
        for (Matcher mark = TRAILING_MARK.matcher(body); mark.find(); mark = TRAILING_MARK.matcher(body)) {
            body = body.substring(0, mark.start());
        }
        return body;
    }

    private static PieceType pieceLetter(String body, Notation notation) {
        char first = body.charAt(0);
        if ((first == 'К' || first == 'K') && body.length() > 1 && isKingSecondLetter(body.charAt(1))) {
            return PieceType.KING;
        }
        switch (first) {
            case 'К': case 'N': return PieceType.KNIGHT;
            case 'K': return notation == Notation.RUSSIAN ? PieceType.KNIGHT : PieceType.KING;
            case 'Ф': case 'Q': return PieceType.QUEEN;
            case 'Л': case 'R': return PieceType.ROOK;
            case 'С': case 'C': case 'B': return PieceType.BISHOP;
            default: return PieceType.PAWN;
        }
    }

    /** The р of Кр, in Cyrillic or as the Latin look-alike p. */
    private static boolean isKingSecondLetter(char letter) {
        return letter == 'р' || letter == 'p';
    }

    private static PieceType promotionPiece(String letter, Notation notation) {
        if (letter.length() == 2) {
            return PieceType.KING;
        }
        switch (letter.charAt(0)) {
            case 'Q': case 'q': case 'Ф': return PieceType.QUEEN;
            case 'R': case 'r': case 'Л': return PieceType.ROOK;
            case 'B': case 'b': case 'С': case 'C': return PieceType.BISHOP;
            case 'K': return notation == Notation.RUSSIAN ? PieceType.KNIGHT : PieceType.KING;
            default: return PieceType.KNIGHT;
        }
    }

    /** Cyrillic look-alikes of file letters and of the capture mark, written in Latin. */
    private static String latinSquares(String text) {
        StringBuilder latin = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char letter = text.charAt(i);
            switch (letter) {
                case 'а': latin.append('a'); break;
                case 'с': latin.append('c'); break;
                case 'е': latin.append('e'); break;
                case 'х': case ':': latin.append('x'); break;
                default: latin.append(letter);
            }
        }
        return latin.toString();
    }

    private static Result<Move> unreadable(String original) {
        return Result.failure("move", "'" + original + "' is not a move in algebraic notation"
                + " (e.g. Nf3, exd5, O-O, e8=Q, Кf3, Крe2, e8Ф) nor in UCI (e.g. g1f3)");
    }

    private static String firstNonNull(String... values) {
        for (String value : values) {
            if (value != null) {
                return value;
            }
        }
        throw new IllegalStateException("the pattern has one letter group that matched");
    }

    private static String name(PieceType piece) {
        return piece.name().toLowerCase();
    }

    private static String plural(PieceType piece) {
        return name(piece) + "s";
    }

    private static String joined(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
