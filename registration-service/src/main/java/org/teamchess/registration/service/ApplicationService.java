package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.events.EventEnvelope;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.CompetitionRepository;
import org.teamchess.registration.repository.School;
import org.teamchess.registration.repository.SchoolRepository;
import org.teamchess.registration.repository.TeamApplication;
import org.teamchess.registration.repository.TeamApplicationRepository;
import org.teamchess.registration.repository.TeamMatchRepository;
import org.teamchess.registration.rest.ApplicationView;
import org.teamchess.registration.rest.RosterPlayer;
import org.teamchess.registration.rest.SubmitApplication;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/** Schools' team applications: accepting them before the deadline, and reading them. */
@ApplicationScoped
public class ApplicationService {

    /** The {@code source} of this service's events. */
    public static final String SOURCE = "registration-service";

    private static final DateTimeFormatter DEADLINE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV");

    private final CompetitionRepository competitions;
    private final SchoolRepository schools;
    private final TeamApplicationRepository applications;
    private final TeamMatchRepository teamMatches;
    private final Outbox outbox;
    private final Clock clock;

    ApplicationService(CompetitionRepository competitions, SchoolRepository schools,
            TeamApplicationRepository applications, TeamMatchRepository teamMatches, Outbox outbox,
            Clock clock) {
        this.competitions = competitions;
        this.schools = schools;
        this.applications = applications;
        this.teamMatches = teamMatches;
        this.outbox = outbox;
        this.clock = clock;
    }

    /**
     * Accepts a coach's application, records its order of arrival and announces the team with
     * {@code TeamRegistered} in the same transaction.
     *
     * @throws ProblemException 404 for an unknown competition; 409 after the deadline
     *                          ({@code deadline-passed}), for a coach's second application
     *                          ({@code already-applied}) or a school's second team
     *                          ({@code school-already-applied}); 400 naming every roster field
     *                          that breaks the competition's rule
     */
    @Transactional
    public ApplicationView submit(UUID competitionId, String coachSubject, SubmitApplication request) {
        Competition competition = competitions.findByIdForUpdate(competitionId)
                .orElseThrow(() -> noCompetition(competitionId));
        Instant now = clock.instant();
        if (!competition.acceptsApplicationsAt(now)) {
            throw ProblemException.conflict("Applications to " + competition.name() + " closed at "
                            + DEADLINE.format(competition.deadline()))
                    .withType(Problem.type("deadline-passed"), "Application deadline passed");
        }
        if (applications.findByCoach(competitionId, coachSubject).isPresent()) {
            throw ProblemException.conflict("You have already applied to " + competition.name())
                    .withType(Problem.type("already-applied"), "Already applied");
        }
        List<FieldError> errors = ruleViolations(competition, request.roster());
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The roster does not fit the rule of "
                    + competition.name(), errors);
        }
        School school = schools.findOrCreate(request.schoolName(), request.municipality());
        if (applications.existsForSchool(competitionId, school.id())) {
            throw ProblemException.conflict(school.name() + " has already applied to "
                            + competition.name())
                    .withType(Problem.type("school-already-applied"), "School already applied");
        }
        int arrival = Math.toIntExact(applications.countByCompetition(competitionId) + 1);
        TeamApplication application = new TeamApplication(UUID.randomUUID(), competition, school,
                coachSubject, arrival, now);
        for (RosterPlayer player : request.roster()) {
            application.addPlayer(UUID.randomUUID(), player.displayName().strip(), player.grade());
        }
        applications.persist(application);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now,
                RegistrationMapper.toTeamRegistered(application)));
        return RegistrationMapper.toView(application, List.of());
    }

    /**
     * The applications to a competition in order of arrival.
     *
     * @throws ProblemException 404 for an unknown competition
     */
    @Transactional
    public List<ApplicationView> list(UUID competitionId) {
        if (competitions.findByIdOptional(competitionId).isEmpty()) {
            throw noCompetition(competitionId);
        }
        List<TeamApplication> found = applications.listByCompetition(competitionId);
        Map<UUID, List<UUID>> matches =
                teamMatches.matchesByTeam(found.stream().map(TeamApplication::teamId).toList());
        return found.stream()
                .map(application -> RegistrationMapper.toView(application,
                        matches.getOrDefault(application.teamId(), List.of())))
                .toList();
    }

    /** The coach's own application to a competition, if there is one. */
    @Transactional
    public Optional<ApplicationView> findOwn(UUID competitionId, String coachSubject) {
        return applications.findByCoach(competitionId, coachSubject)
                .map(application -> RegistrationMapper.toView(application,
                        teamMatches.matchesByTeam(List.of(application.teamId()))
                                .getOrDefault(application.teamId(), List.of())));
    }

    /** The competition's rule: how many players, and their grades. */
    private static List<FieldError> ruleViolations(Competition competition, List<RosterPlayer> roster) {
        List<FieldError> errors = new ArrayList<>();
        int fewest = competition.boardCount();
        int most = competition.boardCount() + competition.maxReserves();
        if (roster.size() < fewest || roster.size() > most) {
            errors.add(new FieldError("roster", "must list " + fewest + " to " + most
                    + " players: one for each of " + fewest + " boards and up to "
                    + competition.maxReserves() + " reserves"));
        }
        for (int index = 0; index < roster.size(); index++) {
            int grade = roster.get(index).grade();
            if (grade < competition.minGrade() || grade > competition.maxGrade()) {
                errors.add(new FieldError("roster[" + index + "].grade", "must be between "
                        + competition.minGrade() + " and " + competition.maxGrade()));
            }
        }
        return errors;
    }

    private static ProblemException noCompetition(UUID competitionId) {
        return ProblemException.notFound("No competition " + competitionId);
    }
}
