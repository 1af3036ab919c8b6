package org.teamchess.registration.service;

import java.time.LocalDate;
import java.time.Month;
import java.time.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.teamchess.registration.repository.Competition;
import org.teamchess.registration.repository.ReservePlaces;
import org.teamchess.registration.repository.RosterEntry.PlayerData;
import org.teamchess.registration.repository.TeamApplication.Contacts;
import org.teamchess.registration.rest.RosterPlayer;
import org.teamchess.registration.rest.SubmitApplication;
import org.teamchess.support.problem.FieldError;

/**
 * The checks of an application that need no database: every field of Appendix 1, the
 * competition's grade range and composition rule. All errors are collected, in the order of the
 * form, so that the client can show them all at once.
 */
final class ApplicationValidator {

    /** Words of Cyrillic or Latin letters, joined by spaces, hyphens, apostrophes or dots. */
    private static final Pattern NAME =
            Pattern.compile("[\\p{IsCyrillic}\\p{IsLatin}]+([ '’.-]+[\\p{IsCyrillic}\\p{IsLatin}]+)*\\.?");
    /** A practical e-mail check: one @, a dot in the domain, no spaces or control characters. */
    private static final Pattern EMAIL =
            Pattern.compile("[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}");
    private static final Pattern PHONE_PUNCTUATION = Pattern.compile("[\\s()\\-]");
    private static final Pattern RUSSIAN_PHONE = Pattern.compile("(\\+7|8)(\\d{10})");
    /** Age on 1 September of the school year: a child of grade g is g + 5 to g + 8 years old. */
    static final int YOUNGEST_OVER_GRADE = 5;
    static final int OLDEST_OVER_GRADE = 8;

    private final Competition competition;
    private final List<FieldError> errors = new ArrayList<>();

    private ApplicationValidator(Competition competition) {
        this.competition = competition;
    }

    /** The application as it will be stored, or the errors that refuse it. */
    record Result(Contacts contacts, List<Player> players, List<FieldError> errors) {
    }

    /** A roster line as it will be stored. */
    record Player(RosterPlayer request, String displayName, PlayerData data) {
    }

    static Result validate(Competition competition, SubmitApplication request) {
        return new ApplicationValidator(competition).check(request);
    }

    private Result check(SubmitApplication request) {
        text("schoolName", request.schoolName(), 200);
        text("municipality", request.municipality(), 100);
        SubmitApplication.Leader leader = request.leader();
        String leaderPhone = null;
        String directorPhone = null;
        if (leader == null) {
            errors.add(new FieldError("leader", "must not be null"));
        } else {
            fullName("leader.fullName", leader.fullName());
            text("leader.position", leader.position(), 100);
            leaderPhone = phone("leader.phone", leader.phone());
            email("leader.email", leader.email());
        }
        SubmitApplication.Director director = request.director();
        if (director == null) {
            errors.add(new FieldError("director", "must not be null"));
        } else {
            fullName("director.fullName", director.fullName());
            directorPhone = phone("director.phone", director.phone());
        }
        List<Player> players = roster(request.roster());
        SubmitApplication.Agreements agreements = request.agreements();
        if (agreements == null) {
            errors.add(new FieldError("agreements", "must not be null: all three agreements are required"));
        } else {
            agreed("agreements.fairPlay", agreements.fairPlay());
            agreed("agreements.technicalMeans", agreements.technicalMeans());
            agreed("agreements.parentalConsent", agreements.parentalConsent());
        }
        Contacts contacts = leader == null || director == null ? null
                : new Contacts(strip(leader.fullName()), strip(leader.position()), leaderPhone,
                        strip(leader.email()), strip(director.fullName()), directorPhone);
        return new Result(contacts, players, List.copyOf(errors));
    }

