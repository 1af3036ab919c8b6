package org.teamchess.registration.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.teamchess.registration.config.RegistrationConfig;
import org.teamchess.registration.mapping.RegistrationMapper;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.CompetitionRepository;
import org.teamchess.registration.rest.CompetitionView;
import org.teamchess.registration.rest.OpenCompetition;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.ProblemException;

/** Opening competitions for applications, and reading them. */
@ApplicationScoped
public class CompetitionService {

    private final CompetitionRepository competitions;
    private final RegistrationConfig.Defaults defaults;
    private final Clock clock;

    CompetitionService(CompetitionRepository competitions, RegistrationConfig config, Clock clock) {
        this.competitions = competitions;
        this.defaults = config.defaults();
        this.clock = clock;
    }

    /**
     * Opens a competition; what the request leaves out takes the regulation's default.
     *
     * @throws ProblemException 400 naming every field that does not fit: an unknown time zone, a
     *                          deadline that has passed, a grade range upside down
     */
    @Transactional
    public CompetitionView open(OpenCompetition request) {
        Instant now = clock.instant();
        List<FieldError> errors = new ArrayList<>();
        ZoneId zone = defaults.timeZone();
        if (request.timeZone() != null) {
            try {
                zone = ZoneId.of(request.timeZone());
            } catch (DateTimeException e) {
                errors.add(new FieldError("timeZone", "is not a time zone such as Asia/Anadyr"));
            }
        }
        ZonedDateTime deadline = request.deadline().atZone(zone);
        if (!deadline.toInstant().isAfter(now)) {
            errors.add(new FieldError("deadline", "must be in the future"));
        }
        int minGrade = orDefault(request.minGrade(), defaults.minGrade());
        int maxGrade = orDefault(request.maxGrade(), defaults.maxGrade());
        if (minGrade > maxGrade) {
            errors.add(new FieldError("maxGrade", "must not be below minGrade " + minGrade));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The competition cannot be opened as requested", errors);
        }
        Competition competition = new Competition(UUID.randomUUID(), request.name().strip(), deadline,
                orDefault(request.boardCount(), defaults.boardCount()),
                orDefault(request.maxReserves(), defaults.maxReserves()), minGrade, maxGrade, now);
        competitions.persist(competition);
        return RegistrationMapper.toView(competition, now);
    }

    /** Every competition, the nearest deadline first. */
    @Transactional
    public List<CompetitionView> list() {
        Instant now = clock.instant();
        return competitions.listByDeadline().stream()
                .map(competition -> RegistrationMapper.toView(competition, now))
                .toList();
    }

    @Transactional
    public Optional<CompetitionView> find(UUID competitionId) {
        return competitions.findByIdOptional(competitionId)
                .map(competition -> RegistrationMapper.toView(competition, clock.instant()));
    }

    private static int orDefault(Integer requested, int regulation) {
        return requested != null ? requested : regulation;
    }
}
