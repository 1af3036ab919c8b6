package org.teamchess.rules.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.mating.MatingPotential;

import static org.teamchess.rules.benchmarks.TimerSamples.CPU;
import static org.teamchess.rules.benchmarks.TimerSamples.format;
import static org.teamchess.rules.benchmarks.TimerSamples.labelledPositions;
import static org.teamchess.rules.benchmarks.TimerSamples.percentile;

/**
 * Time per call of {@link MatingPotential#isDeadPosition}, the test the game record runs after every
 * move (Art. 5.2.2), over every position of random legal games (what a move's path sees, move after
 * move) and over the labelled fortress positions of data files in the CHA test-vector format. Each
 * sample runs once to warm the JIT, then once measured in CPU time of the thread. A call shorter
 * than {@value #SHORT_CALL_NANOS} ns is timed again as the mean of {@value #REPEATS} calls (one is
 * shorter than reading the CPU clock). Prints p50, p99, p99.9 and max, and how many positions were
 * found dead. Results and method: docs/benchmarks.md.
 */
public final class DeadPositionTimer {

    private static final int REPEATS = 20;
    private static final long SHORT_CALL_NANOS = 50_000;

    private DeadPositionTimer() {
    }

    /** Arguments: the number of random games (default 1,000), the seed, then any labelled data files. */
    public static void main(String[] args) throws IOException {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        List<Position> random = randomGames(new Random(seed), games);
        List<Position> labelled = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            labelled.addAll(labelledPositions(Path.of(args[i])));
        }
        for (int round = 0; round < 2; round++) {
            boolean report = round == 1;
            measure("every position of " + games + " random games (" + random.size() + " positions)", random, report);
            if (!labelled.isEmpty()) {
                measure("labelled fortress positions (" + labelled.size() + ")", labelled, report);
            }
        }
    }

    private static void measure(String name, List<Position> positions, boolean report) {
        long[] nanos = new long[positions.size()];
        int dead = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            long start = CPU.getCurrentThreadCpuTime();
            dead += MatingPotential.isDeadPosition(position) ? 1 : 0;
            nanos[i] = CPU.getCurrentThreadCpuTime() - start;
            if (nanos[i] < SHORT_CALL_NANOS) {
                start = CPU.getCurrentThreadCpuTime();
                for (int repeat = 0; repeat < REPEATS; repeat++) {
                    MatingPotential.isDeadPosition(position);
                }
                nanos[i] = (CPU.getCurrentThreadCpuTime() - start) / REPEATS;
            }
        }
        if (!report) {
            return;
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        long total = Arrays.stream(nanos).sum();
        long over = Arrays.stream(nanos).filter(value -> value > 100_000).count();
        System.out.println(name);
        System.out.printf("  isDeadPosition p50 %s  p99 %s  p99.9 %s  max %s  mean %s; %d calls over 0.1 ms; %d dead%n",
                format(percentile(sorted, 50)), format(percentile(sorted, 99)), format(percentile(sorted, 99.9)),
                format(sorted[sorted.length - 1]), format(total / nanos.length), over, dead);
    }

    /**
     * Every position of games of uniformly random legal moves from the start, up to 300 plies or
     * until the game ends (no legal move, or a dead position: the game record stops there too).
     */
    private static List<Position> randomGames(Random random, int games) {
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < games; game++) {
            Position position = Position.standard();
            for (int ply = 0; ply < 300; ply++) {
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
                positions.add(position);
                if (MatingPotential.isDeadPosition(position)) {
                    break;
                }
            }
        }
        return positions;
    }
}
