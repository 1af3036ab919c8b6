package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.CompetitionRepository;
import org.teamchess.registration.repository.RosterEntry;
import org.teamchess.registration.repository.School;
import org.teamchess.registration.repository.SchoolRepository;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.repository.TeamApplicationRepository;
import org.teamchess.registration.repository.TeamMatchRepository;
import org.teamchess.registration.rest.ApplicationView;
import org.teamchess.registration.rest.LoginListEntry;
import org.teamchess.registration.rest.SchoolExport;
import org.teamchess.registration.rest.SubmitApplication;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * Schools' team applications: accepting, editing and withdrawing them, reading them with or
 * without personal data, player accounts, the school's export and erasure.
 */
@ApplicationScoped
public class ApplicationService {

    /** The {@code source} of this service's events. */
    public static final String SOURCE = "registration-service";

    private static final DateTimeFormatter DEADLINE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV");

    private final CompetitionRepository competitions;
    private final SchoolRepository schools;
    private final TeamApplicationRepository applications;
    private final TeamMatchRepository teamMatches;
    private final org.teamchess.support.outbox.Outbox outbox;
    private final InvitationCodes invitationCodes;
    private final TeamAccess teamAccess;
    private final Clock clock;

    ApplicationService(CompetitionRepository competitions, SchoolRepository schools,
            TeamApplicationRepository applications, TeamMatchRepository teamMatches,
            org.teamchess.support.outbox.Outbox outbox, InvitationCodes invitationCodes,
            TeamAccess teamAccess, Clock clock) {
        this.competitions = competitions;
        this.schools = schools;
        this.applications = applications;
        this.teamMatches = teamMatches;
        this.outbox = outbox;
        this.invitationCodes = invitationCodes;
        this.teamAccess = teamAccess;
        this.clock = clock;
    }

    /**
     * Accepts a coach's application, records its order of arrival and announces the team with
     * {@code TeamRegistered} and then its roster with {@code RosterChanged}, in the same
     * transaction.
     *
     * @throws ProblemException 404 for an unknown competition; 409 after the deadline
     *                          ({@code deadline-passed}), for a coach's second application
     *                          ({@code already-applied}) or a school's second team
     *                          ({@code school-already-applied}); 400 naming every field that is
     *                          wrong
     */
    @Transactional
    public ApplicationView submit(UUID competitionId, String coachSubject, SubmitApplication request) {
        Competition competition = lockCompetition(competitionId);
        Instant now = clock.instant();
        requireOpen(competition, now);
        if (applications.findByCoach(competitionId, coachSubject).isPresent()) {
            throw ProblemException.conflict("You have already applied to " + competition.name())
                    .withType(Problem.type("already-applied"), "Already applied");
        }
        ApplicationValidator.Result checked = check(competition, request, null);
        School school = schools.findOrCreate(request.schoolName(), request.municipality());
        if (applications.existsForSchool(competitionId, school.id())) {
            throw schoolAlreadyApplied(competition, school);
        }
        int arrival = Math.toIntExact(applications.countByCompetition(competitionId) + 1);
        TeamApplication application = new TeamApplication(UUID.randomUUID(), competition, school,
                coachSubject, arrival, now);
        fill(application, request, checked);
        applications.persist(application);
        publish(now, RegistrationMapper.toTeamRegistered(application));
        publish(now, RegistrationMapper.toRosterChanged(application));
        return view(application, true);
    }

