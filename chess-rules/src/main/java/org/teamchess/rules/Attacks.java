package org.teamchess.rules;

/**
 * Attack sets as bitboards (bit {@code i} is {@link Square#of(int) square i}, a1 = 0). Sliding
 * attacks use "fancy" magic bitboards. The magic numbers below were found by a search with a fixed
 * seed; {@code MagicNumbersTest} runs that search again, checks it finds these numbers, and checks
 * every occupancy of every square against a plain ray walk. They are kept here rather than searched
 * at class load because the search costs about half a second at every JVM start.
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

    static final int[][] ROOK_DIRECTIONS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] BISHOP_DIRECTIONS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static final long[] ROOK_MAGICS = {
        0xA080102040008000L, 0x1040022001900AC0L, 0x208020001000800BL, 0x8480080010008004L,
        0x3200020104086050L, 0x8900010028040002L, 0x1400080200840110L, 0x4A000C4406002881L,
        0x08018000C0008020L, 0x2002401000200441L, 0x0400802000801000L, 0x0200801000080080L,
        0x0013000C10280100L, 0x8481000804000300L, 0x2004005490021108L, 0x400700021441A300L,
        0x0080084000200048L, 0x00018300400100A0L, 0x0100808010002000L, 0x8410828008009000L,
        0x0004008008000480L, 0x4006008100040080L, 0x8004040010010208L, 0x0180160023548401L,
        0x1040006380004080L, 0x4422008200211040L, 0x0100100080802000L, 0x102200420010200AL,
        0xF000080080040080L, 0x8401000900440002L, 0x000012040050A108L, 0x210004420010840DL,
        0x0010804010800021L, 0x0040004080802000L, 0x1800110041002000L, 0x0000811004800800L,
        0x0018002004040040L, 0x8842000280800400L, 0x0004010204003028L, 0x4004800040800100L,
        0x0080002000454000L, 0x0000402010054008L, 0x8000200100410011L, 0x4210100100210008L,
        0x0824080004008080L, 0x0009000400030008L, 0x0000100200040208L, 0x3044208041020024L,
        0x4000408010210100L, 0x8002004090210200L, 0x8208110220044100L, 0x0C45081001210100L,
        0x200C040801001100L, 0x2004040002008080L, 0x0010080201100400L, 0x08001404A0410200L,
        0x0040210414800041L, 0x800821008040001DL, 0x0824810A22004012L, 0x5005002004100009L,
        0x0002001120080402L, 0xA002001008010402L, 0x0002000140880402L, 0x0001002104004082L
    };
    static final long[] BISHOP_MAGICS = {
        0x0682021411040100L, 0x0202040C009A0050L, 0x0804081881000804L, 0x0224504200204000L,
        0x1004042200090008L, 0xC002021004800960L, 0x0000A41402400700L, 0x0140440228010400L,
        0x8004204842082840L, 0x040008010804A102L, 0x0204100102182008L, 0x1910020A02080440L,
        0x0000820210C01021L, 0x0108091028040001L, 0x2201004450041001L, 0x4401410111100204L,
        0x0210004002020420L, 0x000840101042A382L, 0xA010000204001022L, 0x440800042042900DL,
        0x0215000890400898L, 0x0000800040504000L, 0x8000886212100201L, 0x0011100244008C0CL,
        0x40024000D0101200L, 0x1042820420342C00L, 0x8400208910010040L, 0x0400808068020002L,
        0x140101100B004010L, 0x0010820024221000L, 0x0807120004021181L, 0x008A009002048880L,
        0x0044040780401000L, 0x0108211480101400L, 0x1280141001020080L, 0x0000510800040040L,
        0x0140020200618880L, 0x01911C0808010100L, 0x0082080202005201L, 0x00208B8A80020208L,
        0xA001109005289000L, 0x2200440404022011L, 0x8211008441001004L, 0x080008C022061023L,
        0x0200082008204500L, 0x0C04101040400200L, 0x422048420880004CL, 0x001208010110C620L,
        0x01410CA820080008L, 0x0042004208448082L, 0x0000010049108400L, 0x0802100C20884048L,
        0x4080082004240101L, 0x0000A02002108200L, 0x3004209404228A20L, 0x0260088101102015L,
        0x00A0820900A00411L, 0x0000104222101231L, 0x0000084044040401L, 0x0028601043048800L,
        0x08000600C2028202L, 0x00004048A0084220L, 0x4000104408080450L, 0x042810240C440020L
    };

    private static final Magic ROOK = new Magic(ROOK_DIRECTIONS, ROOK_MAGICS);
    private static final Magic BISHOP = new Magic(BISHOP_DIRECTIONS, BISHOP_MAGICS);

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

    static long slowSlide(int square, long occupied, int[][] directions) {
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
    static final class Magic {
        private final long[] masks = new long[64];
        private final long[] magics;
        private final int[] shifts = new int[64];
        private final int[] offsets = new int[64];
        private final long[] table;

        Magic(int[][] directions, long[] magics) {
            this.magics = magics.clone();
            int size = 0;
            for (int square = 0; square < 64; square++) {
                masks[square] = relevantOccupancy(square, directions);
                int bits = Long.bitCount(masks[square]);
                shifts[square] = 64 - bits;
                offsets[square] = size;
                size += 1 << bits;
            }
            table = new long[size];
            for (int square = 0; square < 64; square++) {
                long mask = masks[square];
                long subset = 0;
                do {
                    int index = (int) ((subset * this.magics[square]) >>> shifts[square]);
                    table[offsets[square] + index] = slowSlide(square, subset, directions);
                    subset = (subset - mask) & mask; // the carry-rippler walks every subset of the mask
                } while (subset != 0);
            }
        }

        long attacks(int square, long occupied) {
            return table[offsets[square] + (int) (((occupied & masks[square]) * magics[square]) >>> shifts[square])];
        }

        /** Edge squares never block anything beyond them, so they are left out of the key. */
        static long relevantOccupancy(int square, int[][] directions) {
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
    }
}
