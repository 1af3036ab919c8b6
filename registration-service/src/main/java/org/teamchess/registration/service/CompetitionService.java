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
        List<String> boards = slots("boardGenders", request.boardGenders(), "boardCount",
                request.boardCount(), defaults.boardGenders(), errors);
        List<String> reserves = slots("reserveGenders", request.reserveGenders(), "maxReserves",
                request.maxReserves(), defaults.reserveGenders(), errors);
        Instant endsAt = request.endsAt() != null ? request.endsAt().atZone(zone).toInstant()
                : deadline.toInstant().plus(defaults.endsAfterDeadline());
        if (endsAt.isBefore(deadline.toInstant())) {
            errors.add(new FieldError("endsAt", "must not be before the deadline"));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The competition cannot be opened as requested", errors);
        }
        Competition competition = new Competition(UUID.randomUUID(), request.name().strip(), deadline,
                boards, reserves, minGrade, maxGrade, endsAt, now);
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

    /**
     * The gender requirements of the boards or the reserves: as requested; else for a requested
     * count up to the regulation's, the regulation's first slots; for a larger count {@code any}
     * for every slot; else the regulation's.
     */
    private static List<String> slots(String field, List<String> requested, String countField,
            Integer count, List<String> regulation, List<FieldError> errors) {
        if (requested != null) {
            for (int index = 0; index < requested.size(); index++) {
                if (!GENDERS.contains(requested.get(index))) {
                    errors.add(new FieldError(field + "[" + index + "]", "must be male, female or any"));
                }
            }
            if (count != null && count != requested.size()) {
                errors.add(new FieldError(countField, "must equal the size of " + field + " ("
                        + requested.size() + ") or be left out"));
            }
            return List.copyOf(requested);
        }
        if (count == null) {
            return List.copyOf(regulation);
        }
        List<String> slots = new ArrayList<>();
        for (int index = 0; index < count; index++) {
            slots.add(index < regulation.size() && count <= regulation.size() ? regulation.get(index) : "any");
        }
        return slots;
    }

    private static final List<String> GENDERS = List.of("male", "female", "any");

    private static int orDefault(Integer requested, int regulation) {
        return requested != null ? requested : regulation;
    }
}
