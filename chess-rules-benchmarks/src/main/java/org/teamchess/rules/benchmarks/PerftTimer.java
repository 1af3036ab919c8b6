package org.teamchess.rules.benchmarks;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Perft;
import org.teamchess.rules.Position;

/**
 * Times one bulk-counted perft after a warm-up and prints "nodes seconds", for
 * {@code stockfish-ratio.sh}, which runs it alternately with Stockfish's {@code go perft} so both
 * see the same machine load. JMH ({@link PerftBenchmark}) is the measurement of record; this is the
 * side-by-side with an engine JMH cannot drive.
 */
public final class PerftTimer {

    private PerftTimer() {
    }

    /** Arguments: depth, then an optional FEN (default: the start position). */
    public static void main(String[] args) {
        int depth = Integer.parseInt(args[0]);
        Position position = args.length > 1 ? Fen.parse(args[1]).orElseThrow() : Position.standard();
        for (int i = 0; i < 5; i++) {
            Perft.count(position, depth - 1); // warm-up, so the JIT has compiled the generator
        }
        long start = System.nanoTime();
        long nodes = Perft.count(position, depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%d %.4f%n", nodes, seconds);
    }
}
