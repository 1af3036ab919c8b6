package org.teamchess.rules.benchmarks;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;

/** What the can-mate and dead-position timers share: the clock, the labelled samples, the figures. */
final class TimerSamples {

    /** CPU time of this thread: the machine is shared, and wall time would count the others' work. */
    static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private TimerSamples() {
    }

    /** The FENs of a file in the CHA test-vector format: two label characters, a space, a FEN without counters. */
    static List<Position> labelledPositions(Path file) throws IOException {
        List<Position> positions = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                positions.add(Fen.parse(line.substring(3) + " 0 1").orElseThrow());
            }
        }
        return positions;
    }

    /** The nearest-rank percentile of values sorted ascending. */
    static long percentile(long[] sorted, double percent) {
        int index = (int) Math.ceil(percent / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }

    static String format(long nanos) {
        return nanos < 1_000_000 ? String.format("%.1f µs", nanos / 1e3) : String.format("%.2f ms", nanos / 1e6);
    }
}
