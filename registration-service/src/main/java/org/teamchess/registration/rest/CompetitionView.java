package org.teamchess.registration.rest;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A competition open for applications, as organizers and coaches see it.
 *
 * @param deadline       the last moment applications are accepted, with the offset of its time zone
 * @param open           whether applications are accepted now
 * @param boardGenders   the gender each board requires (male, female, any), board 1 first
 * @param reserveGenders the gender each reserve slot requires
 * @param endsAt         when the competition is over
 */
public record CompetitionView(UUID id, String name, OffsetDateTime deadline, String timeZone,
        int boardCount, int maxReserves, int minGrade, int maxGrade, boolean open,
        List<String> boardGenders, List<String> reserveGenders, OffsetDateTime endsAt) {
}
