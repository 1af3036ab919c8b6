package org.teamchess.rules;

/** A piece of one side: a side and a piece type (Art. 2.2). */
public record Piece(Side side, PieceType type) {

    public Piece {
        if (side == null || type == null) {
            throw new IllegalArgumentException("a piece needs a side and a type");
        }
    }

    /** The FEN letter: upper case for White, lower case for Black. */
    public char fenLetter() {
        char letter = type.fenLetter();
        return side == Side.WHITE ? Character.toUpperCase(letter) : letter;
    }

    /** The piece for a FEN letter, or null when the letter names none. */
    public static Piece fromFenLetter(char letter) {
        PieceType type = PieceType.fromFenLetter(letter);
        if (type == null) {
            return null;
        }
        return new Piece(Character.isUpperCase(letter) ? Side.WHITE : Side.BLACK, type);
    }
}