    /**
     * Replaces an application's contents: its coach until the deadline, an organizer at any time.
     * Players keep their ids (and invitation codes and accounts) when the edit names their
     * {@code playerId}, or lists them with the same full name and birth date. Publishes
     * {@code RosterChanged} when the roster's players or their order changed.
     *
     * @throws ProblemException 404 for an unknown team or one of another coach; 409
     *                          {@code deadline-passed} for a coach after the deadline, {@code withdrawn}
     *                          for a withdrawn application; 400 naming every wrong field
     */
    @Transactional
    public ApplicationView update(UUID competitionId, UUID teamId, Caller caller, SubmitApplication request) {
        Competition competition = lockCompetition(competitionId);
        TeamApplication application = editable(competition, teamId, caller);
        Instant now = clock.instant();
        ApplicationValidator.Result checked = check(competition, request, application);
        School school = schools.findOrCreate(request.schoolName(), request.municipality());
        if (!school.id().equals(application.school().id())) {
            if (applications.existsForSchool(competitionId, school.id())) {
                throw schoolAlreadyApplied(competition, school);
            }
            application.moveTo(school);
        }
        List<UUID> before = RegistrationMapper.playerIds(application);
        fill(application, request, checked);
        application.touch(now);
        applications.flush();
        if (!before.equals(RegistrationMapper.playerIds(application))) {
            publish(now, RegistrationMapper.toRosterChanged(application));
        }
        return view(application, true);
    }

    /**
     * Withdraws a team: its coach until the deadline, an organizer at any time; publishes
     * {@code TeamWithdrawn}. Withdrawing again changes nothing.
     */
    @Transactional
    public ApplicationView withdraw(UUID competitionId, UUID teamId, Caller caller) {
        Competition competition = lockCompetition(competitionId);
        TeamApplication application = ownOrOrganizer(competitionId, teamId, caller);
        Instant now = clock.instant();
        if (application.withdrawn()) {
            return view(application, true);
        }
        if (!caller.organizer()) {
            requireOpen(competition, now);
        }
        application.withdraw(now);
        publish(now, RegistrationMapper.toTeamWithdrawn(application));
        return view(application, true);
    }

    /**
     * The applications to a competition in order of arrival, with personal data (organizers).
     *
     * @throws ProblemException 404 for an unknown competition
     */
    @Transactional
    public List<ApplicationView> list(UUID competitionId) {
        requireCompetition(competitionId);
        List<TeamApplication> found = applications.listByCompetition(competitionId);
        Map<UUID, List<UUID>> matches =
                teamMatches.matchesByTeam(found.stream().map(TeamApplication::teamId).toList());
        Optional<UUID> trial = trialTeam(found);
        return found.stream()
                .map(application -> RegistrationMapper.toView(application,
                        matches.getOrDefault(application.teamId(), List.of()),
                        trial.filter(application.teamId()::equals).isPresent(), true))
                .toList();
    }

    /** The coach's own application to a competition, if there is one. */
    @Transactional
    public Optional<ApplicationView> findOwn(UUID competitionId, String coachSubject) {
        return applications.findByCoach(competitionId, coachSubject)
                .map(application -> view(application, true));
    }

    /**
     * One application: with personal data for organizers and its own coach; without for the
     * competition's other coaches (those with an active application).
     *
     * @throws ProblemException 404 unknown; 403 for a coach not in the competition
     */
    @Transactional
    public ApplicationView find(UUID competitionId, UUID teamId, Caller caller) {
        TeamApplication application = team(competitionId, teamId);
        if (caller.organizer() || application.coachSubject().equals(caller.subject())) {
            return view(application, true);
        }
        requireCompetitionCoach(competitionId, caller);
        return view(application, false);
    }

    /**
     * The team's login list (Appendix 3): boards and display names, for the competition's coaches
     * and organizers.
     */
    @Transactional
    public List<LoginListEntry> loginList(UUID competitionId, UUID teamId, Caller caller) {
        TeamApplication application = team(competitionId, teamId);
        if (!caller.organizer() && !application.coachSubject().equals(caller.subject())) {
            requireCompetitionCoach(competitionId, caller);
        }
        return RegistrationMapper.toLoginList(application);
    }

    /** Everything stored about the coach's school in this competition. */
    @Transactional
    public SchoolExport export(UUID competitionId, String coachSubject) {
        TeamApplication application = applications.findByCoach(competitionId, coachSubject)
                .orElseThrow(() -> ProblemException.notFound(
                        "You have no application to competition " + competitionId));
        Instant now = clock.instant();
        List<SchoolExport.LinkedAccount> accounts = application.roster().stream()
                .filter(entry -> entry.accountSubject() != null)
                .map(entry -> new SchoolExport.LinkedAccount(entry.playerId(), entry.accountSubject(),
                        entry.linkedAt()))
                .toList();
        return new SchoolExport(now, RegistrationMapper.toView(application.competition(), now),
                view(application, true), application.coachSubject(), accounts,
                application.withdrawnAt());
    }

