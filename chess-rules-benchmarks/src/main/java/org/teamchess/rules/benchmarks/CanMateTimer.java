package org.teamchess.rules.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;

import static org.teamchess.rules.benchmarks.TimerSamples.CPU;
import static org.teamchess.rules.benchmarks.TimerSamples.format;
import static org.teamchess.rules.benchmarks.TimerSamples.labelledPositions;
import static org.teamchess.rules.benchmarks.TimerSamples.percentile;

/**
 * Time per call of {@link MatingPotential#canMate} (flag fall, Art. 6.9) over two samples: positions
 * of random legal games, and the labelled positions of data files (the CHA test vector in
 * chess-rules' test resources). {@link MatingPotential#isDeadPosition}, the test after every move,
 * has its own harness: {@link DeadPositionTimer}. Each sample runs once to warm the JIT, then once measured in CPU time of the thread; prints
 * p50, p99 and max, and how often each verdict came. A harness, not JMH: the calls of interest take
 * from nanoseconds to a second, and the distribution over positions is the point, not one
 * position's steady state. Results and method: docs/benchmarks.md.
 */
public final class CanMateTimer {


    private CanMateTimer() {
    }

    /**
     * Arguments: the labelled data files (comma-separated), then optionally the number of random
     * games (default 2,000) and the seed.
     */
    public static void main(String[] args) throws IOException {
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        List<Position> random = randomGamePositions(new Random(seed), games);
        List<Position> labelled = new ArrayList<>();
        for (String file : args[0].split(",")) {
            labelled.addAll(labelledPositions(Path.of(file)));
        }
        for (int round = 0; round < 2; round++) {
            boolean report = round == 1;
            measure("random games (" + random.size() + " positions)", random, report);
            measure("labelled positions (" + labelled.size() + ")", labelled, report);
        }
    }

    private static void measure(String name, List<Position> positions, boolean report) {
        long[] canMate = new long[positions.size() * 2];
        Map<Class<?>, Integer> verdicts = new HashMap<>();
        int index = 0;
        for (int i = 0; i < positions.size(); i++) {
            Position position = positions.get(i);
            for (Side side : Side.values()) {
                long start = CPU.getCurrentThreadCpuTime();
                MateVerdict verdict = MatingPotential.canMate(position, side);
                canMate[index++] = CPU.getCurrentThreadCpuTime() - start;
                verdicts.merge(verdict.getClass(), 1, Integer::sum);
            }
        }
        if (!report) {
            return;
        }
        Arrays.sort(canMate);
        System.out.println(name);
        System.out.printf("  canMate        p50 %s  p99 %s  max %s  (%d calls)%n",
                format(percentile(canMate, 50)), format(percentile(canMate, 99)), format(percentile(canMate, 100)), canMate.length);
        System.out.printf("  verdicts: possible %d, impossible %d, undetermined %d%n",
                verdicts.getOrDefault(MateVerdict.Possible.class, 0), verdicts.getOrDefault(MateVerdict.Impossible.class, 0),
                verdicts.getOrDefault(MateVerdict.Undetermined.class, 0));
    }

    /** One position per game: uniformly random legal moves from the start, for a random 0-299 plies. */
    private static List<Position> randomGamePositions(Random random, int games) {
        List<Position> positions = new ArrayList<>(games);
        for (int game = 0; game < games; game++) {
            Position position = Position.standard();
            int plies = random.nextInt(300);
            for (int ply = 0; ply < plies; ply++) {
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
            positions.add(position);
        }
        return positions;
    }
}
