package org.teamchess.rules;

import java.util.Optional;

/**
 * Piece placement only (Art. 2): which piece stands on which square, as bitboards. Immutable. Side
 * to move, castling rights and the other parts of a position live in {@link Position}.
 */
public final class Board {

    final long white;
    final long black;
    final long pawns;
    final long knights;
    final long bishops;
    final long rooks;
    final long queens;
    final long kings;

    Board(long white, long black, long pawns, long knights, long bishops, long rooks, long queens, long kings) {
        this.white = white;
        this.black = black;
        this.pawns = pawns;
        this.knights = knights;
        this.bishops = bishops;
        this.rooks = rooks;
        this.queens = queens;
        this.kings = kings;
    }

    static final Board EMPTY = new Board(0, 0, 0, 0, 0, 0, 0, 0);

    /** Every occupied square. */
    public long occupied() {
        return white | black;
    }

    /** The squares of one side's pieces. */
    public long pieces(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** The squares of one kind of piece, of both sides. */
    public long pieces(PieceType type) {
        switch (type) {
            case PAWN: return pawns;
            case KNIGHT: return knights;
            case BISHOP: return bishops;
            case ROOK: return rooks;
            case QUEEN: return queens;
            default: return kings;
        }
    }

    /** The squares of one side's pieces of one kind. */
    public long pieces(Side side, PieceType type) {
        return pieces(side) & pieces(type);
    }

    /** The piece on a square, if any. */
    public Optional<Piece> pieceAt(Square square) {
        PieceType type = typeAt(square.index());
        if (type == null) {
            return Optional.empty();
        }
        return Optional.of(new Piece((white & square.bit()) != 0 ? Side.WHITE : Side.BLACK, type));
    }

    /** The king's square of a side (a legal position has exactly one king per side). */
    public Square king(Side side) {
        return Square.of(Long.numberOfTrailingZeros(pieces(side, PieceType.KING)));
    }

    PieceType typeAt(int square) {
        long bit = 1L << square;
        if ((pawns & bit) != 0) {
            return PieceType.PAWN;
        }
        if (((white | black) & bit) == 0) {
            return null;
        }
        if ((knights & bit) != 0) {
            return PieceType.KNIGHT;
        }
        if ((bishops & bit) != 0) {
            return PieceType.BISHOP;
        }
        if ((rooks & bit) != 0) {
            return PieceType.ROOK;
        }
        if ((queens & bit) != 0) {
            return PieceType.QUEEN;
        }
        return PieceType.KING;
    }

    /** This board with a piece put on an empty square. */
    Board with(Piece piece, int square) {
        long bit = 1L << square;
        long w = piece.side() == Side.WHITE ? white | bit : white;
        long b = piece.side() == Side.BLACK ? black | bit : black;
        switch (piece.type()) {
            case PAWN: return new Board(w, b, pawns | bit, knights, bishops, rooks, queens, kings);
            case KNIGHT: return new Board(w, b, pawns, knights | bit, bishops, rooks, queens, kings);
            case BISHOP: return new Board(w, b, pawns, knights, bishops | bit, rooks, queens, kings);
            case ROOK: return new Board(w, b, pawns, knights, bishops, rooks | bit, queens, kings);
            case QUEEN: return new Board(w, b, pawns, knights, bishops, rooks, queens | bit, kings);
            default: return new Board(w, b, pawns, knights, bishops, rooks, queens, kings | bit);
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board that && white == that.white && black == that.black && pawns == that.pawns
                && knights == that.knights && bishops == that.bishops && rooks == that.rooks
                && queens == that.queens && kings == that.kings;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(white * 31 + black * 17 + pawns * 13 + knights * 11 + bishops * 7 + rooks * 5 + queens * 3 + kings);
    }

    /** An eight-line picture, rank 8 first, '.' for an empty square; handy in test failures. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                text.append(pieceAt(Square.of(file, rank)).map(Piece::fenLetter).orElse('.'));
            }
            text.append('\n');
        }
        return text.toString();
    }
}
