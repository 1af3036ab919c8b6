package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import org.teamchess.load.Keycloak;

/**
 * A competition set up the way people do it on the platform, through registration-service's public
 * API only: the organizer opens it and invites a coach per school; each coach makes his account from
 * the invitation and applies with a full application (seed 000 Appendix 1) of four board players and
 * two reserves; every child then makes his own account from the invitation code of his roster line.
 */
final class Competition {

    /** An account made on the platform, and how to get its access token. */
    record Login(String username, String password) {
    }

    /** A roster line and the child's account. */
    record Child(UUID playerId, int board, boolean reserve, String gender, String name, Login login) {
    }

    /** A school's team, its coach and its children. */
    record School(int number, String name, UUID teamId, Login coach, List<Child> roster) {

        Optional<Child> child(UUID playerId) {
            return roster.stream().filter(child -> child.playerId().equals(playerId)).findFirst();
        }

        /** The reserve of the gender, who may take a board of that gender. */
        Optional<Child> reserve(String gender) {
            return roster.stream().filter(child -> child.reserve() && child.gender().equals(gender)).findFirst();
        }
    }

    private static final ZoneId ZONE = ZoneId.of("Asia/Anadyr");
    private static final String[] BOYS = {"Иван", "Пётр", "Олег", "Павел", "Артём", "Максим", "Денис", "Роман",
        "Егор", "Кирилл", "Матвей", "Тимур"};
    private static final String[] GIRLS = {"Анна", "Ирина", "Мария", "Дарья", "Софья", "Полина", "Алиса", "Вера"};
    private static final String[] SURNAMES = {"Петров", "Иванов", "Сидоров", "Орлов", "Кузнецов", "Попов",
        "Васильев", "Зайцев", "Соколов", "Морозов", "Волков", "Лебедев", "Козлов", "Новиков"};

    private final Api api;
    private final Keycloak keycloak;
    private final SimulatorSettings settings;
    private final String run;
    private final Random random;
    private final Map<String, String> tokens = new LinkedHashMap<>();

    private UUID id;
    private final List<School> schools = new ArrayList<>();

    Competition(Api api, Keycloak keycloak, SimulatorSettings settings, String run) {
        this.api = api;
        this.keycloak = keycloak;
        this.settings = settings;
        this.run = run;
        this.random = new Random(settings.seed());
    }

    UUID id() {
        return id;
    }

    /** This run's name: it makes the competition's logins and names unique. */
    String run() {
        return run;
    }

    List<School> schools() {
        return List.copyOf(schools);
    }

    String organizerToken() throws IOException, InterruptedException {
        return keycloak.token(settings.organizer());
    }

    /** A fresh token of an account made in this run (the realm's tokens live 15 minutes). */
    String token(Login login) throws IOException, InterruptedException {
        return keycloak.token(login.username(), login.password());
    }

    /** Opens the competition and registers every school with all its accounts. */
    void register(Progress progress) throws IOException, InterruptedException {
        String organizer = organizerToken();
        URI registration = settings.registration();
        String deadline = LocalDateTime.now(ZONE).plusHours(2).truncatedTo(ChronoUnit.MINUTES).toString();
        id = UUID.fromString(api.post(registration, "/api/competitions", organizer,
                Map.of("name", "Симуляция: первенство школ " + run, "deadline", deadline)).path("id").asText());
        for (int number = 1; number <= settings.schools(); number++) {
            schools.add(registerSchool(organizer, number));
            progress.say("school %d/%d registered: %s, 6 children with their own accounts", number,
                    settings.schools(), schools.get(number - 1).name());
        }
    }

    private School registerSchool(String organizer, int number) throws IOException, InterruptedException {
        URI registration = settings.registration();
        String coachSurname = SURNAMES[random.nextInt(SURNAMES.length)];
        String code = api.post(registration, "/api/staff-invitations", organizer,
                Map.of("role", "coach", "firstName", "Ольга", "lastName", coachSurname + "а")).path("code").asText();
        Login coach = new Login("sim" + run + "-coach" + number, "Trener-" + number + "-" + run);
        api.post(registration, "/api/staff-invitations/" + code + "/account", null, credentials(coach));
        String coachToken = token(coach);

        String schoolName = "МБОУ СОШ № " + number + " (симуляция " + run + ")";
        List<Map<String, Object>> roster = new ArrayList<>();
        List<String> genders = List.of("male", "male", "male", "female", "male", "female");
        for (String gender : genders) {
            String firstName = gender.equals("male") ? BOYS[random.nextInt(BOYS.length)]
                    : GIRLS[random.nextInt(GIRLS.length)];
            String surname = SURNAMES[random.nextInt(SURNAMES.length)] + (gender.equals("male") ? "" : "а");
            int grade = 5 + random.nextInt(6);
            roster.add(Map.of("surname", surname, "firstName", firstName, "grade", grade,
                    "birthDate", (2026 - grade - 6) + "-0" + (1 + random.nextInt(9)) + "-1" + random.nextInt(10),
                    "gender", gender));
        }
        Map<String, Object> application = Map.of(
                "schoolName", schoolName,
                "municipality", "Анадырь",
                "leader", Map.of("fullName", coachSurname + "а Ольга Васильевна", "position", "учитель информатики",
                        "phone", "8-924-665-93-7" + number % 10, "email", "coach" + number + "@example.org"),
                "director", Map.of("fullName", "Алеев Александр Юрьевич", "phone", "+7 (927) 154 82 92"),
                "roster", roster,
                "agreements", Map.of("fairPlay", true, "technicalMeans", true, "parentalConsent", true));
        UUID team = UUID.fromString(api.post(registration, "/api/competitions/" + id + "/applications", coachToken,
                application).path("teamId").asText());

        List<Child> children = new ArrayList<>();
        JsonNode mine = api.get(registration, "/api/competitions/" + id + "/applications/mine", coachToken);
        for (JsonNode line : mine.path("roster")) {
            int board = line.path("board").asInt();
            boolean reserve = line.path("reserve").asBoolean();
            Login login = new Login("sim" + run + "-s" + number + (reserve ? "r" : "b") + board,
                    "Shakhmaty-" + number + "-" + board + "-" + run);
            api.post(registration, "/api/invitations/" + line.path("invitationCode").asText() + "/account", null,
                    credentials(login));
            children.add(new Child(UUID.fromString(line.path("playerId").asText()), board, reserve,
                    line.path("gender").asText(), line.path("displayName").asText(), login));
        }
        return new School(number, schoolName, team, coach, List.copyOf(children));
    }

    private static Map<String, String> credentials(Login login) {
        return Map.of("username", login.username(), "password", login.password());
    }
}
