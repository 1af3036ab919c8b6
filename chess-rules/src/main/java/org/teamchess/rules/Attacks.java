package org.teamchess.rules;

/**
 * Attack sets as bitboards (bit {@code i} is {@link Square#of(int) square i}, a1 = 0). Sliding
 * attacks use magic bitboards: the magics are found once, when the class loads, by a search with a
 * fixed seed, so every run uses the same tables and no number has to be copied from elsewhere.
 */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[] WHITE_PAWN = new long[64];
    private static final long[] BLACK_PAWN = new long[64];
    private static final long[] BETWEEN = new long[64 * 64];
    private static final long[] LINE = new long[64 * 64];
    private static final long[] ROOK_EMPTY_BOARD = new long[64];
    private static final long[] BISHOP_EMPTY_BOARD = new long[64];

    private static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private static final Magic ROOK = new Magic(ROOK_DIRECTIONS, 0x7EA1C0DE5EEDL);
    private static final Magic BISHOP = new Magic(BISHOP_DIRECTIONS, 0x0B15C0DE5EEDL);

    static {
        int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int square = 0; square < 64; square++) {
            KNIGHT[square] = steps(square, knightSteps);
            KING[square] = steps(square, kingSteps);
            WHITE_PAWN[square] = steps(square, new int[][] {{-1, 1}, {1, 1}});
            BLACK_PAWN[square] = steps(square, new int[][] {{-1, -1}, {1, -1}});
            ROOK_EMPTY_BOARD[square] = slowSlide(square, 0L, ROOK_DIRECTIONS);
            BISHOP_EMPTY_BOARD[square] = slowSlide(square, 0L, BISHOP_DIRECTIONS);
        }
        for (int a = 0; a < 64; a++) {
            for (int b = 0; b < 64; b++) {
                if (a == b) {
                    continue;
                }
                long bBit = 1L << b;
                long aBit = 1L << a;
                if ((ROOK_EMPTY_BOARD[a] & bBit) != 0) {
                    BETWEEN[a * 64 + b] = rook(a, bBit) & rook(b, aBit);
                    LINE[a * 64 + b] = (ROOK_EMPTY_BOARD[a] & ROOK_EMPTY_BOARD[b]) | aBit | bBit;
                } else if ((BISHOP_EMPTY_BOARD[a] & bBit) != 0) {
                    BETWEEN[a * 64 + b] = bishop(a, bBit) & bishop(b, aBit);
                    LINE[a * 64 + b] = (BISHOP_EMPTY_BOARD[a] & BISHOP_EMPTY_BOARD[b]) | aBit | bBit;
                }
            }
        }
    }

    private Attacks() {
    }

    /** Squares a knight on {@code square} attacks. */
    public static long knight(int square) {
        return KNIGHT[square];
    }

    /** Squares a king on {@code square} attacks. */
    public static long king(int square) {
        return KING[square];
    }

    /** Squares a pawn of {@code side} on {@code square} attacks (captures diagonally forward). */
    public static long pawn(Side side, int square) {
        return side == Side.WHITE ? WHITE_PAWN[square] : BLACK_PAWN[square];
    }

    static long pawn(int sideIndex, int square) {
        return sideIndex == 0 ? WHITE_PAWN[square] : BLACK_PAWN[square];
    }

    /** Squares a rook on {@code square} attacks with the given occupied squares (blockers included). */
    public static long rook(int square, long occupied) {
        return ROOK.attacks(square, occupied);
    }

    /** Squares a bishop on {@code square} attacks with the given occupied squares. */
    public static long bishop(int square, long occupied) {
        return BISHOP.attacks(square, occupied);
    }

    /** Squares a queen on {@code square} attacks with the given occupied squares. */
    public static long queen(int square, long occupied) {
        return ROOK.attacks(square, occupied) | BISHOP.attacks(square, occupied);
    }

    /** Rook moves on an empty board. */
    public static long rookOnEmptyBoard(int square) {
        return ROOK_EMPTY_BOARD[square];
    }

    /** Bishop moves on an empty board. */
    public static long bishopOnEmptyBoard(int square) {
        return BISHOP_EMPTY_BOARD[square];
    }

    /** The squares strictly between two squares on one rank, file or diagonal; 0 otherwise. */
    public static long between(int from, int to) {
        return BETWEEN[from * 64 + to];
    }

    /** The whole rank, file or diagonal through two squares (both included); 0 when they share none. */
    public static long line(int a, int b) {
        return LINE[a * 64 + b];
    }

    private static long steps(int square, int[][] steps) {
        long result = 0;
        int file = square & 7;
        int rank = square >>> 3;
        for (int[] step : steps) {
            int f = file + step[0];
            int r = rank + step[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                result |= 1L << (r * 8 + f);
            }
        }
        return result;
    }

    private static long slowSlide(int square, long occupied, int[][] directions) {
        long result = 0;
        for (int[] direction : directions) {
            int f = (square & 7) + direction[0];
            int r = (square >>> 3) + direction[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << (r * 8 + f);
                result |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += direction[0];
                r += direction[1];
            }
        }
        return result;
    }

    /** "Fancy" magic bitboards for one kind of slider: one flat table, an offset per square. */
    private static final class Magic {
        private final long[] masks = new long[64];
        private final long[] magics = new long[64];
        private final int[] shifts = new int[64];
        private final int[] offsets = new int[64];
        private final long[] table;

        Magic(int[][] directions, long seed) {
            int size = 0;
            for (int square = 0; square < 64; square++) {
                masks[square] = relevantOccupancy(square, directions);
                int bits = Long.bitCount(masks[square]);
                shifts[square] = 64 - bits;
                offsets[square] = size;
                size += 1 << bits;
            }
            table = new long[size];
            long state = seed;
            for (int square = 0; square < 64; square++) {
                state = findMagic(square, directions, state);
            }
        }

        long attacks(int square, long occupied) {
            return table[offsets[square] + (int) (((occupied & masks[square]) * magics[square]) >>> shifts[square])];
        }

        /** Edge squares never block anything beyond them, so they are left out of the key. */
        private static long relevantOccupancy(int square, int[][] directions) {
            long result = 0;
            for (int[] direction : directions) {
                int f = (square & 7) + direction[0];
                int r = (square >>> 3) + direction[1];
                while (f + direction[0] >= 0 && f + direction[0] < 8 && r + direction[1] >= 0 && r + direction[1] < 8) {
                    result |= 1L << (r * 8 + f);
                    f += direction[0];
                    r += direction[1];
                }
            }
            return result;
        }

        private long findMagic(int square, int[][] directions, long state) {
            long mask = masks[square];
            int count = 1 << Long.bitCount(mask);
            long[] occupancies = new long[count];
            long[] attacks = new long[count];
            long subset = 0;
            for (int i = 0; i < count; i++) {
                occupancies[i] = subset;
                attacks[i] = slowSlide(square, subset, directions);
                subset = (subset - mask) & mask; // the carry-rippler walks every subset of the mask
            }
            int[] epoch = new int[count];
            int attempt = 0;
            while (true) {
                long[] next = new long[1];
                state = splitMix(state, next);
                long candidate = next[0];
                state = splitMix(state, next);
                candidate &= next[0];
                state = splitMix(state, next);
                candidate &= next[0];
                if (Long.bitCount((mask * candidate) & 0xFF00_0000_0000_0000L) < 6) {
                    continue;
                }
                attempt++;
                boolean collision = false;
                for (int i = 0; i < count && !collision; i++) {
                    int index = (int) ((occupancies[i] * candidate) >>> shifts[square]);
                    int slot = offsets[square] + index;
                    if (epoch[index] != attempt) {
                        epoch[index] = attempt;
                        table[slot] = attacks[i];
                    } else if (table[slot] != attacks[i]) {
                        collision = true;
                    }
                }
                if (!collision) {
                    magics[square] = candidate;
                    return state;
                }
            }
        }

        private static long splitMix(long state, long[] out) {
            long next = state + 0x9E37_79B9_7F4A_7C15L;
            long z = next;
            z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
            out[0] = z ^ (z >>> 31);
            return next;
        }
    }
}
