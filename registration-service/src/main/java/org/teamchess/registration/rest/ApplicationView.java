package org.teamchess.registration.rest;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A submitted team application. Phones, e-mails, birth dates and invitation codes are present only
 * for organizers and the school's own coach; for anyone else they are left out.
 *
 * @param teamId           the team the application entered; the subject of its events
 * @param arrival          the order of arrival in the competition, from 1
 * @param status           {@code active} or {@code withdrawn}
 * @param trialMatch       the first complete application still active: it plays the trial match
 *                         (seed 000 §5.1)
 * @param roster           the players in board order
 * @param scheduledMatches the matches the tournament has scheduled for this team
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ApplicationView(UUID teamId, UUID competitionId, UUID schoolId, String schoolName,
        String municipality, int arrival, Instant submittedAt, Instant updatedAt, String status,
        boolean trialMatch, LeaderView leader, DirectorView director, AgreementsView agreements,
        List<RosterEntryView> roster, List<UUID> scheduledMatches, Instant personalDataErasedAt) {

    public ApplicationView {
        roster = List.copyOf(roster);
        scheduledMatches = List.copyOf(scheduledMatches);
    }

    /** The team leader; phone and e-mail only for organizers and the own coach. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record LeaderView(String fullName, String position, String phone, String email) {
    }

    /** The director; the phone only for organizers and the own coach. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record DirectorView(String fullName, String phone) {
    }

    public record AgreementsView(boolean fairPlay, boolean technicalMeans, boolean parentalConsent) {
    }
}