    private List<Player> roster(List<RosterPlayer> roster) {
        if (roster == null) {
            errors.add(new FieldError("roster", "must not be null"));
            return List.of();
        }
        List<String> boards = competition.boardGenders();
        List<String> reserves = competition.reserveGenders();
        if (roster.size() < boards.size() || roster.size() > boards.size() + reserves.size()) {
            errors.add(new FieldError("roster", "must list " + boards.size() + " to "
                    + (boards.size() + reserves.size()) + " players: one for each of " + boards.size()
                    + " boards and up to " + reserves.size() + " reserves"));
        }
        // The reserves take their places by gender, not by their order (ReservePlaces).
        List<Optional<String>> reservePlaces = ReservePlaces.assign(reserves, roster.stream().skip(boards.size())
                .map(player -> player == null ? null : player.gender()).toList());
        List<Player> players = new ArrayList<>();
        for (int index = 0; index < roster.size(); index++) {
            String at = "roster[" + index + "]";
            RosterPlayer player = roster.get(index);
            if (player == null) {
                errors.add(new FieldError(at, "must not be null"));
                continue;
            }
            namePart(at + ".surname", player.surname(), true);
            namePart(at + ".firstName", player.firstName(), true);
            namePart(at + ".patronymic", player.patronymic(), false);
            String displayName = player.displayName() != null ? player.displayName().strip()
                    : player.firstName() != null && player.surname() != null
                            ? player.firstName().strip() + " " + player.surname().strip() : null;
            if (player.displayName() != null) {
                name(at + ".displayName", player.displayName(), 2, 100);
            }
            boolean gradeFits = false;
            if (player.grade() == null) {
                errors.add(new FieldError(at + ".grade", "must not be null"));
            } else if (player.grade() < competition.minGrade() || player.grade() > competition.maxGrade()) {
                errors.add(new FieldError(at + ".grade", "must be between " + competition.minGrade()
                        + " and " + competition.maxGrade()));
            } else {
                gradeFits = true;
            }
            birthDate(at + ".birthDate", player.birthDate(), gradeFits ? player.grade() : null);
            String gender = player.gender();
            if (gender == null || !(gender.equals("male") || gender.equals("female"))) {
                errors.add(new FieldError(at + ".gender", "must be male or female"));
            } else {
                String required = index < boards.size() ? boards.get(index) : "any";
                if (!required.equals("any") && !required.equals(gender)) {
                    errors.add(new FieldError(at + ".gender", "board " + (index + 1) + " must be "
                            + (required.equals("male") ? "a boy (male)" : "a girl (female)")
                            + " by the competition's rule"));
                } else if (index >= boards.size() && roster.size() <= boards.size() + reserves.size()
                        && reservePlaces.get(index - boards.size()).isEmpty()) {
                    errors.add(new FieldError(at + ".gender", "no reserve place is left for "
                            + (gender.equals("male") ? "a boy" : "a girl") + ": the competition's reserve places are "
                            + String.join(", ", reserves)));
                }
            }
            players.add(new Player(player, displayName, new PlayerData(strip(player.surname()),
                    strip(player.firstName()), blankToNull(player.patronymic()),
                    player.grade() == null ? 0 : player.grade(), player.birthDate(), gender)));
        }
        return players;
    }

    /**
     * A real date of birth that fits the grade: in the past, and the age on 1 September of the
     * school year of the competition's deadline between grade + 5 and grade + 8.
     */
    private void birthDate(String field, LocalDate birthDate, Integer grade) {
        if (birthDate == null) {
            errors.add(new FieldError(field, "must not be null"));
            return;
        }
        LocalDate deadline = competition.deadline().toLocalDate();
        if (!birthDate.isBefore(deadline)) {
            errors.add(new FieldError(field, "must be in the past"));
            return;
        }
        if (grade == null) {
            return;
        }
        LocalDate septemberFirst = schoolYearStart(deadline);
        int age = Period.between(birthDate, septemberFirst).getYears();
        if (birthDate.isAfter(septemberFirst) || age < grade + YOUNGEST_OVER_GRADE
                || age > grade + OLDEST_OVER_GRADE) {
            errors.add(new FieldError(field, "does not fit grade " + grade + ": on "
                    + septemberFirst + " a pupil of grade " + grade + " is " + (grade + YOUNGEST_OVER_GRADE)
                    + " to " + (grade + OLDEST_OVER_GRADE) + " years old"));
        }
    }

