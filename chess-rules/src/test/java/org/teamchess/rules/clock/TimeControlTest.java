package org.teamchess.rules.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.rules.clock.ClockFixtures.control;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;

class TimeControlTest {

    @Test
    void thirtyPlusZeroIsThirtyMinutesSuddenDeathForBothSides() {
        TimeControl control = control("30+0");
        assertEquals(TimeControl.of(SideControl.suddenDeath(30)), control);
        assertEquals(Duration.ofMinutes(30), control.white().initialTime());
        assertEquals(DelayMode.NONE, control.white().mode());
        assertTrue(control.isSymmetric());
    }

    @Test
    void fifteenPlusTenIsFifteenMinutesWithATenSecondFischerIncrement() {
        TimeControl control = control("15+10");
        assertEquals(TimeControl.of(SideControl.increment(15, 10)), control);
        assertEquals(DelayMode.FISCHER, control.black().mode());
        assertEquals(Duration.ofSeconds(10), control.black().bonus());
    }

    @Test
    void fivePlusThreeIsFiveMinutesWithThreeSecondsPerMove() {
        assertEquals(TimeControl.of(SideControl.increment(5, 3)), control("5+3"));
    }

    @Test
    void gSlashThirtyAndABareThirtyAreSuddenDeathWrittenThirtyPlusZero() {
        assertEquals(control("30+0"), control("G/30"));
        assertEquals(control("30+0"), control("30"));
        assertEquals("30+0", control("G/30").notation());
    }

    @Test
    void ninetyForFortyThenThirtyWithThirtySecondsFromMoveOneHasTwoPeriodsAndAnIncrement() {
        SideControl side = control("90/40+30+30s").white();
        assertEquals(List.of(Period.of(90, 40), Period.rest(30)), side.periods());
        assertEquals(Duration.ofSeconds(30), side.bonus());
        assertEquals(DelayMode.FISCHER, side.mode());
        assertEquals(40, side.lastMoveOfPeriod(0).getAsInt());
        assertTrue(side.lastMoveOfPeriod(1).isEmpty());
    }

    @Test
    void ninetyForFortyPlusThirtyWithoutALetterIsTwoPeriodsWithNoBonus() {
        SideControl side = control("90/40+30").white();
        assertEquals(List.of(Period.of(90, 40), Period.rest(30)), side.periods());
        assertEquals(DelayMode.NONE, side.mode());
    }

    @Test
    void threePeriodsCountTheirMovesOneAfterTheOther() {
        SideControl side = control("120/40+60/20+30+30s").white();
        assertEquals(40, side.lastMoveOfPeriod(0).getAsInt());
        assertEquals(60, side.lastMoveOfPeriod(1).getAsInt());
    }

    @Test
    void aDelayIsMarkedDForSimpleAndBForBronstein() {
        assertEquals(DelayMode.SIMPLE, control("25+5d").white().mode());
        assertEquals(DelayMode.BRONSTEIN, control("25+5b").white().mode());
        assertEquals(DelayMode.SIMPLE, control("90/40+30+30d").white().mode());
        assertEquals(Duration.ofSeconds(5), control("25+5b").white().bonus());
    }

    @Test
    void armageddonGivesWhiteFiveMinutesAndBlackFour() {
        TimeControl control = control("W5/B4");
        assertEquals(new TimeControl(SideControl.suddenDeath(5), SideControl.suddenDeath(4)), control);
        assertEquals(Duration.ofMinutes(5), control.side(Side.WHITE).initialTime());
        assertEquals(Duration.ofMinutes(4), control.side(Side.BLACK).initialTime());
        assertFalse(control.isSymmetric());
        assertEquals("W5+0/B4+0", control.notation());
    }

    @Test
    void perSideNotationWithTheSameTimeForBothIsWrittenOnce() {
        assertEquals("5+3", control("W5+3/B5+3").notation());
    }

