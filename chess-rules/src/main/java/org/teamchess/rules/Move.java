package org.teamchess.rules;

/**
 * A legal move in a known position, as returned by {@link Position#legalMoves()}. It knows the piece
 * that moves and the piece it captures. Castling is stored as the king "taking" its own rook
 * ({@link #from()} is the king's square, {@link #to()} the rook's), one form for standard chess and
 * Chess960; {@link #kingTarget()} and {@link #rookTarget()} give where they end up (Art. 3.8.2, and
 * the Chess960 rule: king and rook end on the c/d or g/f files).
 */
public final class Move {

    static final int KIND_SHIFT = 12;
    static final int PROMOTION_SHIFT = 14;

    private final int code;
    private final PieceType piece;
    private final PieceType captured;
    /** The repetition key of the position the move was generated in: lets that position play it without regenerating. */
    private final long originKey;

    Move(int code, PieceType piece, PieceType captured, long originKey) {
        this.code = code;
        this.piece = piece;
        this.captured = captured;
        this.originKey = originKey;
    }

    static int encode(int from, int to, MoveKind kind, PieceType promotion) {
        return from | to << 6 | kind.ordinal() << KIND_SHIFT | (promotion == null ? 0 : promotion.ordinal()) << PROMOTION_SHIFT;
    }

    static int from(int code) {
        return code & 63;
    }

    static int to(int code) {
        return (code >>> 6) & 63;
    }

    static int kind(int code) {
        return (code >>> KIND_SHIFT) & 3;
    }

    static final int NORMAL = 0;
    static final int CASTLING = 1;
    static final int EN_PASSANT = 2;
    static final int PROMOTION = 3;

    int code() {
        return code;
    }

    long originKey() {
        return originKey;
    }

    public Square from() {
        return Square.of(from(code));
    }

    /** The destination; for castling, the square of the rook the king castles with. */
    public Square to() {
        return Square.of(to(code));
    }

    /** The piece that moves (the king, for castling). */
    public PieceType piece() {
        return piece;
    }

    /** The piece captured, or null. Castling captures nothing; en passant captures a pawn. */
    public PieceType captured() {
        return captured;
    }

    /** The piece a pawn becomes, or null when the move is no promotion. */
    public PieceType promotion() {
        int ordinal = (code >>> PROMOTION_SHIFT) & 7;
        return kind(code) == PROMOTION ? PieceType.values()[ordinal] : null;
    }

    public MoveKind kind() {
        return MoveKind.values()[kind(code)];
    }

    public boolean isCapture() {
        return captured != null;
    }

    public boolean isCastling() {
        return kind(code) == CASTLING;
    }

    /** True for castling towards the h-file (0-0), false for towards the a-file (0-0-0). */
    public boolean isKingsideCastling() {
        return isCastling() && to(code) > from(code);
    }

    /** Where the moving king or piece ends: for castling the g- or c-file square, otherwise {@link #to()}. */
    public Square kingTarget() {
        if (!isCastling()) {
            return to();
        }
        int rank = from(code) & 56;
        return Square.of(rank + (isKingsideCastling() ? 6 : 2));
    }

    /** For castling, where the rook ends (the f- or d-file square); otherwise null. */
    public Square rookTarget() {
        if (!isCastling()) {
            return null;
        }
        int rank = from(code) & 56;
        return Square.of(rank + (isKingsideCastling() ? 5 : 3));
    }

    /** Whether the move resets the fifty-move count (Art. 9.3: a pawn move or a capture). */
    public boolean isIrreversible() {
        return piece == PieceType.PAWN || captured != null;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Move that && code == that.code && piece == that.piece && captured == that.captured;
    }

    @Override
    public int hashCode() {
        return code * 31 + piece.ordinal();
    }

    /** The move as king-takes-rook UCI, e.g. {@code e2e4}, {@code e7e8q}, {@code e1h1}. */
    @Override
    public String toString() {
        String text = from().toString() + to();
        PieceType promotion = promotion();
        return promotion == null ? text : text + promotion.fenLetter();
    }
}
