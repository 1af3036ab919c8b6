package org.teamchess.rules.benchmarks;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;

/**
 * Legal-move generation in a crowded middlegame, Kiwipete (chessprogramming.org "Perft Results",
 * position 2: 48 legal moves with castling, en passant targets, pins and promotions nearby): the
 * public list of {@link Move}s, and the count alone as the "is there any legal move" checks use it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
@State(Scope.Benchmark)
public class MoveGenerationBenchmark {

    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private Position kiwipete;

    @Setup
    public void readPosition() {
        kiwipete = Fen.parse(KIWIPETE).orElseThrow();
    }

    @Benchmark
    public List<Move> kiwipeteLegalMoves() {
        return kiwipete.legalMoves();
    }

    @Benchmark
    public int kiwipeteLegalMoveCount() {
        return kiwipete.legalMoveCount();
    }
}
