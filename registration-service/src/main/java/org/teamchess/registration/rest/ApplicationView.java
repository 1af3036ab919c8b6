package org.teamchess.registration.rest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A submitted team application.
 *
 * @param teamId           the team the application entered; the subject of its events
 * @param arrival          the order of arrival in the competition, from 1
 * @param roster           the players in board order
 * @param scheduledMatches the matches the tournament has scheduled for this team
 */
public record ApplicationView(UUID teamId, UUID competitionId, UUID schoolId, String schoolName,
        String municipality, int arrival, Instant submittedAt, List<RosterEntryView> roster,
        List<UUID> scheduledMatches) {

    public ApplicationView {
        roster = List.copyOf(roster);
        scheduledMatches = List.copyOf(scheduledMatches);
    }
}
