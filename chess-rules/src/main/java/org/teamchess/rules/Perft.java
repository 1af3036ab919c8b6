package org.teamchess.rules;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth, the standard
 * conformance test of a move generator. At the last ply the legal moves are counted without being
 * made (bulk counting); {@link #countWithoutBulk} makes every move, for benchmarks that compare both.
 */
public final class Perft {

    private Perft() {
    }

    /** Leaf nodes at {@code depth} plies from {@code position}; depth 0 is 1. */
    public static long count(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        int[][] buffers = new int[depth][MoveGenerator.MAX_MOVES];
        return bulk(position, depth, buffers);
    }

    /** As {@link #count}, but every leaf move is made (no bulk counting). */
    public static long countWithoutBulk(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        int[][] buffers = new int[depth][MoveGenerator.MAX_MOVES];
        return full(position, depth, buffers);
    }

    /** Leaf counts per root move (UCI, in the variant's castling convention), for finding a divergence. */
    public static Map<String, Long> divide(Position position, int depth) {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (Move move : position.legalMoves()) {
            counts.put(position.toUci(move).toString(), count(position.playLegal(move.code()), depth - 1));
        }
        return counts;
    }

    private static long bulk(Position position, int depth, int[][] buffers) {
        if (depth == 1) {
            return MoveGenerator.legalMoves(position, null);
        }
        int[] moves = buffers[depth - 1];
        int count = MoveGenerator.legalMoves(position, moves);
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            nodes += bulk(position.playLegal(moves[i]), depth - 1, buffers);
        }
        return nodes;
    }

    private static long full(Position position, int depth, int[][] buffers) {
        int[] moves = buffers[depth - 1];
        int count = MoveGenerator.legalMoves(position, moves);
        if (depth == 1) {
            for (int i = 0; i < count; i++) {
                position.playLegal(moves[i]);
            }
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            nodes += full(position.playLegal(moves[i]), depth - 1, buffers);
        }
        return nodes;
    }
}