    @ParameterizedTest
    @ValueSource(strings = {"30+0", "15+10", "5+3", "25+5d", "25+5b", "90/40+30", "90/40+30+30s",
        "90/40+30+30d", "120/40+60/20+30+30s", "W5+0/B4+0", "W5+2/B4+2", "W90/40+30+30s/B60+30"})
    void theCanonicalNotationReadsBackAsTheSameControl(String notation) {
        TimeControl control = control(notation);
        assertEquals(notation, control.notation());
        assertEquals(control, control(control.notation()));
        assertEquals(notation, control.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "=>", quoteCharacter = '"', value = {
        "\" \"              => the time control is empty",
        "30+                => has an empty term",
        "90/40+30+30        => period '30' covers all remaining moves, so '30' cannot follow it",
        "90/40              => last period '90/40' covers only 40 moves",
        "5|4 armageddon     => '5|4 armageddon' is not a period",
        "W5                 => gives White's time but not Black's",
        "W5/Bx              => Black's 'x' is not a period",
        "Wx/B5              => White's 'x' is not a period",
        "0+5                => period '0' has 0 minutes",
        "1441+0             => period '1441' has 1441 minutes",
        "90/0+30            => period '90/0' covers 0 moves",
        "15+5000            => is 5000 seconds; at most 3600",
        "15+0d              => a delay of 0 seconds",
        "10s                => has a time per move but no base time",
        "G/30+5             => G/ is followed by the minutes for the game",
        "15+10x             => '10x' is not a period"})
    void aRefusedNotationNamesWhatIsWrong(String notation, String expected) {
        Result.Failure<?> failure = assertInstanceOf(Result.Failure.class, TimeControl.parse(notation));
        assertEquals(TimeControl.FIELD, failure.field());
        assertTrue(failure.reason().contains(expected), () -> "'" + failure.reason() + "' should contain '" + expected + "'");
    }

    @ParameterizedTest
    @CsvSource({"30+0, 1800", "15+10, 900+10", "90/40+30+30s, 40/5400+30:1800+30", "90/40+30, 40/5400:1800"})
    void thePgnTagWritesTheSameControlInSeconds(String notation, String tag) {
        assertEquals(Optional.of(tag), control(notation).pgnTag());
    }

    @ParameterizedTest
    @ValueSource(strings = {"25+5d", "25+5b", "W5/B4"})
    void thePgnTagCannotSayADelayOrDifferentTimesPerSide(String notation) {
        assertEquals(Optional.empty(), control(notation).pgnTag());
    }

    @Test
    void aNullNotationIsRefusedNotThrown() {
        assertFalse(TimeControl.parse(null).isOk());
    }

    @ParameterizedTest
    @CsvSource({
        // 10 minutes or less for 60 moves: blitz (2017 Laws Art. 14.1 / FIDE B.1)
        "10+0, BLITZ",
        "5+5, BLITZ",
        "3+2, BLITZ",
        "W5/B4, BLITZ",
        "5+5d, BLITZ",
        "8/60+50, BLITZ",
        // more than 10 and less than 60 minutes: rapid (Art. 13.1 / FIDE A.1)
        "10+1, RAPID",
        "10+5, RAPID",
        "30+0, RAPID",
        "59+0, RAPID",
        "45+14, RAPID",
        "5+6b, RAPID",
        "W11/B9, RAPID",
        "8/59+50, RAPID",
        // 60 minutes and more: standard
        "60+0, STANDARD",
        "45+15, STANDARD",
        "90/40+30+30s, STANDARD"})
    void classificationFollowsTheSixtyMoveRule(String notation, Classification expected) {
        assertEquals(expected, control(notation).classification());
    }

    @Test
    void theTimeForSixtyMovesCountsOnlyPeriodsThatStartByMoveSixty() {
        assertEquals(Duration.ofMinutes(8), control("8/60+50").white().timeFor(60));
        assertEquals(Duration.ofMinutes(58), control("8/59+50").white().timeFor(60));
        assertEquals(Duration.ofMinutes(150), control("90/40+30+30s").white().timeFor(60));
    }
}
