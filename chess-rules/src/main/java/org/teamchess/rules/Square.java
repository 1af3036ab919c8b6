package org.teamchess.rules;

/**
 * The 64 squares (Art. 2.4, 18.2). The index is {@code rank * 8 + file} with a1 = 0 and h8 = 63,
 * the bit order of every bitboard in this library.
 */
public enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8;

    private static final Square[] BY_INDEX = values();

    /** 0 (a1) to 63 (h8). */
    public int index() {
        return ordinal();
    }

    /** 0 for the a-file to 7 for the h-file. */
    public int file() {
        return ordinal() & 7;
    }

    /** 0 for the first rank to 7 for the eighth. */
    public int rank() {
        return ordinal() >>> 3;
    }

    /** The single-bit bitboard of this square. */
    public long bit() {
        return 1L << ordinal();
    }

    /** True for a light square (h1 is light, Art. 2.1). */
    public boolean isLight() {
        return ((file() + rank()) & 1) == 1;
    }

    /** The square at an index from 0 to 63. */
    public static Square of(int index) {
        return BY_INDEX[index];
    }

    /** The square at a file and rank, each 0 to 7. */
    public static Square of(int file, int rank) {
        return BY_INDEX[rank * 8 + file];
    }

    /** The square named in algebraic notation ("e4"), or null when the text names no square. */
    public static Square parse(CharSequence name) {
        if (name == null || name.length() != 2) {
            return null;
        }
        int file = name.charAt(0) - 'a';
        int rank = name.charAt(1) - '1';
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return null;
        }
        return of(file, rank);
    }

    /** The algebraic name, e.g. {@code e4}. */
    @Override
    public String toString() {
        return "" + (char) ('a' + file()) + (char) ('1' + rank());
    }
}
