package org.teamchess.rules.benchmarks;

import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.teamchess.rules.Perft;
import org.teamchess.rules.Position;

/**
 * Perft 5 from the initial position, with and without bulk counting at the last ply. One operation is
 * one leaf node, so the score is in nodes per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
@State(Scope.Benchmark)
public class PerftBenchmark {

    /** Perft 5 of the initial position (chessprogramming.org "Perft Results"). */
    static final int START_PERFT_5_NODES = 4_865_609;

    private Position start;

    @Setup
    public void checkTheCount() {
        start = Position.standard();
        long nodes = Perft.count(start, 5);
        if (nodes != START_PERFT_5_NODES) {
            throw new IllegalStateException("perft 5 gives " + nodes + ", not " + START_PERFT_5_NODES + ": the score would be wrong");
        }
    }

    @Benchmark
    @OperationsPerInvocation(START_PERFT_5_NODES)
    public long startPositionPerft5WithBulkCounting() {
        return Perft.count(start, 5);
    }

    @Benchmark
    @OperationsPerInvocation(START_PERFT_5_NODES)
    public long startPositionPerft5WithoutBulkCounting() {
        return Perft.countWithoutBulk(start, 5);
    }
}
