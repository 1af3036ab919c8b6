package org.teamchess.rules;

/**
 * A move as written in the UCI protocol ({@code e2e4}, {@code e7e8q}): the wire form, not yet checked
 * against a position. {@link Position#resolve(Uci)} turns it into a legal {@link Move} or says why it
 * is not one. Castling is written king-takes-rook in Chess960 ({@code e1h1}); standard chess also
 * accepts the king's two-square move ({@code e1g1}).
 *
 * @param promotion the piece a pawn becomes, or null
 */
public record Uci(Square from, Square to, PieceType promotion) {

    public Uci {
        if (from == null || to == null) {
            throw new IllegalArgumentException("a UCI move needs two squares");
        }
        if (promotion != null && !promotion.isPromotionTarget()) {
            throw new IllegalArgumentException("a pawn cannot become a " + promotion);
        }
    }

    /** Reads {@code e2e4} or {@code e7e8q} (the promotion letter in either case). */
    public static Result<Uci> parse(String text) {
        if (text == null || (text.length() != 4 && text.length() != 5)) {
            return Result.failure("move", "a UCI move is two squares and an optional promotion letter, e.g. e2e4 or e7e8q: '" + text + "'");
        }
        Square from = Square.parse(text.substring(0, 2));
        Square to = Square.parse(text.substring(2, 4));
        if (from == null || to == null) {
            return Result.failure("move", "not a UCI move (no such square): '" + text + "'");
        }
        if (from == to) {
            return Result.failure("move", "not a UCI move (a move must change square): '" + text + "'");
        }
        PieceType promotion = null;
        if (text.length() == 5) {
            promotion = PieceType.fromFenLetter(text.charAt(4));
            if (promotion == null || !promotion.isPromotionTarget()) {
                return Result.failure("move", "not a UCI move (promotion must be q, r, b or n): '" + text + "'");
            }
        }
        return Result.ok(new Uci(from, to, promotion));
    }

    @Override
    public String toString() {
        String text = from.toString() + to;
        return promotion == null ? text : text + promotion.fenLetter();
    }
}
