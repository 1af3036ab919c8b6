package org.teamchess.load;

import java.util.Arrays;

/** Collects latency samples from many threads; a few hundred thousand fit easily. */
public final class LatencyRecorder {

    private long[] samples = new long[1 << 16];
    private int size;

    public synchronized void record(long micros) {
        if (size == samples.length) {
            samples = Arrays.copyOf(samples, size * 2);
        }
        samples[size++] = micros;
    }

    public synchronized LatencySummary summary() {
        return LatencySummary.of(Arrays.copyOf(samples, size));
    }
}
