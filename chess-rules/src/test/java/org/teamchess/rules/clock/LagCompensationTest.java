package org.teamchess.rules.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.clock.ClockFixtures.START;
import static org.teamchess.rules.clock.ClockFixtures.accepted;
import static org.teamchess.rules.clock.ClockFixtures.at;
import static org.teamchess.rules.clock.ClockFixtures.control;
import static org.teamchess.rules.clock.ClockFixtures.millis;
import static org.teamchess.rules.clock.ClockFixtures.minutes;
import static org.teamchess.rules.clock.ClockFixtures.ok;
import static org.teamchess.rules.clock.ClockFixtures.seconds;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Side;

class LagCompensationTest {

    /** The lichess reference for 30+0: 1 s per move, a bank of 3 s capped at 7 s; our refill is 0.5 s. */
    private static final LagCompensation RAPID = new LagCompensation(millis(1000), millis(500), millis(3000),
            millis(7000));

    private static GameClock rapid() {
        return GameClock.start(control("30+0"), START);
    }

    @Test
    void theRegulationsThirtyMinutesCreditUpToOneSecondFromABankOfThreeCappedAtSeven() {
        assertEquals(RAPID, LagCompensation.forControl(control("30+0")));
        assertEquals(millis(3000), rapid().lagBank(Side.WHITE));
        assertEquals(millis(3000), rapid().lagBank(Side.BLACK));
    }

    @Test
    void fasterControlsCreditLess() {
        assertEquals(new LagCompensation(millis(390), millis(195), millis(1170), millis(2730)),
                LagCompensation.forControl(control("1+0")));
        assertEquals(millis(710), LagCompensation.forControl(control("1+2")).perMoveMax());
        assertEquals(millis(1000), LagCompensation.forControl(control("3+2")).perMoveMax());
    }

    @Test
    void aMoveIsCreditedTheLagTheServerAttributesToIt() {
        MoveOutcome.Accepted move = accepted(rapid(), seconds(10), 400);
        assertEquals(millis(400), move.lagCredited());
        assertEquals(millis(9600), move.used());
        assertEquals(millis(minutes(30) - 9600), move.remaining());
        assertEquals(millis(3000 - 400 + 500), move.clock().lagBank(Side.WHITE));
        assertEquals(millis(3000), move.clock().lagBank(Side.BLACK));
    }

    @Test
    void aMoveIsCreditedAtMostThePerMoveMaximumWhateverItClaims() {
        MoveOutcome.Accepted move = accepted(rapid(), seconds(10), 5000);
        assertEquals(millis(1000), move.lagCredited());
        assertEquals(millis(minutes(30) - 9000), move.remaining());
    }

    @Test
    void theBankRefillsAfterEveryMoveAndStopsAtTheCap() {
        GameClock clock = rapid();
        for (int move = 1; move <= 9; move++) {
            clock = accepted(clock, seconds(move), 0).clock();
            clock = accepted(clock, seconds(move), 0).clock();
            Duration expected = millis(Math.min(3000 + 500 * move, 7000));
            assertEquals(expected, clock.lagBank(Side.WHITE), "after move " + move);
        }
        assertEquals(millis(7000), clock.lagBank(Side.BLACK));
    }

    @Test
    void aSteadyLagAboveTheRefillEmptiesTheBankAndIsThenCreditedOnlyTheRefill() {
        GameClock clock = rapid();
        long[] expectedCredits = {1000, 1000, 1000, 1000, 1000, 500, 500, 500};
        long totalCredit = 0;
        for (int move = 0; move < expectedCredits.length; move++) {
            MoveOutcome.Accepted white = accepted(clock, seconds(10 * move + 5), 1000);
            assertEquals(millis(expectedCredits[move]), white.lagCredited(), "move " + (move + 1));
            totalCredit += white.lagCredited().toMillis();
            clock = accepted(white.clock(), seconds(10 * move + 10), 0).clock();
        }
        assertEquals(millis(500), clock.lagBank(Side.WHITE));
        assertEquals(6500, totalCredit);
        assertTrue(totalCredit <= 3000 + 500 * expectedCredits.length, "initial bank plus one refill per move");
    }

    @Test
    void aCreditNeverExceedsTheTimeTheTurnRan() {
        GameClock clock = accepted(rapid(), seconds(10), 0).clock();
        MoveOutcome.Accepted black = accepted(clock, seconds(10) + 200, 1000);
        assertEquals(millis(200), black.lagCredited());
        assertEquals(Duration.ZERO, black.used());
        assertEquals(millis(3000 - 200 + 500), black.clock().lagBank(Side.BLACK));
    }

    @Test
    void eachSideHasItsOwnBank() {
        GameClock clock = accepted(rapid(), seconds(10), 1000).clock();
        clock = accepted(clock, seconds(20), 0).clock();
        assertEquals(millis(2500), clock.lagBank(Side.WHITE));
        assertEquals(millis(3500), clock.lagBank(Side.BLACK));
    }

    @Test
    void aLaggedMoveJustAfterTheDeadlineIsOnTimeWithinTheGrace() {
        GameClock clock = rapid();
        assertEquals(Optional.of(at(minutes(30))), clock.deadline());
        assertEquals(Optional.of(at(minutes(30) + 1000)), clock.graceEnd());
        MoveOutcome.Accepted onTime = accepted(clock, minutes(30) + 600, 700);
        assertEquals(millis(100), onTime.remaining());
        MoveOutcome tooLittleLag = ok(clock.move(0, Side.WHITE, at(minutes(30) + 600), millis(500)));
        assertEquals(at(minutes(30)), assertInstanceOf(MoveOutcome.Late.class, tooLittleLag).deadline());
    }

    @Test
    void fromTheEndOfTheGraceNoLagSavesTheMoveAndTheFlagHasFallen() {
        GameClock clock = rapid();
        MoveOutcome atGraceEnd = ok(clock.move(0, Side.WHITE, at(minutes(30) + 1000), millis(60_000)));
        assertEquals(millis(1000), assertInstanceOf(MoveOutcome.Late.class, atGraceEnd).lagCredited());
        assertEquals(Optional.empty(), clock.stateAt(at(minutes(30) + 999)).flag());
        assertEquals(Optional.of(new FlagFall(Side.WHITE, 0, at(minutes(30)))),
                clock.stateAt(at(minutes(30) + 1000)).flag());
    }

    @Test
    void theGraceShrinksWithAnEmptyBank() {
        GameClock clock = rapid();
        for (int move = 0; move < 5; move++) {
            clock = accepted(clock, seconds(10 * move + 5), 1000).clock();
            clock = accepted(clock, seconds(10 * move + 10), 0).clock();
        }
        assertEquals(millis(500), clock.lagBank(Side.WHITE));
        Duration graceEnd = Duration.between(clock.deadline().orElseThrow(), clock.graceEnd().orElseThrow());
        assertEquals(millis(500), graceEnd);
    }

    @Test
    void withoutCompensationEveryMoveIsChargedInFull() {
        GameClock clock = GameClock.start(control("30+0"), START, LagCompensation.NONE);
        MoveOutcome.Accepted move = accepted(clock, seconds(10), 800);
        assertEquals(Duration.ZERO, move.lagCredited());
        assertEquals(millis(minutes(30) - seconds(10)), move.remaining());
        assertEquals(clock.deadline(), clock.graceEnd());
    }

    @Test
    void anInitialBankAboveTheCapIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class,
                () -> new LagCompensation(millis(1000), millis(500), millis(8000), millis(7000)));
    }
}
