package org.teamchess.tournament.fairplay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.pgn.PgnReader;

/** Move times read from a record's [%clk] comments and TimeControl tag. */
class ClockTimesTest {

    private static List<Long> spent(String pgn) {
        return ClockTimes.spent(PgnReader.read(pgn).get(0).game());
    }

    @Test
    void aSuddenDeathGameTimesEveryMoveFromTheStartingTime() {
        assertEquals(List.of(10_000L, 20_000L, 5_000L, 0L),
                spent("[TimeControl \"600\"]\n\n1. e4 {[%clk 0:09:50]} e5 {[%clk 0:09:40]} "
                        + "2. Nf3 {[%clk 0:09:45]} Nc6 {[%clk 0:09:40]} *\n"));
    }

    @Test
    void theTimeOfTheNextPeriodComesWithTheMoveThatCompletesOne() {
        // Two moves in 60 s, then 30 s for the rest, 1 s increment throughout; only White's clocks matter here.
        List<Long> times = spent("[TimeControl \"2/60+1:30+1\"]\n\n1. e4 {[%clk 0:00:51]} e5 {[%clk 0:01:01]} "
                + "2. Nf3 {[%clk 0:01:12]} Nc6 {[%clk 0:01:02]} 3. Bc4 {[%clk 0:01:03]} *\n");
        // 60+1-51 = 10; 51+1+30-72 = 10; 72+1-63 = 10
        assertEquals(10_000L, times.get(0));
        assertEquals(10_000L, times.get(2));
        assertEquals(10_000L, times.get(4));
    }

    @Test
    void withoutATagTheFirstMovesAreLeftOutAndAddedTimeIsNoMove() {
        List<Long> times = spent("[Result \"*\"]\n\n1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:30]} "
                + "Nc6 {[%clk 0:06:00]} 3. Bc4 Bc5 {[%clk 0:05:50]} *\n");
        assertEquals(Arrays.asList(null, null, 30_000L, null, null, 10_000L), times,
                "unknown start, an arbiter's added time (Nc6), a move without a clock (Bc4)");
        assertTrue(ClockTimes.periods("?").isEmpty());
    }
}
