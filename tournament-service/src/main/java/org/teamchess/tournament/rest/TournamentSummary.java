package org.teamchess.tournament.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * A tournament in the list of tournaments.
 *
 * @param id              the tournament
 * @param competitionId   the competition
 * @param name            its name
 * @param format          {@code round-robin}, {@code double-round-robin} or {@code match}
 * @param teams           how many teams play
 * @param rounds          how many rounds it has
 * @param firstRoundStart round 1's start in UTC
 * @param timeZone        the zone its schedule is shown in
 */
public record TournamentSummary(UUID id, UUID competitionId, String name, String format, int teams, int rounds,
        Instant firstRoundStart, String timeZone) {
}
