package org.teamchess.rules;

import org.teamchess.rules.variant.CastlingNotation;
import org.teamchess.rules.variant.Variant;

/**
 * Forsyth-Edwards Notation, read and written.
 *
 * <ul>
 *   <li>Castling may be written {@code KQkq}, in X-FEN ({@code K}/{@code Q} for the outermost rook on
 *       that side, a file letter for another) or in Shredder-FEN (file letters, {@code HAha}). A
 *       position is Chess960 when asked for, or when its castling rights cannot be standard ones.</li>
 *   <li>Castling rights the position makes impossible (the king off its first rank, no rook on the
 *       named square) are dropped, not refused.</li>
 *   <li>En passant: written only when a legal en passant capture exists. A target square without one
 *       is accepted on input and dropped, so two FENs of the same position (Art. 9.2) compare equal.</li>
 *   <li>The half-move clock and move number may be left out (as in EPD); they default to 0 and 1.</li>
 * </ul>
 * A bad FEN gives a {@link Result.Failure} whose field is one of {@code fen}, {@code placement},
 * {@code side}, {@code castling}, {@code enPassant}, {@code halfMoveClock}, {@code fullMoveNumber}.
 */
public final class Fen {

    private Fen() {
    }

    /** Reads a FEN, detecting Chess960 from the castling field. */
    public static Result<Position> parse(String fen) {
        return parse(fen, false);
    }

    /** Reads a FEN; with {@code chess960} the position is Chess960 whatever its castling field says. */
    public static Result<Position> parse(String fen, boolean chess960) {
        if (fen == null || fen.isBlank()) {
            return Result.failure("fen", "the FEN is empty");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 4 || fields.length > 6) {
            return Result.failure("fen", "a FEN has 6 fields (4 without the move counters), found " + fields.length);
        }
        Result<Board> placement = parsePlacement(fields[0]);
        if (!(placement instanceof Result.Ok<Board> okBoard)) {
            return placement.map(board -> null);
        }
        Board board = okBoard.value();

        int side;
        if (fields[1].equals("w")) {
            side = 0;
        } else if (fields[1].equals("b")) {
            side = 1;
        } else {
            return Result.failure("side", "the side to move is 'w' or 'b', not '" + fields[1] + "'");
        }
        int otherKing = Long.numberOfTrailingZeros(board.kings & (side == 0 ? board.black : board.white));
        if (MoveGenerator.isAttacked(board, otherKing, side, board.occupied())) {
            return Result.failure("side", "the side that is not to move is in check");
        }

        long[] castlingRooks = new long[1];
        boolean[] nonStandard = new boolean[1];
        Result<Void> castling = parseCastling(fields[2], board, castlingRooks, nonStandard);
        if (castling instanceof Result.Failure<Void> failure) {
            return Result.failure(failure.field(), failure.reason());
        }
        Variant variant = chess960 || nonStandard[0] ? Variant.CHESS960 : Variant.STANDARD;

        int enPassant = -1;
        if (!fields[3].equals("-")) {
            Square square = Square.parse(fields[3]);
            int expectedRank = side == 0 ? 5 : 2;
            if (square == null || square.rank() != expectedRank) {
                return Result.failure("enPassant", "the en passant field is '-' or a square on rank "
                        + (expectedRank + 1) + ", not '" + fields[3] + "'");
            }
            if (Position.hasLegalEnPassant(board, side, square.index())
                    && pawnCouldHaveJustAdvancedTwo(board, side, square.index())) {
                enPassant = square.index();
            }
        }

        int halfMoveClock = 0;
        int fullMoveNumber = 1;
        if (fields.length > 4) {
            Integer value = parseNumber(fields[4]);
            if (value == null || value < 0) {
                return Result.failure("halfMoveClock", "the half-move clock is a whole number from 0, not '" + fields[4] + "'");
            }
            halfMoveClock = value;
        }
        if (fields.length > 5) {
            Integer value = parseNumber(fields[5]);
            if (value == null || value < 1) {
                return Result.failure("fullMoveNumber", "the move number is a whole number from 1, not '" + fields[5] + "'");
            }
            fullMoveNumber = value;
        }
        long key = Position.computeKey(board, side, castlingRooks[0], enPassant);
        return Result.ok(new Position(board, side, castlingRooks[0], enPassant, halfMoveClock, fullMoveNumber, key, variant));
    }

