package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Where the magic numbers in {@link Attacks} come from, and that they are right: the seeded search
 * that found them, run again, and every occupancy of every square against a plain ray walk.
 */
class MagicNumbersTest {

    private static final long ROOK_SEED = 0x7EA1C0DE5EEDL;
    private static final long BISHOP_SEED = 0x0B15C0DE5EEDL;

    @Test
    void theSeededSearchFindsTheEmbeddedRookMagics() {
        assertArrayEquals(Attacks.ROOK_MAGICS, search(Attacks.ROOK_DIRECTIONS, ROOK_SEED));
    }

    @Test
    void theSeededSearchFindsTheEmbeddedBishopMagics() {
        assertArrayEquals(Attacks.BISHOP_MAGICS, search(Attacks.BISHOP_DIRECTIONS, BISHOP_SEED));
    }

    @Test
    void everyOccupancyOfEverySquareGivesTheRayWalkAttacks() {
        for (int square = 0; square < 64; square++) {
            for (int[][] directions : new int[][][] {Attacks.ROOK_DIRECTIONS, Attacks.BISHOP_DIRECTIONS}) {
                long mask = Attacks.Magic.relevantOccupancy(square, directions);
                long subset = 0;
                do {
                    // Pieces outside the mask (edges, other lines) must not change the answer.
                    long occupied = subset | ~mask & 0x8100_0000_0000_0081L;
                    long expected = Attacks.slowSlide(square, occupied, directions);
                    long actual = directions == Attacks.ROOK_DIRECTIONS
                            ? Attacks.rook(square, occupied) : Attacks.bishop(square, occupied);
                    assertEquals(expected, actual, "square " + Square.of(square) + ", occupancy " + Long.toHexString(occupied));
                    subset = (subset - mask) & mask;
                } while (subset != 0);
            }
        }
    }

    /** Sparse random candidates (three numbers ANDed) from splitmix64 until one maps every subset without a harmful collision. */
    private static long[] search(int[][] directions, long seed) {
        long[] magics = new long[64];
        long state = seed;
        for (int square = 0; square < 64; square++) {
            long mask = Attacks.Magic.relevantOccupancy(square, directions);
            int bits = Long.bitCount(mask);
            int count = 1 << bits;
            long[] occupancies = new long[count];
            long[] attacks = new long[count];
            long subset = 0;
            for (int i = 0; i < count; i++) {
                occupancies[i] = subset;
                attacks[i] = Attacks.slowSlide(square, subset, directions);
                subset = (subset - mask) & mask;
            }
            long[] table = new long[count];
            int[] epoch = new int[count];
            int attempt = 0;
            while (true) {
                long candidate = -1L;
                for (int k = 0; k < 3; k++) {
                    state += 0x9E37_79B9_7F4A_7C15L;
                    candidate &= mix(state);
                }
                if (Long.bitCount((mask * candidate) & 0xFF00_0000_0000_0000L) < 6) {
                    continue;
                }
                attempt++;
                boolean collision = false;
                for (int i = 0; i < count && !collision; i++) {
                    int index = (int) ((occupancies[i] * candidate) >>> (64 - bits));
                    if (epoch[index] != attempt) {
                        epoch[index] = attempt;
                        table[index] = attacks[i];
                    } else if (table[index] != attacks[i]) {
                        collision = true;
                    }
                }
                if (!collision) {
                    magics[square] = candidate;
                    break;
                }
            }
        }
        return magics;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }
}
