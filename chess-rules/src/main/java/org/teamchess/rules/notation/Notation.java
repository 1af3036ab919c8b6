package org.teamchess.rules.notation;

/**
 * The piece letters of algebraic notation (FIDE Laws Art. 18.2; seed 000 Appendix C.2-C.3).
 *
 * <ul>
 *   <li>{@link #ENGLISH}: K king, Q queen, R rook, B bishop, N knight; castling {@code O-O}, {@code O-O-O};
 *       promotion {@code e8=Q}. The form of the PGN Standard (1994), section 8.2.3.</li>
 *   <li>{@link #RUSSIAN}: Кр king, Ф queen, Л rook, С bishop, К knight (Cyrillic); castling {@code 0-0},
 *       {@code 0-0-0} (Art. 19); promotion {@code e8Ф} (Art. 18.11); en passant marked {@code e.p.}
 *       (Art. 18.8).</li>
 * </ul>
 *
 * <p>The two alphabets clash on one letter only: a Latin {@code K} is the king in English and, as a
 * look-alike of the Cyrillic К, the knight in a Russian text (seed 000 C.12 writes the promotion
 * {@code f8K}). Readers therefore take a notation as a hint that settles the Latin {@code K} and nothing
 * else; every other letter means the same in both.
 */
public enum Notation {
    ENGLISH,
    RUSSIAN;

    /**
     * The notation a piece of text is written in: {@link #RUSSIAN} when it holds any Cyrillic letter,
     * otherwise {@link #ENGLISH}. Pass the moves of a whole game to decide once per game; a lone move
     * such as {@code Kf3} has no Cyrillic letter and reads as English.
     */
    public static Notation detect(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.UnicodeScript.of(text.charAt(i)) == Character.UnicodeScript.CYRILLIC) {
                return RUSSIAN;
            }
        }
        return ENGLISH;
    }
}