    /** Writes a FEN, the castling field in the variant's notation (X-FEN for Chess960). */
    public static String format(Position position) {
        return format(position, position.variant().castlingNotation());
    }

    /** Writes a FEN with the castling field in the given notation. */
    public static String format(Position position, CastlingNotation notation) {
        StringBuilder fen = new StringBuilder(90);
        Board board = position.board;
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int square = rank * 8 + file;
                PieceType type = board.typeAt(square);
                if (type == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    fen.append(empty);
                    empty = 0;
                }
                char letter = type.fenLetter();
                fen.append((board.white & (1L << square)) != 0 ? Character.toUpperCase(letter) : letter);
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(position.side == 0 ? " w " : " b ");
        String castling = castlingField(position, notation);
        fen.append(castling.isEmpty() ? "-" : castling);
        fen.append(' ').append(position.enPassantSquare < 0 ? "-" : Square.of(position.enPassantSquare).toString());
        fen.append(' ').append(position.halfMoveClock).append(' ').append(position.fullMoveNumber);
        return fen.toString();
    }

    private static String castlingField(Position position, CastlingNotation notation) {
        StringBuilder field = new StringBuilder(4);
        Board board = position.board;
        for (int side = 0; side < 2; side++) {
            long own = side == 0 ? board.white : board.black;
            long rooks = position.castlingRooks & own;
            if (rooks == 0) {
                continue;
            }
            int king = Long.numberOfTrailingZeros(board.kings & own);
            // Kingside first (towards the h-file), as in KQkq.
            for (int pass = 0; pass < 2; pass++) {
                boolean kingside = pass == 0;
                for (long each = rooks; each != 0; each &= each - 1) {
                    int rook = Long.numberOfTrailingZeros(each);
                    if ((rook > king) != kingside) {
                        continue;
                    }
                    char letter;
                    boolean outermost = isOutermost(board, own, king, rook);
                    if (notation == CastlingNotation.SHREDDER || (notation == CastlingNotation.X_FEN && !outermost)) {
                        letter = (char) ('A' + (rook & 7));
                    } else {
                        letter = kingside ? 'K' : 'Q';
                    }
                    field.append(side == 0 ? letter : Character.toLowerCase(letter));
                }
            }
        }
        return field.toString();
    }

    /** No other own rook stands further from the king on the same side of the first rank. */
    private static boolean isOutermost(Board board, long own, int king, int rook) {
        long rank = MoveGenerator.RANK_1 << (king & 56);
        long sameRankRooks = board.rooks & own & rank;
        for (long each = sameRankRooks; each != 0; each &= each - 1) {
            int other = Long.numberOfTrailingZeros(each);
            if (rook > king ? other > rook : other < rook) {
                return false;
            }
        }
        return true;
    }

