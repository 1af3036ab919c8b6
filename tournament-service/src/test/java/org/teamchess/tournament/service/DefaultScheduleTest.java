package org.teamchess.tournament.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** Seed 000 §5: rounds on Saturdays at 13:00 local time; the default first round is the next one. */
class DefaultScheduleTest {

    private static final ZoneId ANADYR = ZoneId.of("Asia/Anadyr");

    @Test
    void onAWednesdayTheFirstRoundIsThatSaturday() {
        // Wednesday 2026-11-25 10:00 in Anadyr (UTC+12).
        assertEquals(LocalDateTime.parse("2026-11-28T13:00"),
                TournamentService.nextSaturday(Instant.parse("2026-11-24T22:00:00Z"), ANADYR));
    }

    @Test
    void onASaturdayMorningItIsThatAfternoon() {
        // Saturday 2026-11-28 09:00 in Anadyr is still Friday in UTC.
        assertEquals(LocalDateTime.parse("2026-11-28T13:00"),
                TournamentService.nextSaturday(Instant.parse("2026-11-27T21:00:00Z"), ANADYR));
    }

    @Test
    void fromSaturday13OnItIsTheWeekAfter() {
        assertEquals(LocalDateTime.parse("2026-12-05T13:00"),
                TournamentService.nextSaturday(Instant.parse("2026-11-28T01:00:00Z"), ANADYR));
    }
}
