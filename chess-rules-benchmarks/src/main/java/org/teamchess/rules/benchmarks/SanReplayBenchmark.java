package org.teamchess.rules.benchmarks;

import java.util.Arrays;
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
import org.teamchess.rules.Position;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;

/**
 * Reading a game's moves as a server reads them from players: each SAN text parsed against the
 * current position, then played. The game is Kasparov-Topalov, Wijk aan Zee 1999 (87 plies); the
 * score is the time for the whole game, so per ply is the score divided by 87.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
@State(Scope.Benchmark)
public class SanReplayBenchmark {

    static final String KASPAROV_TOPALOV_1999 = "e4 d6 d4 Nf6 Nc3 g6 Be3 Bg7 Qd2 c6 f3 b5 Nge2 Nbd7 Bh6 Bxh6 Qxh6 Bb7"
            + " a3 e5 O-O-O Qe7 Kb1 a6 Nc1 O-O-O Nb3 exd4 Rxd4 c5 Rd1 Nb6 g3 Kb8 Na5 Ba8 Bh3 d5 Qf4+ Ka7 Rhe1 d4"
            + " Nd5 Nbxd5 exd5 Qd6 Rxd4 cxd4 Re7+ Kb6 Qxd4+ Kxa5 b4+ Ka4 Qc3 Qxd5 Ra7 Bb7 Rxb7 Qc4 Qxf6 Kxa3"
            + " Qxa6+ Kxb4 c3+ Kxc3 Qa1+ Kd2 Qb2+ Kd1 Bf1 Rd2 Rd7 Rxd7 Bxc4 bxc4 Qxh8 Rd3 Qa8 c3 Qa4+ Ke1 f4 f5"
            + " Kc1 Rd2 Qa7";

    private String[] english;
    private String[] russian;

    /** Also writes the Russian text of the game, with the library itself, and checks both replay. */
    @Setup
    public void readGame() {
        english = KASPAROV_TOPALOV_1999.split(" ");
        russian = new String[english.length];
        Position position = Position.standard();
        for (int i = 0; i < english.length; i++) {
            var move = MoveParser.parse(position, english[i]).orElseThrow();
            russian[i] = San.format(position, move, Notation.RUSSIAN);
            position = position.play(move);
        }
        if (english.length != 87 || replay(russian, Notation.RUSSIAN).fullMoveNumber() != 44) {
            throw new IllegalStateException("the benchmark game does not replay: " + Arrays.toString(russian));
        }
    }

    @Benchmark
    public Position replayEnglishSan() {
        return replay(english, Notation.ENGLISH);
    }

    @Benchmark
    public Position replayRussianSan() {
        return replay(russian, Notation.RUSSIAN);
    }

    private static Position replay(String[] moves, Notation notation) {
        Position position = Position.standard();
        for (String text : moves) {
            position = position.play(San.parse(position, text, notation).orElseThrow());
        }
        return position;
    }
}