    /**
     * Erases the personal data of an application once the competition is over (152-FZ): names,
     * phones, e-mails, birth dates, invitation codes and linked accounts. The school, the ids, the
     * boards, grades and genders stay, so results keep their meaning. A {@code PersonalDataErased}
     * (ids only) follows, so that tournament-service forgets the names it fetched.
     *
     * @throws ProblemException 409 {@code competition-not-ended} before the competition's end
     */
    @Transactional
    public ApplicationView erasePersonalData(UUID competitionId, UUID teamId, Caller caller) {
        Competition competition = lockCompetition(competitionId);
        TeamApplication application = ownOrOrganizer(competitionId, teamId, caller);
        Instant now = clock.instant();
        if (!competition.hasEndedAt(now)) {
            throw ProblemException.conflict("Personal data can be erased after the competition ends at "
                            + DEADLINE.format(competition.endsAt().atZone(competition.deadline().getZone())))
                    .withType(Problem.type("competition-not-ended"), "Competition not ended");
        }
        if (application.personalDataErasedAt() == null) {
            application.erasePersonalData(now);
            publish(now, RegistrationMapper.toPersonalDataErased(application));
        }
        return view(application, true);
    }

    /** The applications of a competition for the organizer's exports, in order of arrival. */
    @Transactional
    public List<ApplicationView> listForExport(UUID competitionId) {
        return list(competitionId);
    }

