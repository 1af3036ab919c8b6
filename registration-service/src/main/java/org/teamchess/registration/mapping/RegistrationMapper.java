package org.teamchess.registration.mapping;

import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.RosterEntry;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.rest.ApplicationView;
import org.teamchess.registration.rest.CompetitionView;
import org.teamchess.registration.rest.RosterEntryView;

/** From the entities to what leaves the service: API views and events. */
public final class RegistrationMapper {

    private RegistrationMapper() {
    }

    /** @param now whether the competition is open is judged at this instant */
    public static CompetitionView toView(Competition competition, Instant now) {
        return new CompetitionView(competition.id(), competition.name(),
                competition.deadline().toOffsetDateTime(), competition.deadline().getZone().getId(),
                competition.boardCount(), competition.maxReserves(), competition.minGrade(),
                competition.maxGrade(), competition.acceptsApplicationsAt(now));
    }

    /** @param scheduledMatches the matches scheduled for the team so far */
    public static ApplicationView toView(TeamApplication application, List<UUID> scheduledMatches) {
        int boardCount = application.competition().boardCount();
        List<RosterEntryView> roster = application.roster().stream()
                .map(entry -> toView(entry, boardCount))
                .toList();
        return new ApplicationView(application.teamId(), application.competition().id(),
                application.school().id(), application.school().name(),
                application.school().municipality(), application.arrival(),
                application.submittedAt(), roster, scheduledMatches);
    }

    /** The event of an accepted application: ids and the board count, no personal data. */
    public static TeamRegistered toTeamRegistered(TeamApplication application) {
        return new TeamRegistered(application.competition().id(), application.teamId(),
                application.school().id(), application.competition().boardCount());
    }

    private static RosterEntryView toView(RosterEntry entry, int boardCount) {
        return new RosterEntryView(entry.playerId(), entry.board(), entry.board() > boardCount,
                entry.displayName(), entry.grade());
    }
}