    /** 1 September that began the school year this day belongs to. */
    static LocalDate schoolYearStart(LocalDate day) {
        int year = day.getMonthValue() >= Month.SEPTEMBER.getValue() ? day.getYear() : day.getYear() - 1;
        return LocalDate.of(year, Month.SEPTEMBER, 1);
    }

    /** A Russian number: +7 or 8, then ten digits; spaces, brackets and dashes allowed. */
    static Optional<String> normalizePhone(String phone) {
        if (phone == null) {
            return Optional.empty();
        }
        var matcher = RUSSIAN_PHONE.matcher(PHONE_PUNCTUATION.matcher(phone.strip()).replaceAll(""));
        return matcher.matches() ? Optional.of("+7" + matcher.group(2)) : Optional.empty();
    }

    private String phone(String field, String phone) {
        if (phone == null || phone.isBlank()) {
            errors.add(new FieldError(field, "must not be blank"));
            return null;
        }
        Optional<String> normalized = normalizePhone(phone);
        if (normalized.isEmpty()) {
            errors.add(new FieldError(field, "must be a Russian phone number: +7XXXXXXXXXX or 8XXXXXXXXXX"));
        }
        return normalized.orElse(null);
    }

    private void email(String field, String email) {
        if (email == null || email.isBlank()) {
            errors.add(new FieldError(field, "must not be blank"));
        } else if (email.strip().length() > 254 || !EMAIL.matcher(email.strip()).matches()) {
            errors.add(new FieldError(field, "must be an e-mail address such as name@example.ru"));
        }
    }

    private void text(String field, String value, int max) {
        if (value == null || value.isBlank()) {
            errors.add(new FieldError(field, "must not be blank"));
        } else if (value.strip().length() > max) {
            errors.add(new FieldError(field, "must be at most " + max + " characters"));
        }
    }

    /** A person's full name: surname, first name and perhaps patronymic. */
    private void fullName(String field, String value) {
        if (name(field, value, 2, 150) && value.strip().split("\\s+").length < 2) {
            errors.add(new FieldError(field, "must give at least the surname and the first name"));
        }
    }

    private void namePart(String field, String value, boolean required) {
        if (value == null || value.isBlank()) {
            if (required) {
                errors.add(new FieldError(field, "must not be blank"));
            }
            return;
        }
        name(field, value, 1, 50);
    }

    /** Whether the name is fine; adds the error if not. */
    private boolean name(String field, String value, int min, int max) {
        if (value == null || value.isBlank()) {
            errors.add(new FieldError(field, "must not be blank"));
            return false;
        }
        String stripped = value.strip();
        if (stripped.length() < min || stripped.length() > max) {
            errors.add(new FieldError(field, "must be " + min + " to " + max + " characters long"));
            return false;
        }
        if (!NAME.matcher(stripped).matches()) {
            errors.add(new FieldError(field, "must be a name in Cyrillic or Latin letters"));
            return false;
        }
        return true;
    }

    private void agreed(String field, Boolean agreed) {
        if (!Boolean.TRUE.equals(agreed)) {
            errors.add(new FieldError(field, "must be true: no application is accepted without it"));
        }
    }

    /** The key two roster lines are the same person by: full name and birth date. */
    static String identity(String surname, String firstName, String patronymic, LocalDate birthDate) {
        return (normalize(surname) + "|" + normalize(firstName) + "|" + normalize(patronymic) + "|"
                + birthDate);
    }

    private static String normalize(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT)
                .replace('ё', 'е');
    }

    private static String strip(String text) {
        return text == null ? null : text.strip();
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.strip();
    }
}
