package org.teamchess.support.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class SchedulingWindowValidatorTest {

    private static final Instant NOW = Instant.parse("2026-11-25T20:00:00Z");
    private static final Period YEAR = Period.ofYears(1);
    private static final Period FIVE_YEARS = Period.ofYears(5);

    private static boolean within(java.time.temporal.Temporal value) {
        return SchedulingWindowValidator.isWithin(value, NOW, YEAR, FIVE_YEARS);
    }

    @Test
    void theWindowsEdgesAreInside() {
        assertTrue(within(Instant.parse("2025-11-25T20:00:00Z")));
        assertTrue(within(Instant.parse("2031-11-25T20:00:00Z")));
        assertTrue(within(NOW));
    }

    @Test
    void justOutsideTheEdgesIsOutside() {
        assertFalse(within(Instant.parse("2025-11-25T19:59:59Z")));
        assertFalse(within(Instant.parse("2031-11-25T20:00:01Z")));
    }

    @Test
    void theProbesDatesAreOutside() {
        assertFalse(within(LocalDateTime.of(1899, 12, 31, 13, 0)));
        assertFalse(within(LocalDateTime.of(1900, 1, 1, 0, 0)));
        assertFalse(within(OffsetDateTime.of(2100, 1, 1, 0, 0, 0, 0, ZoneOffset.ofHours(12))));
        assertFalse(within(LocalDate.of(2100, 1, 1)));
    }

    @Test
    void everySupportedTypeIsRead() {
        assertTrue(within(LocalDate.of(2027, 3, 1)));
        assertTrue(within(LocalDateTime.of(LocalDate.of(2027, 3, 1), LocalTime.NOON)));
        assertTrue(within(OffsetDateTime.parse("2027-03-01T13:00:00+12:00")));
        assertTrue(within(OffsetDateTime.parse("2027-03-01T13:00:00+12:00").toZonedDateTime()));
        assertThrows(IllegalArgumentException.class, () -> within(LocalTime.NOON));
    }

    @Test
    void periodsAreWords() {
        assertEquals("1 year", SchedulingWindowValidator.words(Period.ofYears(1)));
        assertEquals("5 years", SchedulingWindowValidator.words(Period.ofYears(5)));
        assertEquals("1 year 6 months", SchedulingWindowValidator.words(Period.of(1, 6, 0)));
        assertEquals("30 days", SchedulingWindowValidator.words(Period.ofDays(30)));
    }
}
