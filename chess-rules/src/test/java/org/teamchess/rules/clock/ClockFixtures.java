package org.teamchess.rules.clock;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Duration;
import java.time.Instant;
import org.teamchess.rules.Result;

/** Fixed instants and short ways to build and drive clocks, so the tests read as timelines. */
final class ClockFixtures {

    /** The scheduled start of every test game: a Saturday round at 13:00 Moscow time. */
    static final Instant START = Instant.parse("2026-03-07T10:00:00Z");

    private ClockFixtures() {
    }

    /** The instant {@code millis} after the start (negative: before it). */
    static Instant at(long millis) {
        return START.plusMillis(millis);
    }

    static long seconds(double seconds) {
        return Math.round(seconds * 1000);
    }

    static long minutes(double minutes) {
        return Math.round(minutes * 60_000);
    }

    static Duration millis(long millis) {
        return Duration.ofMillis(millis);
    }

    static TimeControl control(String notation) {
        return TimeControl.parse(notation).orElseThrow();
    }

    /** A clock for the notation, starting at START, without lag compensation. */
    static GameClock clock(String notation) {
        return GameClock.start(control(notation), START, LagCompensation.NONE);
    }

    /** The side to move moves at {@code millis} after the start with the given lag; must be on time. */
    static MoveOutcome.Accepted accepted(GameClock clock, long millis, long lagMillis) {
        Result<MoveOutcome> outcome = clock.move(clock.ply(), clock.toMove(), at(millis), millis(lagMillis));
        return assertInstanceOf(MoveOutcome.Accepted.class, outcome.orElseThrow());
    }

    /** The side to move moves at {@code millis} after the start, without lag; must be on time. */
    static GameClock play(GameClock clock, long millis) {
        return accepted(clock, millis, 0).clock();
    }

    static <T> T ok(Result<T> result) {
        return result.orElseThrow();
    }
}
