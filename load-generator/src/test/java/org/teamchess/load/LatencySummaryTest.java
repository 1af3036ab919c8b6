package org.teamchess.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class LatencySummaryTest {

    @Test
    void percentilesOfOneToAHundredAreTheirRanks() {
        long[] samples = LongStream.rangeClosed(1, 100).map(i -> 101 - i).toArray(); // in reverse: sorting matters
        assertEquals(new LatencySummary(100, 50, 90, 99, 100), LatencySummary.of(samples));
    }

    @Test
    void aHighPercentileOfFewSamplesIsTheLargest() {
        assertEquals(new LatencySummary(3, 20, 30, 30, 30), LatencySummary.of(new long[] {30, 10, 20}));
    }

    @Test
    void oneSampleIsEveryPercentile() {
        assertEquals(new LatencySummary(1, 7, 7, 7, 7), LatencySummary.of(new long[] {7}));
    }

    @Test
    void noSamplesSummarizeToZeros() {
        assertEquals(new LatencySummary(0, 0, 0, 0, 0), LatencySummary.of(new long[0]));
    }

    @Test
    void theSamplesAreLeftAsTheyWere() {
        long[] samples = {3, 1, 2};
        LatencySummary.of(samples);
        assertEquals(3, samples[0]);
    }
}