    /** The validator's errors plus those that need the other teams: refuses with all of them. */
    private ApplicationValidator.Result check(Competition competition, SubmitApplication request,
            TeamApplication self) {
        ApplicationValidator.Result checked = ApplicationValidator.validate(competition, request);
        List<FieldError> errors = new ArrayList<>(checked.errors());
        Map<String, String> elsewhere = new HashMap<>();
        for (RosterEntry entry : applications.entriesOfOtherTeams(competition.id(),
                self == null ? new UUID(0, 0) : self.teamId())) {
            if (entry.birthDate() != null) {
                elsewhere.put(ApplicationValidator.identity(entry.surname(), entry.firstName(),
                        entry.patronymic(), entry.birthDate()), entry.application().school().name());
            }
        }
        Set<String> seen = new HashSet<>();
        Set<UUID> claimed = new HashSet<>();
        Set<UUID> current = self == null ? Set.of()
                : new HashSet<>(RegistrationMapper.playerIds(self));
        for (int index = 0; index < checked.players().size(); index++) {
            ApplicationValidator.Player player = checked.players().get(index);
            String at = "roster[" + index + "]";
            UUID playerId = player.request().playerId();
            if (playerId != null && (!current.contains(playerId) || !claimed.add(playerId))) {
                errors.add(new FieldError(at + ".playerId", "is not a player of this roster"));
            }
            if (player.data().birthDate() == null || player.data().surname() == null
                    || player.data().firstName() == null) {
                continue;
            }
            String identity = ApplicationValidator.identity(player.data().surname(),
                    player.data().firstName(), player.data().patronymic(), player.data().birthDate());
            if (!seen.add(identity)) {
                errors.add(new FieldError(at, "lists the same player twice"));
            } else if (elsewhere.containsKey(identity)) {
                errors.add(new FieldError(at, "is already on the team of " + elsewhere.get(identity)
                        + " in this competition"));
            }
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The application has " + errors.size()
                    + (errors.size() == 1 ? " error" : " errors"), errors);
        }
        return checked;
    }

    /** Writes the checked request into the application, keeping known players' entries. */
    private void fill(TeamApplication application, SubmitApplication request,
            ApplicationValidator.Result checked) {
        application.describe(checked.contacts(), true, true, true);
        Map<UUID, RosterEntry> byId = new HashMap<>();
        Map<String, RosterEntry> byIdentity = new HashMap<>();
        for (RosterEntry entry : application.roster()) {
            byId.put(entry.playerId(), entry);
            if (entry.birthDate() != null) {
                byIdentity.putIfAbsent(ApplicationValidator.identity(entry.surname(), entry.firstName(),
                        entry.patronymic(), entry.birthDate()), entry);
            }
        }
        Set<RosterEntry> used = new HashSet<>();
        List<RosterEntry> roster = new ArrayList<>();
        for (int index = 0; index < checked.players().size(); index++) {
            ApplicationValidator.Player player = checked.players().get(index);
            RosterEntry entry = player.request().playerId() != null
                    ? byId.get(player.request().playerId())
                    : byIdentity.get(ApplicationValidator.identity(player.data().surname(),
                            player.data().firstName(), player.data().patronymic(),
                            player.data().birthDate()));
            if (entry == null || !used.add(entry)) {
                entry = application.newEntry(invitationCodes.next());
                used.add(entry);
            }
            entry.describe(index + 1, player.displayName(), player.data());
            roster.add(entry);
        }
        application.replaceRoster(roster);
    }

    private ApplicationView view(TeamApplication application, boolean personal) {
        List<UUID> matches = teamMatches.matchesByTeam(List.of(application.teamId()))
                .getOrDefault(application.teamId(), List.of());
        boolean trial = trialTeam(applications.listByCompetition(application.competition().id()))
                .filter(application.teamId()::equals).isPresent();
        return RegistrationMapper.toView(application, matches, trial, personal);
    }

    /** Seed 000 §5.1: the first complete application (by arrival) still in the competition. */
    private static Optional<UUID> trialTeam(List<TeamApplication> inArrivalOrder) {
        return inArrivalOrder.stream()
                .filter(application -> !application.withdrawn() && application.complete())
                .map(TeamApplication::teamId)
                .findFirst();
    }

    /** A coach edits his own application before the deadline; an organizer any, at any time. */
    private TeamApplication editable(Competition competition, UUID teamId, Caller caller) {
        TeamApplication application = ownOrOrganizer(competition.id(), teamId, caller);
        if (!caller.organizer()) {
            requireOpen(competition, clock.instant());
        }
        if (application.withdrawn()) {
            throw ProblemException.conflict("The application has been withdrawn")
                    .withType(Problem.type("withdrawn"), "Application withdrawn");
        }
        return application;
    }

    private TeamApplication ownOrOrganizer(UUID competitionId, UUID teamId, Caller caller) {
        return teamAccess.ownOrOrganizer(competitionId, teamId, caller);
    }

    private void requireCompetitionCoach(UUID competitionId, Caller caller) {
        if (!caller.coach() || !applications.isActiveCoach(competitionId, caller.subject())) {
            throw ProblemException.forbidden("Only the competition's coaches and organizers may read"
                    + " other teams");
        }
    }

    private TeamApplication team(UUID competitionId, UUID teamId) {
        return teamAccess.team(competitionId, teamId);
    }

    private void requireOpen(Competition competition, Instant now) {
        if (!competition.acceptsApplicationsAt(now)) {
            throw ProblemException.conflict("Applications to " + competition.name() + " closed at "
                            + DEADLINE.format(competition.deadline()))
                    .withType(Problem.type("deadline-passed"), "Application deadline passed");
        }
    }

    private Competition lockCompetition(UUID competitionId) {
        return competitions.findByIdForUpdate(competitionId).orElseThrow(() -> noCompetition(competitionId));
    }

    private void requireCompetition(UUID competitionId) {
        if (competitions.findByIdOptional(competitionId).isEmpty()) {
            throw noCompetition(competitionId);
        }
    }

    private void publish(Instant now, EventPayload payload) {
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now, payload));
    }

    private static ProblemException schoolAlreadyApplied(Competition competition, School school) {
        return ProblemException.conflict(school.name() + " has already applied to " + competition.name())
                .withType(Problem.type("school-already-applied"), "School already applied");
    }

    private static ProblemException noCompetition(UUID competitionId) {
        return ProblemException.notFound("No competition " + competitionId);
    }
}
