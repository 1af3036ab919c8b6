package org.teamchess.rules.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.clock.ClockFixtures.START;
import static org.teamchess.rules.clock.ClockFixtures.at;
import static org.teamchess.rules.clock.ClockFixtures.clock;
import static org.teamchess.rules.clock.ClockFixtures.control;
import static org.teamchess.rules.clock.ClockFixtures.millis;
import static org.teamchess.rules.clock.ClockFixtures.minutes;
import static org.teamchess.rules.clock.ClockFixtures.ok;
import static org.teamchess.rules.clock.ClockFixtures.play;
import static org.teamchess.rules.clock.ClockFixtures.seconds;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;

class GameClockTest {

    private static void assertRemaining(GameClock clock, long atMillis, long whiteMillis, long blackMillis) {
        ClockState state = clock.stateAt(at(atMillis));
        assertEquals(millis(whiteMillis), state.white(), "white");
        assertEquals(millis(blackMillis), state.black(), "black");
    }

    private static void assertRefused(Result<?> result, String field, String reasonPart) {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, result);
        assertEquals(field, failure.field());
        assertTrue(failure.reason().contains(reasonPart), () -> "'" + failure.reason() + "' should contain '" + reasonPart + "'");
    }

    @Nested
    class TheStart {

        @Test
        void whitesClockStartsAtTheScheduledStartNotAtTheFirstMove() {
            GameClock clock = clock("30+0");
            ClockState before = clock.stateAt(at(-minutes(5)));
            assertEquals(ClockStatus.SCHEDULED, before.status());
            assertEquals(Duration.ofMinutes(30), before.white());
            ClockState later = clock.stateAt(at(minutes(10)));
            assertEquals(ClockStatus.RUNNING, later.status());
            assertEquals(Side.WHITE, later.toMove());
            assertRemaining(clock, minutes(10), minutes(20), minutes(30));
        }

        @Test
        void aPlayerWhoNeverMovesRunsOutExactlyAtStartPlusBaseTime() {
            GameClock clock = clock("30+0");
            assertEquals(Optional.of(at(minutes(30))), clock.deadline());
            ClockState justBefore = clock.stateAt(at(minutes(30) - 1));
            assertEquals(millis(1), justBefore.white());
            assertEquals(Optional.empty(), justBefore.flag());
            ClockState atDeadline = clock.stateAt(at(minutes(30)));
            assertEquals(Duration.ZERO, atDeadline.white());
            assertEquals(Optional.of(new FlagFall(Side.WHITE, 0, at(minutes(30)))), atDeadline.flag());
            assertEquals(Duration.ZERO, clock.stateAt(at(minutes(45))).white());
        }

        @Test
        void aFirstMoveOneMillisecondBeforeTheDeadlineLeavesOneMillisecond() {
            MoveOutcome.Accepted accepted = ClockFixtures.accepted(clock("30+0"), minutes(30) - 1, 0);
            assertEquals(millis(1), accepted.remaining());
            assertEquals(millis(minutes(30) - 1), accepted.used());
        }

        @Test
        void aMoveBeforeTheScheduledStartIsRefused() {
            assertRefused(clock("30+0").move(0, Side.WHITE, at(-1), Duration.ZERO), "receivedAt", "too early");
        }

        @Test
        void aMoveAtTheStartCostsNothing() {
            GameClock clock = play(clock("30+0"), 0);
            assertRemaining(clock, 0, minutes(30), minutes(30));
        }
    }

    @Nested
    class SuddenDeath {

        @Test
        void eachMoveIsChargedFromTheOpponentsMoveToItsReceipt() {
            GameClock clock = play(play(clock("30+0"), seconds(10)), seconds(25));
            assertRemaining(clock, seconds(25), minutes(30) - seconds(10), minutes(30) - seconds(15));
            assertRemaining(clock, seconds(40), minutes(30) - seconds(25), minutes(30) - seconds(15));
            assertEquals(Optional.of(at(seconds(25) + minutes(30) - seconds(10))), clock.deadline());
        }

        @Test
        void theOpponentsClockRunsFromTheMovesReceipt() {
            GameClock clock = play(clock("30+0"), seconds(10));
            assertEquals(Side.BLACK, clock.toMove());
            assertEquals(Optional.of(at(seconds(10) + minutes(30))), clock.deadline());
        }
    }

    @Nested
    class LateMoves {

        @Test
        void aMoveAtTheDeadlineIsLateAndNamesTheDeadline() {
            GameClock clock = clock("30+0");
            MoveOutcome outcome = ok(clock.move(0, Side.WHITE, at(minutes(30)), Duration.ZERO));
            MoveOutcome.Late late = assertInstanceOf(MoveOutcome.Late.class, outcome);
            assertEquals(new MoveOutcome.Late(Side.WHITE, 0, at(minutes(30)), at(minutes(30)), Duration.ZERO), late);
            assertEquals("white's deadline passed at 2026-03-07T10:30:00Z; the move arrived at "
                    + "2026-03-07T10:30:00Z (lag credited: 0 ms)", late.reason());
        }

        @Test
        void aLateMoveLeavesTheClockAsItWas() {
            GameClock clock = play(clock("5+0"), seconds(1));
            ok(clock.move(1, Side.BLACK, at(minutes(6)), Duration.ZERO));
            assertEquals(1, clock.ply());
            assertEquals(Optional.of(at(seconds(1) + minutes(5))), clock.deadline());
        }

        @Test
        void aLateBlackMoveIsMeasuredFromWhitesMove() {
            GameClock clock = play(clock("5+0"), seconds(20));
            MoveOutcome outcome = ok(clock.move(1, Side.BLACK, at(seconds(20) + minutes(5) + 1), Duration.ZERO));
            assertEquals(at(seconds(20) + minutes(5)), assertInstanceOf(MoveOutcome.Late.class, outcome).deadline());
        }
    }

    @Nested
    class FischerIncrement {

        @Test
        void theIncrementIsAddedAfterEveryMoveFromMoveOne() {
            GameClock clock = play(clock("15+10"), seconds(4));
            assertRemaining(clock, seconds(4), minutes(15) + seconds(6), minutes(15));
            clock = play(clock, seconds(24));
            assertRemaining(clock, seconds(24), minutes(15) + seconds(6), minutes(15) - seconds(10));
        }

        @Test
        void savedTimeAccumulatesAboveTheBaseTime() {
            GameClock clock = play(play(play(clock("15+10"), 0), 0), seconds(1));
            assertRemaining(clock, seconds(1), minutes(15) + seconds(19), minutes(15) + seconds(10));
        }

        @Test
        void theDeadlineDoesNotIncludeTheIncrementOfTheMoveNotYetMade() {
            assertEquals(Optional.of(at(minutes(15))), clock("15+10").deadline());
        }
    }

    @Nested
    class SimpleDelay {

        @Test
        void aMoveWithinTheDelayLeavesTheBaseTimeUntouched() {
            GameClock clock = play(clock("25+5d"), seconds(3));
            assertRemaining(clock, seconds(3), minutes(25), minutes(25));
        }

        @Test
        void theBaseTimeRunsOnlyAfterTheDelay() {
            GameClock clock = play(clock("25+5d"), seconds(3));
            assertRemaining(clock, seconds(3 + 5), minutes(25), minutes(25));
            assertRemaining(clock, seconds(3 + 7), minutes(25), minutes(25) - seconds(2));
            clock = play(clock, seconds(3 + 12));
            assertRemaining(clock, seconds(15), minutes(25), minutes(25) - seconds(7));
        }

        @Test
        void aPlayerWhoNeverMovesRunsOutAtStartPlusDelayPlusBaseTime() {
            GameClock clock = clock("25+5d");
            assertEquals(Optional.of(at(seconds(5) + minutes(25))), clock.deadline());
            assertEquals(Optional.of(new FlagFall(Side.WHITE, 0, at(seconds(5) + minutes(25)))),
                    clock.stateAt(at(seconds(5) + minutes(25))).flag());
        }

        @Test
        void theUnusedDelayNeverCarriesOverToTheNextPeriod() {
            GameClock clock = clock("2/2+1+5d");
            clock = play(play(play(clock, seconds(1)), seconds(2)), seconds(3));
            assertRemaining(clock, seconds(3), minutes(3), minutes(2));
        }
    }

    @Nested
    class BronsteinDelay {

        @Test
        void theTimeUsedIsGivenBackUpToTheDelay() {
            GameClock clock = play(clock("25+5b"), seconds(3));
            assertRemaining(clock, seconds(3), minutes(25), minutes(25));
            clock = play(clock, seconds(3 + 12));
            assertRemaining(clock, seconds(15), minutes(25), minutes(25) - seconds(12) + seconds(5));
        }

        @Test
        void theBaseTimeRunsAtOnceDuringTheMove() {
            GameClock clock = play(clock("25+5b"), seconds(3));
            assertRemaining(clock, seconds(3 + 2), minutes(25), minutes(25) - seconds(2));
        }

        @Test
        void theDeadlineIsNotExtendedByTheDelay() {
            assertEquals(Optional.of(at(minutes(25))), clock("25+5b").deadline());
        }
    }

    @Nested
    class Periods {

        @Test
        void theNextPeriodsTimeIsAddedAtTheMoveCountAndSavedTimeCarriesOver() {
            GameClock clock = clock("2/2+1");
            clock = play(play(clock, seconds(10)), seconds(10));
            assertRemaining(clock, seconds(10), minutes(2) - seconds(10), minutes(2));
            clock = play(clock, seconds(40));
            assertRemaining(clock, seconds(40), minutes(2) - seconds(40) + minutes(1), minutes(2));
        }

        @Test
        void fideStandardControlAddsThirtyMinutesAfterWhitesFortiethMove() {
            GameClock clock = clock("90/40+30+30s");
            long now = 0;
            for (int move = 1; move <= 39; move++) {
                now += minutes(1);
                clock = play(play(clock, now), now);
            }
            assertRemaining(clock, now, minutes(90 - 39) + seconds(39 * 30), minutes(90) + seconds(39 * 30));
            now += minutes(1);
            clock = play(clock, now);
            assertRemaining(clock, now, minutes(90 - 40 + 30) + seconds(40 * 30), minutes(90) + seconds(39 * 30));
            clock = play(clock, now);
            assertRemaining(clock, now, minutes(80) + seconds(40 * 30), minutes(120) + seconds(40 * 30));
            assertEquals(40, clock.moves(Side.BLACK));
        }

        @Test
        void aThirdPeriodStartsAfterTheSecondPeriodsMoves() {
            GameClock clock = clock("3/1+2/1+1");
            clock = play(play(clock, 0), 0);
            clock = play(play(clock, 0), 0);
            assertRemaining(clock, 0, minutes(3 + 2 + 1), minutes(3 + 2 + 1));
        }
    }

    @Nested
    class Armageddon {

        @Test
        void whiteHasFiveMinutesAndBlackFour() {
            GameClock clock = clock("W5/B4");
            assertRemaining(clock, 0, minutes(5), minutes(4));
            clock = play(clock, seconds(10));
            assertRemaining(clock, seconds(10), minutes(5) - seconds(10), minutes(4));
        }

        @Test
        void blackWhoNeverMovesRunsOutFourMinutesAfterWhitesMove() {
            GameClock clock = play(clock("W5/B4"), seconds(10));
            assertEquals(Optional.of(new FlagFall(Side.BLACK, 1, at(seconds(10) + minutes(4)))),
                    clock.stateAt(at(seconds(10) + minutes(4))).flag());
        }
    }

    @Nested
    class PauseAndResume {

        @Test
        void aPauseStopsBothClocksAndResumeRestartsTheSideToMove() {
            GameClock paused = ok(clock("30+0").pause(at(minutes(1))));
            ClockState state = paused.stateAt(at(minutes(10)));
            assertEquals(ClockStatus.PAUSED, state.status());
            assertEquals(Duration.ofMinutes(29), state.white());
            assertEquals(Optional.empty(), state.deadline());
            assertEquals(Optional.empty(), state.flag());
            assertEquals(Optional.empty(), paused.stateAt(at(minutes(60))).flag());
            GameClock resumed = ok(paused.resume(at(minutes(10))));
            assertEquals(Optional.of(at(minutes(10 + 29))), resumed.deadline());
            assertRemaining(play(resumed, minutes(11)), minutes(11), minutes(28), minutes(30));
        }

        @Test
        void aMoveWhilePausedIsRefused() {
            GameClock paused = ok(clock("30+0").pause(at(minutes(1))));
            assertRefused(paused.move(0, Side.WHITE, at(minutes(2)), Duration.ZERO), "move", "Art. 6.12");
        }

        @Test
        void pausingTwiceAndResumingARunningClockAreRefused() {
            GameClock paused = ok(clock("30+0").pause(at(minutes(1))));
            assertRefused(paused.pause(at(minutes(2))), "at", "already stopped");
            assertRefused(clock("30+0").resume(at(minutes(2))), "at", "not stopped");
        }

        @Test
        void aPauseWithinASimpleDelayKeepsWhatWasLeftOfTheDelay() {
            GameClock clock = ok(ok(clock("25+5d").pause(at(seconds(2)))).resume(at(minutes(1))));
            assertRemaining(clock, minutes(1) + seconds(3), minutes(25), minutes(25));
            assertRemaining(clock, minutes(1) + seconds(4), minutes(25) - seconds(1), minutes(25));
        }

        @Test
        void aBronsteinRefundCountsTheWholeTurnAcrossAPause() {
            GameClock clock = ok(ok(clock("25+5b").pause(at(seconds(2)))).resume(at(minutes(1))));
            clock = play(clock, minutes(1) + seconds(2));
            assertRemaining(clock, minutes(1) + seconds(2), minutes(25), minutes(25));
        }

        @Test
        void aClockPausedBeforeTheStartStaysAtItsBaseTimeUntilResumed() {
            GameClock paused = ok(clock("30+0").pause(at(-minutes(1))));
            GameClock resumedLate = ok(paused.resume(at(minutes(5))));
            assertEquals(Optional.of(at(minutes(5 + 30))), resumedLate.deadline());
            GameClock resumedEarly = ok(paused.resume(at(-seconds(30))));
            assertEquals(Optional.of(at(minutes(30))), resumedEarly.deadline());
            assertEquals(ClockStatus.SCHEDULED, resumedEarly.stateAt(at(-1)).status());
        }
    }

    @Nested
    class ArbiterTime {

        @Test
        void addingTwoMinutesForAnIllegalMoveClaimRaisesTheWaitingSidesTime() {
            GameClock clock = play(clock("30+0"), minutes(1));
            clock = ok(clock.addTime(Side.WHITE, Duration.ofMinutes(2), at(minutes(2))));
            assertRemaining(clock, minutes(2), minutes(31), minutes(29));
        }

        @Test
        void addingThreeMinutesToTheRunningSideMovesItsDeadline() {
            GameClock clock = ok(clock("30+0").addTime(Side.WHITE, Duration.ofMinutes(3), at(minutes(5))));
            assertRemaining(clock, minutes(5), minutes(28), minutes(30));
            assertEquals(Optional.of(at(minutes(33))), clock.deadline());
        }

        @Test
        void settingTimeReplacesASidesRemainingTime() {
            GameClock clock = ok(clock("30+0").pause(at(minutes(5))));
            clock = ok(clock.setTime(Side.WHITE, Duration.ofMinutes(10), at(minutes(5))));
            clock = ok(clock.setTime(Side.BLACK, Duration.ofMinutes(20), at(minutes(5))));
            clock = ok(clock.resume(at(minutes(6))));
            assertRemaining(clock, minutes(6), minutes(10), minutes(20));
            assertEquals(Optional.of(at(minutes(16))), clock.deadline());
        }

        @Test
        void settingTheRunningSidesTimeCountsFromThatInstant() {
            GameClock clock = ok(clock("30+0").setTime(Side.WHITE, Duration.ofMinutes(2), at(minutes(10))));
            assertEquals(Optional.of(at(minutes(12))), clock.deadline());
        }

        @Test
        void addingOrSettingNoTimeIsRefused() {
            assertRefused(clock("30+0").addTime(Side.WHITE, Duration.ZERO, at(0)), "amount", "positive");
            assertRefused(clock("30+0").setTime(Side.BLACK, Duration.ofSeconds(-1), at(0)), "remaining", "positive");
        }

        @Test
        void operationsAfterTheRunningSidesTimeRanOutAreRefused() {
            GameClock clock = clock("30+0");
            assertRefused(clock.addTime(Side.WHITE, Duration.ofMinutes(2), at(minutes(30))), "at",
                    "white's time ran out at 2026-03-07T10:30:00Z");
            assertRefused(clock.pause(at(minutes(31))), "at", "ran out");
            assertRefused(clock.setTime(Side.BLACK, Duration.ofMinutes(2), at(minutes(31))), "at", "ran out");
        }
    }

    @Nested
    class TheEnd {

        @Test
        void theEndStopsBothClocksForGood() {
            GameClock ended = ok(play(clock("30+0"), minutes(1)).end(at(minutes(3))));
            ClockState state = ended.stateAt(at(minutes(60)));
            assertEquals(ClockStatus.ENDED, state.status());
            assertEquals(Duration.ofMinutes(29), state.white());
            assertEquals(Duration.ofMinutes(28), state.black());
            assertEquals(Optional.empty(), state.deadline());
            assertEquals(Optional.empty(), state.flag());
        }

        @Test
        void nothingIsAcceptedAfterTheEnd() {
            GameClock ended = ok(clock("30+0").end(at(minutes(1))));
            assertRefused(ended.move(0, Side.WHITE, at(minutes(2)), Duration.ZERO), "move", "game is over");
            assertRefused(ended.end(at(minutes(2))), "at", "already ended");
            assertRefused(ended.addTime(Side.WHITE, Duration.ofMinutes(1), at(minutes(2))), "at", "game is over");
            assertRefused(ended.resume(at(minutes(2))), "at", "game is over");
        }

        @Test
        void aGameEndedAfterTheFlagShowsZeroForTheFlaggedSide() {
            GameClock ended = ok(clock("5+0").end(at(minutes(6))));
            assertRemaining(ended, minutes(7), 0, minutes(5));
        }
    }

    @Nested
    class RefusedInput {

        @Test
        void aMoveForTheWrongPlyOrSideIsRefused() {
            GameClock clock = clock("30+0");
            assertRefused(clock.move(1, Side.BLACK, at(1), Duration.ZERO), "ply", "at ply 0, not 1");
            assertRefused(clock.move(0, Side.BLACK, at(1), Duration.ZERO), "side", "white is to move, not black");
        }

        @Test
        void eventsMustComeInTimeOrder() {
            GameClock clock = play(clock("30+0"), seconds(10));
            assertRefused(clock.pause(at(seconds(5))), "at", "before the clock's last event");
            assertRefused(clock.move(1, Side.BLACK, at(seconds(9)), Duration.ZERO), "receivedAt", "time order");
            assertRefused(clock.end(at(seconds(9))), "at", "time order");
        }

        @Test
        void twoEventsAtTheSameMillisecondAreInOrder() {
            GameClock clock = ok(play(clock("30+0"), seconds(10)).pause(at(seconds(10))));
            assertEquals(ClockStatus.PAUSED, clock.status());
        }

        @Test
        void aNegativeLagIsRefused() {
            assertRefused(clock("30+0").move(0, Side.WHITE, at(1), Duration.ofMillis(-1)), "lag", "negative");
        }
    }

    @Nested
    class Replay {

        private final List<ClockEvent> log = List.of(
                new ClockEvent.MoveReceived(0, Side.WHITE, at(seconds(5)), millis(120)),
                new ClockEvent.MoveReceived(1, Side.BLACK, at(seconds(20)), millis(300)),
                new ClockEvent.Paused(at(seconds(30))),
                new ClockEvent.TimeAdded(Side.BLACK, Duration.ofMinutes(2), at(seconds(40))),
                new ClockEvent.TimeSet(Side.WHITE, Duration.ofMinutes(10), at(seconds(50))),
                new ClockEvent.Resumed(at(minutes(1))),
                new ClockEvent.MoveReceived(2, Side.WHITE, at(minutes(2)), Duration.ZERO),
                new ClockEvent.Ended(at(minutes(3))));

        @Test
        void replayingTheLogGivesTheSameClockAsLivePlay() {
            GameClock live = GameClock.start(control("15+10"), START);
            live = ClockFixtures.accepted(live, seconds(5), 120).clock();
            live = ClockFixtures.accepted(live, seconds(20), 300).clock();
            live = ok(live.pause(at(seconds(30))));
            live = ok(live.addTime(Side.BLACK, Duration.ofMinutes(2), at(seconds(40))));
            live = ok(live.setTime(Side.WHITE, Duration.ofMinutes(10), at(seconds(50))));
            live = ok(live.resume(at(minutes(1))));
            live = play(live, minutes(2));
            live = ok(live.end(at(minutes(3))));
            GameClock replayed = ok(GameClock.replay(control("15+10"), START,
                    LagCompensation.forControl(control("15+10")), log));
            assertEquals(live, replayed);
            assertRemaining(replayed, minutes(3), minutes(10) - minutes(1) + seconds(10),
                    minutes(15) - seconds(15) + 300 + seconds(10) + minutes(2) - minutes(1));
        }

        @Test
        void aClockRestoredFromItsSnapshotAtEveryEventIsTheClockTheLogReplaysTo() {
            TimeControl control = control("15+10");
            LagCompensation lag = LagCompensation.forControl(control);
            GameClock live = GameClock.start(control, START);
            assertEquals(live, ok(GameClock.restore(control, START, lag, live.snapshot())));
            for (ClockEvent event : log) {
                live = ok(live.apply(event));
                GameClock restored = ok(GameClock.restore(control, START, lag, live.snapshot()));
                assertEquals(live, restored);
                assertEquals(live.stateAt(at(minutes(2) + 1)), restored.stateAt(at(minutes(2) + 1)));
            }
        }

        @Test
        void aSnapshotThatNoClockOfTheControlCanHaveIsRefused() {
            TimeControl control = control("90/40+30");
            ClockSnapshot snapshot = GameClock.start(control, START).snapshot();
            ClockSnapshot.SideSnapshot white = snapshot.white();
            assertRefused(GameClock.restore(control, START, LagCompensation.NONE, new ClockSnapshot(
                    snapshot.status(), 1, white, snapshot.black(), snapshot.anchor(), snapshot.delayLeft(),
                    snapshot.turnUsed(), snapshot.lastEventAt())), "ply", "white's 0 moves");
            assertRefused(GameClock.restore(control, START, LagCompensation.NONE, new ClockSnapshot(
                    snapshot.status(), 0, new ClockSnapshot.SideSnapshot(white.remaining(), 0, 2, white.lagBank()),
                    snapshot.black(), snapshot.anchor(), snapshot.delayLeft(), snapshot.turnUsed(),
                    snapshot.lastEventAt())), "period", "no period 2");
        }

        @Test
        void replayRefusesALogWithALateMove() {
            Result<GameClock> replayed = GameClock.replay(control("1+0"), START, LagCompensation.NONE,
                    List.of(new ClockEvent.MoveReceived(0, Side.WHITE, at(minutes(2)), Duration.ZERO)));
            assertRefused(replayed, "receivedAt", "white's deadline passed at 2026-03-07T10:01:00Z");
        }

        @Test
        void replayStopsAtTheFirstRefusedEvent() {
            Result<GameClock> replayed = GameClock.replay(control("1+0"), START, LagCompensation.NONE,
                    List.of(new ClockEvent.Resumed(at(1)), new ClockEvent.Ended(at(2))));
            assertRefused(replayed, "at", "not stopped");
        }
    }
}
