package org.teamchess.clock.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.clock.TimeControl;

/** Recovering the lag game-service credited a move from the time it reported: pure model, no service. */
class CreditedLagTest {

    private static final Instant START = Instant.parse("2026-03-07T10:00:00Z");

    private static GameClock clock(String timeControl) {
        return GameClock.start(TimeControl.parse(timeControl).orElseThrow(), START);
    }

    /** What game-service reports for White's first move received {@code after} the start with {@code lag}. */
    private static Duration reported(GameClock clock, Duration after, Duration lag) {
        return ((MoveOutcome.Accepted) clock.move(0, Side.WHITE, START.plus(after), lag).orElseThrow()).remaining();
    }

    private static CreditedLag.Fit fit(GameClock clock, Duration after, Duration reported) {
        return CreditedLag.of(clock, 0, Side.WHITE, START.plus(after), reported).orElseThrow();
    }

    @Test
    void aFischerMovesLagIsFoundToTheMillisecond() {
        GameClock clock = clock("15+10");
        Duration after = Duration.ofMillis(4_321);

        CreditedLag.Fit fit = fit(clock, after, reported(clock, after, Duration.ofMillis(237)));

        assertEquals(new CreditedLag.Fit(Duration.ofMillis(237), true), fit);
    }

    @Test
    void aMoveWithoutLagGetsNone() {
        GameClock clock = clock("30+0");
        Duration after = Duration.ofSeconds(20);

        assertEquals(new CreditedLag.Fit(Duration.ZERO, true), fit(clock, after, reported(clock, after, Duration.ZERO)));
    }

    @Test
    void aClaimedLagBeyondTheBoundIsFoundAsTheBound() {
        GameClock clock = clock("30+0");
        Duration after = Duration.ofSeconds(20);

        CreditedLag.Fit fit = fit(clock, after, reported(clock, after, Duration.ofSeconds(5)));

        assertEquals(new CreditedLag.Fit(Duration.ofSeconds(1), true), fit, "30+0 credits at most 1 s a move");
    }

    @Test
    void aMoveInsideASimpleDelayCostsNothingWhateverTheLagSoTheLagIsTakenAsZero() {
        GameClock clock = clock("25+5d");
        Duration after = Duration.ofSeconds(3);

        CreditedLag.Fit fit = fit(clock, after, reported(clock, after, Duration.ofMillis(400)));

        assertEquals(new CreditedLag.Fit(Duration.ZERO, true), fit);
    }

    @Test
    void aReportedTimeNoLagExplainsIsNotExact() {
        GameClock clock = clock("15+10");
        Duration after = Duration.ofSeconds(10);

        CreditedLag.Fit more = fit(clock, after, reported(clock, after, Duration.ZERO).plusSeconds(30));
        CreditedLag.Fit less = fit(clock, after, reported(clock, after, Duration.ZERO).minusSeconds(30));

        assertFalse(more.exact());
        assertEquals(clock.lagCompensation().grace(clock.lagBank(Side.WHITE)), more.lag());
        assertFalse(less.exact());
        assertEquals(Duration.ZERO, less.lag());
    }

    @Test
    void aMoveTheClockCannotTakeIsTheModelsRefusal() {
        Result<CreditedLag.Fit> fit = CreditedLag.of(clock("15+10"), 0, Side.WHITE, START.minusSeconds(1),
                Duration.ofMinutes(15));

        Result.Failure<?> refused = assertInstanceOf(Result.Failure.class, fit);
        assertEquals("receivedAt", refused.field());
        assertTrue(refused.reason().contains("too early"));
    }
}
