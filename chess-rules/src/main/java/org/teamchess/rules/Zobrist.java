package org.teamchess.rules;

/**
 * Zobrist keys for position identity (Art. 9.2): placement, side to move, castling rights (by rook
 * square) and an en passant file. Fixed seed, so keys are the same in every run and process.
 */
final class Zobrist {

    /** [side * 6 + pieceType][square]. */
    static final long[] PIECE = new long[12 * 64];
    static final long[] CASTLING = new long[64];
    static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    static {
        long state = 0x5EED_C4E5_5000_0001L;
        for (int i = 0; i < PIECE.length; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            PIECE[i] = mix(state);
        }
        for (int i = 0; i < 64; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            CASTLING[i] = mix(state);
        }
        for (int i = 0; i < 8; i++) {
            state += 0x9E37_79B9_7F4A_7C15L;
            EN_PASSANT_FILE[i] = mix(state);
        }
        state += 0x9E37_79B9_7F4A_7C15L;
        BLACK_TO_MOVE = mix(state);
    }

    private Zobrist() {
    }

    static long piece(int side, int type, int square) {
        return PIECE[(side * 6 + type) * 64 + square];
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
