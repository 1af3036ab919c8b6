package org.teamchess.load.simulator;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.teamchess.load.LatencyRecorder;
import org.teamchess.load.LatencySummary;
import org.teamchess.load.ProcessCpu;

/**
 * What the simulator measures while rounds are in play (docs/benchmarks.md): the move round trip
 * (send to the mover's {@code ack}, and send to the opponent's copy of the {@code move}), how late
 * a flag falls after its deadline as the players see it (the deadline: the last move's arrival plus
 * the running side's time it carried), and, when the platform's run folder is on this machine, the
 * CPU seconds and the largest resident memory of every process of the platform: each part recorded
 * in {@code <run folder>/pids}, and PostgreSQL's processes (the whole local cluster).
 */
final class Measurements {

    private final LatencyRecorder acks = new LatencyRecorder();
    private final LatencyRecorder deliveries = new LatencyRecorder();
    private final LatencyRecorder flagDelays = new LatencyRecorder();
    private final AtomicLong movesAtStart = new AtomicLong(-1);
    private final ProcessCpu processes;
    private long startedAt;
    private long stoppedAt;
    private long movesMeasured;

    /** @param runDir the platform's run folder, or null when it is not on this machine */
    Measurements(Path runDir) {
        this.processes = new ProcessCpu(runDir);
    }

    void acknowledged(long sentAtNanos) {
        acks.record((System.nanoTime() - sentAtNanos) / 1_000);
    }

    void delivered(long sentAtNanos) {
        deliveries.record((System.nanoTime() - sentAtNanos) / 1_000);
    }

    void flagFell(long deadlineNanos) {
        flagDelays.record(Math.max(0, System.nanoTime() - deadlineNanos) / 1_000);
    }

    /** From now the processes' CPU counts (the set-up before is left out). */
    synchronized void start(long movesSoFar) {
        movesAtStart.set(movesSoFar);
        startedAt = System.nanoTime();
        processes.start();
    }

    /** Samples memory (and CPU) now; called every few seconds while measuring. */
    synchronized void sample() {
        if (movesAtStart.get() >= 0 && stoppedAt == 0) {
            processes.sample();
        }
    }

    synchronized void stop(long movesSoFar) {
        if (movesAtStart.get() < 0 || stoppedAt != 0) {
            return;
        }
        processes.sample();
        stoppedAt = System.nanoTime();
        movesMeasured = movesSoFar - movesAtStart.get();
    }

    LatencySummary acks() {
        return acks.summary();
    }

    LatencySummary deliveries() {
        return deliveries.summary();
    }

    LatencySummary flagDelays() {
        return flagDelays.summary();
    }

    synchronized long movesMeasured() {
        return movesMeasured;
    }

    synchronized double secondsMeasured() {
        return stoppedAt == 0 ? 0 : (stoppedAt - startedAt) / 1e9;
    }

    /** Each part's CPU while measuring, and its largest memory. */
    List<ProcessCpu.Usage> usage() {
        return processes.usage();
    }
}