    private static Result<Board> parsePlacement(String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            return Result.failure("placement", "the placement has 8 ranks separated by '/', found " + ranks.length);
        }
        Board board = Board.EMPTY;
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Piece piece = Piece.fromFenLetter(c);
                    if (piece == null) {
                        return Result.failure("placement", "'" + c + "' is not a piece letter (PNBRQK, pnbrqk) on rank " + (rank + 1));
                    }
                    if (file > 7) {
                        file++; // a piece past the h-file: the rank describes more than 8 squares
                        break;
                    }
                    board = board.with(piece, rank * 8 + file);
                    file++;
                }
                if (file > 8) {
                    break;
                }
            }
            if (file != 8) {
                return Result.failure("placement", "rank " + (rank + 1) + " ('" + ranks[i] + "') does not describe 8 squares");
            }
        }
        for (Side side : Side.values()) {
            int kings = Long.bitCount(board.pieces(side, PieceType.KING));
            if (kings != 1) {
                return Result.failure("placement", side.wireName() + " must have exactly one king, found " + kings);
            }
        }
        if ((board.pawns & (MoveGenerator.RANK_1 | MoveGenerator.RANK_8)) != 0) {
            return Result.failure("placement", "a pawn cannot stand on the first or the eighth rank");
        }
        return Result.ok(board);
    }

    private static Result<Void> parseCastling(String field, Board board, long[] rooksOut, boolean[] nonStandardOut) {
        if (field.equals("-")) {
            return Result.ok(null);
        }
        long rights = 0;
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            long own = side == 0 ? board.white : board.black;
            int homeRank = side == 0 ? 0 : 56;
            long homeRooks = board.rooks & own & (MoveGenerator.RANK_1 << homeRank);
            int king = Long.numberOfTrailingZeros(board.kings & own);
            boolean kingAtHome = (king & 56) == homeRank;
            char upper = Character.toUpperCase(c);
            int rook = -1;
            if (upper == 'K' || upper == 'Q') {
                if (kingAtHome) {
                    rook = outermostRook(homeRooks, king, upper == 'K');
                }
            } else if (upper >= 'A' && upper <= 'H') {
                int square = homeRank + (upper - 'A');
                if (kingAtHome && (homeRooks & (1L << square)) != 0) {
                    rook = square;
                }
            } else {
                return Result.failure("castling", "'" + c + "' is not a castling letter (KQkq, or a file letter A-H/a-h)");
            }
            if (rook >= 0) {
                rights |= 1L << rook;
                // Whatever the notation (KQkq or HAha), only a king off the e-file or a rook off the
                // a- and h-files makes the right a Chess960 one.
                if ((king & 7) != 4 || ((rook & 7) != 0 && (rook & 7) != 7)) {
                    nonStandardOut[0] = true;
                }
            }
        }
        // Art. 3.8.2: at most one castling rook on each side of each king.
        for (int side = 0; side < 2; side++) {
            long own = side == 0 ? board.white : board.black;
            int king = Long.numberOfTrailingZeros(board.kings & own);
            long kingside = rights & own & ~((2L << king) - 1);
            long queenside = rights & own & ((1L << king) - 1);
            if (Long.bitCount(kingside) > 1 || Long.bitCount(queenside) > 1) {
                return Result.failure("castling", "the castling field gives " + (side == 0 ? "white" : "black")
                        + " two castling rooks on one side of the king");
            }
        }
        rooksOut[0] = rights;
        return Result.ok(null);
    }

    private static int outermostRook(long homeRooks, int king, boolean kingside) {
        long candidates = kingside ? homeRooks & ~((2L << king) - 1) : homeRooks & ((1L << king) - 1);
        if (candidates == 0) {
            return -1;
        }
        return kingside ? 63 - Long.numberOfLeadingZeros(candidates) : Long.numberOfTrailingZeros(candidates);
    }

    /** The pawn that just moved two squares stands in front of the target, and the squares it crossed are empty. */
    private static boolean pawnCouldHaveJustAdvancedTwo(Board board, int sideToMove, int target) {
        int mover = sideToMove ^ 1;
        int pawnSquare = mover == 0 ? target + 8 : target - 8;
        int origin = mover == 0 ? target - 8 : target + 8;
        long moverPieces = mover == 0 ? board.white : board.black;
        return (board.pawns & moverPieces & (1L << pawnSquare)) != 0
                && (board.occupied() & ((1L << target) | (1L << origin))) == 0;
    }

    private static Integer parseNumber(String text) {
        if (text.isEmpty() || text.length() > 9) {
            return null;
        }
        for (char c : text.toCharArray()) {
            if (c < '0' || c > '9') {
                return null;
            }
        }
        return Integer.parseInt(text);
    }
}
