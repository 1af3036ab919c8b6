package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;

/** Submitting applications: what is stored, and every validation rule, each by the field it names. */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class ApplicationResourceTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    @Test
    void coachApplicationIsStoredWithTheWholeAppendix1() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        Map<String, Object> data = Requests.applicationData();

        submit(competitionId, coach, Requests.json(data))
                .statusCode(201)
                .header("Location", endsWith(Requests.applications(competitionId) + "/mine"))
                .body("competitionId", equalTo(competitionId.toString()))
                .body("municipality", equalTo("Анадырь"))
                .body("arrival", equalTo(1))
                .body("status", equalTo("active"))
                .body("trialMatch", equalTo(true))
                .body("leader.fullName", equalTo("Киншова Ольга Васильевна"))
                .body("leader.position", equalTo("учитель информатики"))
                .body("leader.phone", equalTo("+79246659375"))
                .body("leader.email", equalTo("kinshova@mail.ru"))
                .body("director.fullName", equalTo("Алеев Александр Юрьевич"))
                .body("director.phone", equalTo("+79271548292"))
                .body("agreements.fairPlay", equalTo(true))
                .body("agreements.technicalMeans", equalTo(true))
                .body("agreements.parentalConsent", equalTo(true))
                .body("roster.board", contains(1, 2, 3, 4, 5))
                .body("roster.reserve", contains(false, false, false, false, true))
                .body("roster.displayName", contains("Иван Петров", "Олег Смирнов", "Pavel O'Neil",
                        "Анна-Мария Кузнецова", "Пётр Иванов"))
                .body("roster.gender", contains("male", "male", "male", "female", "male"))
                .body("roster.grade", contains(9, 8, 7, 6, 5))
                .body("roster[0].patronymic", equalTo("Сергеевич"))
                .body("roster[0].birthDate", equalTo(Requests.birthDateFor(9).toString()))
                .body("roster[0].invitationCode", org.hamcrest.Matchers.matchesPattern("[A-Z2-7]{10}"))
                .body("roster.linked", contains(false, false, false, false, false))
                .body("scheduledMatches", empty());

        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .statusCode(200)
                .body("roster.displayName", hasItem("Pavel O'Neil"))
                .body("leader.email", equalTo("kinshova@mail.ru"));
        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .statusCode(200)
                .body("arrival", contains(1))
                .body("[0].roster.size()", equalTo(5))
                .body("[0].director.phone", equalTo("+79271548292"));
    }

    @Test
    void displayNameDefaultsToFirstNameAndSurname() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> data = Requests.applicationData();
        Requests.with(data, "roster[1].displayName", null);
        Requests.with(data, "roster[1].surname", "Смирнов");
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(data))
                .statusCode(201)
                .body("roster[1].displayName", equalTo("Олег Смирнов"));
    }

    @Test
    void applicationsAreNumberedInOrderOfArrivalAndTheFirstPlaysTheTrialMatch() {
        UUID competitionId = Requests.openCompetition();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application()).statusCode(201);
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application())
                .statusCode(201)
                .body("arrival", equalTo(2))
                .body("trialMatch", equalTo(false));

        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .statusCode(200)
                .body("arrival", contains(1, 2))
                .body("trialMatch", contains(true, false));
    }

    @Test
    void applicationAfterTheDeadlineIs409() {
        UUID competitionId = Requests.openCompetition();
        clock.advance(Duration.ofHours(2));

        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application())
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:deadline-passed"))
                .body("title", equalTo("Application deadline passed"))
                .body("detail", startsWith("Applications to Первенство"));

        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .statusCode(200)
                .body("", empty());
    }

    @Test
    void secondApplicationOfACoachIs409() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        submit(competitionId, coach, Requests.application()).statusCode(201);

        submit(competitionId, coach, Requests.application())
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:already-applied"));
    }

    @Test
    void secondTeamOfASchoolIs409() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> first = Requests.applicationData();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(first)).statusCode(201);
        Map<String, Object> second = Requests.applicationData();
        Requests.with(second, "schoolName", ((String) first.get("schoolName")).replace("МБОУ", "мбоу  "));

        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(second))
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:school-already-applied"));
    }

    @Test
    void applicationToAnUnknownCompetitionIs404() {
        submit(UUID.randomUUID(), "coach-" + UUID.randomUUID(), Requests.application())
                .statusCode(404)
                .contentType(PROBLEM_JSON);
    }

    static Stream<Arguments> invalidFields() {
        LocalDate ninthGrader = Requests.birthDateFor(9);
        return Stream.of(
                Arguments.of("schoolName", ""),
                Arguments.of("schoolName", "Ш".repeat(201)),
                Arguments.of("municipality", null),
                Arguments.of("leader", null),
                Arguments.of("leader.fullName", "Kinshova 2000"),
                Arguments.of("leader.fullName", "Киншова"),
                Arguments.of("leader.fullName", "К".repeat(151)),
                Arguments.of("leader.position", " "),
                Arguments.of("leader.phone", "12345"),
                Arguments.of("leader.phone", "+1 202 555 0100"),
                Arguments.of("leader.phone", "8 924 665 93 7"),
                Arguments.of("leader.phone", "+7 924 665 93 75 1"),
                Arguments.of("leader.email", "kinshova.mail.ru"),
                Arguments.of("leader.email", "kinshova@mail"),
                Arguments.of("leader.email", "kin shova@mail.ru"),
                Arguments.of("director", null),
                Arguments.of("director.fullName", null),
                Arguments.of("director.phone", ""),
                Arguments.of("roster[0].surname", "Petrov1"),
                Arguments.of("roster[1].firstName", null),
                Arguments.of("roster[2].patronymic", "О".repeat(51)),
                Arguments.of("roster[2].surname", "<script>"),
                Arguments.of("roster[3].displayName", "Oleg 2000"),
                Arguments.of("roster[4].grade", 4),
                Arguments.of("roster[0].grade", 12),
                Arguments.of("roster[1].grade", "eighth"),
                Arguments.of("roster[0].grade", null),
                Arguments.of("roster[0].birthDate", null),
                Arguments.of("roster[0].birthDate", LocalDate.now().plusYears(1).toString()),
                Arguments.of("roster[0].birthDate", "2011-02-30"),
                Arguments.of("roster[0].birthDate", Requests.birthDateFor(5).toString()),
                Arguments.of("roster[0].birthDate", Requests.birthDateFor(13).toString()),
                Arguments.of("roster[0].birthDate", ninthGrader.minusYears(80).toString()),
                Arguments.of("roster[0].gender", "boy"),
                Arguments.of("roster[0].gender", null),
                Arguments.of("roster[0].gender", "female"),
                Arguments.of("roster[3].gender", "male"),
                Arguments.of("agreements", null),
                Arguments.of("agreements.fairPlay", false),
                Arguments.of("agreements.technicalMeans", null),
                Arguments.of("agreements.parentalConsent", false));
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("invalidFields")
    void invalidFieldIsRefusedByNameAndNothingIsSaved(String field, Object value) {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        submit(competitionId, coach, Requests.json(Requests.with(Requests.applicationData(), field, value)))
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains(field));
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .statusCode(404);
    }

    @Test
    void rosterShorterThanTheBoardsIsRefusedByName() {
        Map<String, Object> data = Requests.applicationData();
        List<?> roster = (List<?>) data.get("roster");
        data.put("roster", roster.subList(0, 3));
        refused(Requests.json(data), "roster");
    }

    @Test
    void rosterLongerThanBoardsAndReservesIsRefusedByName() {
        Map<String, Object> data = Requests.applicationData();
        List<Object> roster = new ArrayList<>((List<?>) data.get("roster"));
        roster.add(Requests.player("Орлова" + Requests.letters(4), "Мария", null, "Мария Орлова", 7, "female"));
        roster.add(Requests.player("Орлов" + Requests.letters(4), "Марк", null, "Марк Орлов", 7, "male"));
        data.put("roster", roster);
        refused(Requests.json(data), "roster");
    }

    @Test
    void secondReserveMustBeAGirl() {
        Map<String, Object> data = Requests.applicationData();
        List<Object> roster = new ArrayList<>((List<?>) data.get("roster"));
        roster.add(Requests.player("Орлов" + Requests.letters(4), "Марк", null, "Марк Орлов", 7, "male"));
        data.put("roster", roster);
        refused(Requests.json(data), "roster[5].gender");
        Requests.with(data, "roster[5].gender", "female");
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(data))
                .statusCode(201)
                .body("roster.reserve", contains(false, false, false, false, true, true));
    }

    @Test
    void aGirlWhoIsTheOnlyReserveTakesTheGirlsReservePlace() {
        Map<String, Object> data = Requests.applicationData();
        Requests.with(data, "roster[4].gender", "female");
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(data))
                .statusCode(201)
                .body("roster.gender", contains("male", "male", "male", "female", "female"));
    }

    @Test
    void twoGirlReservesDoNotFitOneGirlsPlace() {
        Map<String, Object> data = Requests.applicationData();
        List<Object> roster = new ArrayList<>((List<?>) data.get("roster"));
        roster.add(Requests.player("Орлова" + Requests.letters(4), "Мария", null, "Мария Орлова", 7, "female"));
        data.put("roster", roster);
        Requests.with(data, "roster[4].gender", "female");
        refused(Requests.json(data), "roster[5].gender");
    }

    @Test
    void ageOnTheFirstOfSeptemberBetweenGradePlusFiveAndPlusEightIsAccepted() {
        LocalDate septemberFirst = Requests.birthDateFor(0).plusYears(6).withMonth(9).withDayOfMonth(1);
        // grade 9: 14 to 17 years old on 1 September
        Map<String, Object> youngest = Requests.applicationData();
        Requests.with(youngest, "roster[0].birthDate", septemberFirst.minusYears(14).toString());
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(youngest)).statusCode(201);
        Map<String, Object> oldest = Requests.applicationData();
        Requests.with(oldest, "roster[0].birthDate", septemberFirst.minusYears(18).plusDays(1).toString());
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(oldest)).statusCode(201);

        refused(Requests.json(Requests.with(Requests.applicationData(), "roster[0].birthDate",
                septemberFirst.minusYears(14).plusDays(1).toString())), "roster[0].birthDate");
        refused(Requests.json(Requests.with(Requests.applicationData(), "roster[0].birthDate",
                septemberFirst.minusYears(18).toString())), "roster[0].birthDate");
    }

    @Test
    void phonesInEveryRussianFormatAreStoredAsPlusSeven() {
        for (String phone : List.of("+79246659375", "89246659375", "8 (924) 665-93-75", "+7 924 665 93 75",
                "8-924-665-93-75", "+7(924)6659375")) {
            Map<String, Object> data = Requests.with(Requests.applicationData(), "leader.phone", phone);
            submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(data))
                    .statusCode(201)
                    .body("leader.phone", equalTo("+79246659375"));
        }
    }

    @Test
    void samePlayerTwiceInOneRosterIsRefused() {
        Map<String, Object> data = Requests.applicationData();
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> roster = (List<Map<String, Object>>) data.get("roster");
        roster.get(1).putAll(Map.of("surname", roster.get(0).get("surname"), "firstName", "Иван",
                "patronymic", "Сергеевич", "grade", 9, "birthDate", roster.get(0).get("birthDate")));
        refused(Requests.json(data), "roster[1]");
    }

    @Test
    void playerOnAnotherTeamOfTheCompetitionIsRefused() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> first = Requests.applicationData();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(first)).statusCode(201);
        @SuppressWarnings("unchecked")
        Map<String, Object> player = ((List<Map<String, Object>>) first.get("roster")).get(2);
        Map<String, Object> second = Requests.applicationData();
        // the same person, the name spelt with other spacing and case
        Map<String, Object> copy = new java.util.LinkedHashMap<>(player);
        copy.put("surname", " " + ((String) player.get("surname")).toUpperCase() + " ");
        Requests.with(second, "roster[0]", copy);
        Requests.with(second, "roster[0].grade", 7);

        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(second))
                .statusCode(400)
                .body("errors.field", contains("roster[0]"))
                .body("errors[0].message", startsWith("is already on the team of МБОУ"));
        // another competition takes the same player
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(second)).statusCode(201);
    }

    @Test
    void everyInvalidFieldIsNamedAtOnceInTheOrderOfTheForm() {
        Map<String, Object> data = Requests.applicationData();
        Requests.with(data, "schoolName", "");
        Requests.with(data, "leader.phone", "123");
        Requests.with(data, "leader.email", "nobody");
        Requests.with(data, "roster[0].grade", 4);
        Requests.with(data, "roster[2].birthDate", Requests.birthDateFor(11).toString());
        Requests.with(data, "roster[3].gender", "male");
        Requests.with(data, "agreements.parentalConsent", false);
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.json(data))
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("schoolName", "leader.phone", "leader.email",
                        "roster[0].grade", "roster[2].birthDate", "roster[3].gender",
                        "agreements.parentalConsent"));
    }

    @Test
    void competitionWithItsOwnRuleChecksItsOwnGenders() {
        UUID competitionId = Requests.openCompetition(
                ",\"boardGenders\":[\"any\",\"any\",\"female\",\"female\"],\"reserveGenders\":[\"any\"]");
        Map<String, Object> data = Requests.applicationData();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(data))
                .statusCode(400)
                .body("errors.field", contains("roster[2].gender"));
        Requests.with(data, "roster[2].gender", "female");
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.json(data)).statusCode(201);
    }

    @Test
    void anonymousCallerIs401Problem() {
        UUID competitionId = Requests.openCompetition();
        given().contentType(ContentType.JSON).body(Requests.application())
                .post(Requests.applications(competitionId))
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void coachWithoutAnApplicationGets404ForHisOwn() {
        UUID competitionId = Requests.openCompetition();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application()).statusCode(201);
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .statusCode(404)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void listHasOneViewPerApplication() {
        UUID competitionId = Requests.openCompetition();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application()).statusCode(201);
        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .body("", hasSize(1));
    }

    private static ValidatableResponse submit(UUID competitionId, String coach, String body) {
        return given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .contentType(ContentType.JSON).body(body)
                .post(Requests.applications(competitionId))
                .then();
    }

    private static void refused(String body, String field) {
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), body)
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains(field));
    }
}
