package org.teamchess.rules;

/**
 * The six kinds of chess pieces (Art. 2.2). The letters are those of English algebraic notation and
 * of Russian notation (Art. 18.3: Кр king, Ф queen, Л rook, С bishop, К knight; the pawn has none).
 */
public enum PieceType {
    PAWN("", ""),
    KNIGHT("N", "К"),
    BISHOP("B", "С"),
    ROOK("R", "Л"),
    QUEEN("Q", "Ф"),
    KING("K", "Кр");

    private final String englishLetter;
    private final String russianLetter;

    PieceType(String englishLetter, String russianLetter) {
        this.englishLetter = englishLetter;
        this.russianLetter = russianLetter;
    }

    /** The English SAN letter; empty for a pawn. */
    public String englishLetter() {
        return englishLetter;
    }

    /** The Russian notation letter(s); empty for a pawn. */
    public String russianLetter() {
        return russianLetter;
    }

    /** The lower-case FEN / UCI letter (p, n, b, r, q, k). */
    public char fenLetter() {
        return this == PAWN ? 'p' : Character.toLowerCase(englishLetter.charAt(0));
    }

    /** True for the pieces a pawn may be promoted to (Art. 3.7.5). */
    public boolean isPromotionTarget() {
        return this != PAWN && this != KING;
    }

    /** The piece type for a FEN / UCI letter of either case, or null when the letter names none. */
    public static PieceType fromFenLetter(char letter) {
        switch (Character.toLowerCase(letter)) {
            case 'p': return PAWN;
            case 'n': return KNIGHT;
            case 'b': return BISHOP;
            case 'r': return ROOK;
            case 'q': return QUEEN;
            case 'k': return KING;
            default: return null;
        }
    }
}
