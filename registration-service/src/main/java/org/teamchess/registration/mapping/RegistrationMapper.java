package org.teamchess.registration.mapping;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.ReservePlaces;
import org.teamchess.registration.repository.RosterEntry;
import org.teamchess.registration.repository.School;
import org.teamchess.registration.repository.StaffInvitation;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.rest.ApplicationView;
import org.teamchess.registration.rest.CompetitionView;
import org.teamchess.registration.rest.LoginCard;
import org.teamchess.registration.rest.LoginListEntry;
import org.teamchess.registration.rest.PlayerInvitation;
import org.teamchess.registration.rest.RosterEntryView;
import org.teamchess.registration.rest.StaffInvitationSummary;
import org.teamchess.registration.rest.StaffInvitationView;

/** From the entities to what leaves the service: API views and events. */
public final class RegistrationMapper {

    private RegistrationMapper() {
    }

    /** @param now whether the competition is open is judged at this instant */
    public static CompetitionView toView(Competition competition, Instant now) {
        return new CompetitionView(competition.id(), competition.name(),
                competition.deadline().toOffsetDateTime(), competition.deadline().getZone().getId(),
                competition.boardCount(), competition.maxReserves(), competition.minGrade(),
                competition.maxGrade(), competition.acceptsApplicationsAt(now),
                competition.boardGenders(), competition.reserveGenders(),
                competition.endsAt().atZone(competition.deadline().getZone()).toOffsetDateTime());
    }

    /**
     * @param scheduledMatches the matches scheduled for the team so far
     * @param trialMatch       whether the application plays the trial match
     * @param personal         whether the reader may see personal data: phones, e-mails, birth
     *                         dates (organizers and the school's own coach); invitation codes too
     */
    public static ApplicationView toView(TeamApplication application, List<UUID> scheduledMatches,
            boolean trialMatch, boolean personal) {
        int boardCount = application.competition().boardCount();
        List<RosterEntryView> roster = application.roster().stream()
                .map(entry -> toView(entry, boardCount, personal))
                .toList();
        TeamApplication.Contacts contacts = application.contacts();
        ApplicationView.LeaderView leader = new ApplicationView.LeaderView(contacts.leaderFullName(),
                contacts.leaderPosition(), personal ? contacts.leaderPhone() : null,
                personal ? contacts.leaderEmail() : null);
        ApplicationView.DirectorView director = new ApplicationView.DirectorView(
                contacts.directorFullName(), personal ? contacts.directorPhone() : null);
        return new ApplicationView(application.teamId(), application.competition().id(),
                application.school().id(), application.school().name(),
                application.school().municipality(), application.arrival(),
                application.submittedAt(), application.updatedAt(),
                application.withdrawn() ? "withdrawn" : "active", trialMatch, leader, director,
                new ApplicationView.AgreementsView(application.agreedFairPlay(),
                        application.agreedTechnicalMeans(), application.agreedParentalConsent()),
                roster, scheduledMatches, application.personalDataErasedAt());
    }

    /** The team's login list (Appendix 3): boards and display names only. */
    public static List<LoginListEntry> toLoginList(TeamApplication application) {
        int boardCount = application.competition().boardCount();
        return application.roster().stream()
                .map(entry -> new LoginListEntry(entry.board(), entry.board() > boardCount,
                        entry.displayName()))
                .toList();
    }

    /**
     * The event of an accepted application: ids, the board count, the team's public name (the
     * school and its municipality, as every crosstable shows it), the coach's account, who
     * submits the line-ups, and the competition's composition rule, which line-ups keep; no
     * personal data.
     */
    public static TeamRegistered toTeamRegistered(TeamApplication application) {
        Competition competition = application.competition();
        List<String> compositionRule = new ArrayList<>(competition.boardGenders());
        // Each reserve stands for the reserve place he or she took, whatever the order (ReservePlaces).
        List<String> reserves = application.roster().stream().skip(competition.boardCount()).map(RosterEntry::gender).toList();
        compositionRule.addAll(ReservePlaces.rule(competition.reserveGenders(), reserves));
        return new TeamRegistered(competition.id(), application.teamId(), application.school().id(),
                competition.boardCount(), teamName(application.school()), application.coachSubject(), compositionRule);
    }

    /** "МБОУ СОШ № 1, Анадырь". */
    public static String teamName(School school) {
        return school.name() + ", " + school.municipality();
    }

    /**
     * The event of a team's roster: player ids in board order, reserves last; ids only, the names
     * are fetched from {@code roster-names} (docs/decisions/no-personal-data-on-kafka.md).
     */
    public static RosterChanged toRosterChanged(TeamApplication application) {
        return new RosterChanged(application.competition().id(), application.teamId(), playerIds(application));
    }

    public static PersonalDataErased toPersonalDataErased(TeamApplication application) {
        return new PersonalDataErased(application.competition().id(), application.teamId());
    }

    public static TeamWithdrawn toTeamWithdrawn(TeamApplication application) {
        return new TeamWithdrawn(application.competition().id(), application.teamId());
    }

    public static PlayerLinked toPlayerLinked(RosterEntry entry) {
        TeamApplication application = entry.application();
        return new PlayerLinked(application.competition().id(), application.teamId(),
                entry.playerId(), entry.accountSubject());
    }

    /** What the invitation page shows of a roster entry's code. */
    public static PlayerInvitation toInvitation(RosterEntry entry) {
        TeamApplication application = entry.application();
        return new PlayerInvitation(entry.invitationCode(), "player", firstName(entry), lastName(entry),
                entry.board(), teamName(application.school()), application.competition().name(),
                entry.accountSubject() != null);
    }

    /** A child's login card. */
    public static LoginCard toLoginCard(RosterEntry entry) {
        return new LoginCard(entry.playerId(), entry.board(), firstName(entry), lastName(entry),
                entry.invitationCode(), entry.accountSubject() != null, entry.accountUsername());
    }

    /** The first name an account gets: the roster's, or the display name of an entry without it. */
    public static String firstName(RosterEntry entry) {
        return entry.firstName() != null ? entry.firstName() : entry.displayName();
    }

    /** The last name an account gets: the roster's surname, or the display name without it. */
    public static String lastName(RosterEntry entry) {
        return entry.surname() != null ? entry.surname() : entry.displayName();
    }

    public static StaffInvitationView toView(StaffInvitation invitation) {
        return new StaffInvitationView(invitation.code(), invitation.role(), invitation.firstName(),
                invitation.lastName(), invitation.createdAt(), invitation.accountSubject() != null,
                invitation.username());
    }

    public static StaffInvitationSummary toSummary(StaffInvitation invitation) {
        return new StaffInvitationSummary(invitation.code(), invitation.role(), invitation.firstName(),
                invitation.lastName(), invitation.accountSubject() != null);
    }

    /** The roster's player ids in board order. */
    public static List<UUID> playerIds(TeamApplication application) {
        return application.roster().stream().map(RosterEntry::playerId).toList();
    }

    private static RosterEntryView toView(RosterEntry entry, int boardCount, boolean personal) {
        // Another school's coach reads the names the regulation needs (first name, surname), not the
        // child's patronymic, grade, birth date or gender (docs/decisions/names-policy.md).
        return new RosterEntryView(entry.playerId(), entry.board(), entry.board() > boardCount,
                entry.displayName(), entry.surname(), entry.firstName(), personal ? entry.patronymic() : null,
                personal ? entry.grade() : null, personal ? entry.birthDate() : null,
                personal ? entry.gender() : null,
                personal ? entry.invitationCode() : null, entry.accountSubject() != null,
                entry.linkedAt());
    }
}
