package org.teamchess.load;

import java.util.Arrays;

/**
 * Percentiles of a set of latencies, in microseconds, by the nearest-rank method: the p-th percentile
 * is the smallest sample such that at least p % of the samples are no greater.
 *
 * @param count the number of samples; the other fields are 0 when it is 0
 */
public record LatencySummary(int count, long p50, long p90, long p99, long max) {

    /** Summarizes the samples (microseconds); the array is not changed. */
    public static LatencySummary of(long[] samples) {
        if (samples.length == 0) {
            return new LatencySummary(0, 0, 0, 0, 0);
        }
        long[] sorted = samples.clone();
        Arrays.sort(sorted);
        return new LatencySummary(sorted.length, percentile(sorted, 50), percentile(sorted, 90),
                percentile(sorted, 99), sorted[sorted.length - 1]);
    }

    private static long percentile(long[] sorted, int percent) {
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(rank, 1) - 1];
    }
}
