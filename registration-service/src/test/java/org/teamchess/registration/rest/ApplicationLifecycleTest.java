package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;

/**
 * After submitting: editing until the deadline, withdrawal, the trial match, invitations, the
 * login list, personal data and its erasure, the organizer's exports.
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class ApplicationLifecycleTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    @Test
    void coachEditsUntilTheDeadlineAndPlayersKeepTheirIdsAndCodes() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        Map<String, Object> data = Requests.applicationData();
        JsonPath submitted = Requests.apply(competitionId, coach, Requests.json(data));
        String teamId = submitted.getString("teamId");
        List<String> ids = submitted.getList("roster.playerId");
        List<String> codes = submitted.getList("roster.invitationCode");

        // the web form sends no ids: players are recognized by full name and birth date
        Requests.with(data, "leader.phone", "+7 900 111-22-33");
        Requests.with(data, "roster[0].displayName", "Ваня Петров");
        JsonPath edited = put(competitionId, teamId, coach, Requests.json(data))
                .statusCode(200)
                .body("leader.phone", equalTo("+79001112233"))
                .body("roster[0].displayName", equalTo("Ваня Петров"))
                .body("updatedAt", notNullValue())
                .extract().jsonPath();
        assertEquals(ids, edited.getList("roster.playerId"));
        assertEquals(codes, edited.getList("roster.invitationCode"));

        // the form may send the ids: the first two swap boards, the reserve is replaced
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> roster = (List<Map<String, Object>>) data.get("roster");
        for (int index = 0; index < 4; index++) {
            roster.get(index).put("playerId", ids.get(index));
        }
        Map<String, Object> first = roster.get(0);
        roster.set(0, roster.get(1));
        roster.set(1, first);
        roster.set(4, Requests.player("Новиков" + Requests.letters(4), "Глеб", null, "Глеб Новиков", 6, "male"));
        JsonPath swapped = put(competitionId, teamId, coach, Requests.json(data))
                .statusCode(200)
                .body("roster.displayName", contains("Олег Смирнов", "Ваня Петров", "Pavel O'Neil",
                        "Анна-Мария Кузнецова", "Глеб Новиков"))
                .extract().jsonPath();
        assertEquals(List.of(ids.get(1), ids.get(0), ids.get(2), ids.get(3)),
                swapped.getList("roster.playerId").subList(0, 4));
        assertNotEquals(ids.get(4), swapped.getString("roster[4].playerId"));
        assertEquals(codes.get(0), swapped.getString("roster[1].invitationCode"));

        clock.advance(Duration.ofHours(2));
        put(competitionId, teamId, coach, Requests.json(data))
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:deadline-passed"));
        Requests.with(data, "director.phone", "89990001122");
        put(competitionId, teamId, null, Requests.json(data))
                .statusCode(200)
                .body("director.phone", equalTo("+79990001122"));
    }

    @Test
    void anEditIsValidatedLikeASubmission() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        Map<String, Object> data = Requests.applicationData();
        String teamId = Requests.apply(competitionId, coach, Requests.json(data)).getString("teamId");

        Requests.with(data, "roster[3].gender", "male");
        Requests.with(data, "roster[0].playerId", UUID.randomUUID().toString());
        Requests.with(data, "agreements.fairPlay", false);
        put(competitionId, teamId, coach, Requests.json(data))
                .statusCode(400)
                .body("errors.field", contains("roster[3].gender", "agreements.fairPlay", "roster[0].playerId"));
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .body("roster[3].gender", equalTo("female"))
                .body("agreements.fairPlay", equalTo(true));
    }

    @Test
    void anotherSchoolsCoachMayNotEditOrWithdraw() {
        UUID competitionId = Requests.openCompetition();
        String teamId = Requests.apply(competitionId, "coach-" + UUID.randomUUID(), Requests.application())
                .getString("teamId");
        String other = "coach-" + UUID.randomUUID();
        Requests.apply(competitionId, other, Requests.application());

        put(competitionId, teamId, other, Requests.application()).statusCode(403).contentType(PROBLEM_JSON);
        withdraw(competitionId, teamId, other).statusCode(403).contentType(PROBLEM_JSON);
    }

    @Test
    void withdrawalByTheCoachBeforeTheDeadlineAndByAnOrganizerAfterIt() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        String first = Requests.apply(competitionId, coach, Requests.application()).getString("teamId");
        String secondCoach = "coach-" + UUID.randomUUID();
        String second = Requests.apply(competitionId, secondCoach, Requests.application()).getString("teamId");
        String third = Requests.apply(competitionId, "coach-" + UUID.randomUUID(), Requests.application())
                .getString("teamId");

        withdraw(competitionId, first, coach)
                .statusCode(200)
                .body("status", equalTo("withdrawn"))
                .body("trialMatch", equalTo(false));
        withdraw(competitionId, first, coach).statusCode(200).body("status", equalTo("withdrawn"));
        put(competitionId, first, coach, Requests.application())
                .statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:withdrawn"));
        // the trial match passes to the first complete application still in the competition
        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .body("trialMatch", contains(false, true, false))
                .body("status", contains("withdrawn", "active", "active"));

        clock.advance(Duration.ofHours(2));
        withdraw(competitionId, second, secondCoach)
                .statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:deadline-passed"));
        withdraw(competitionId, third, null).statusCode(200).body("status", equalTo("withdrawn"));
    }

    @Test
    void playerRedeemsAnInvitationAndTheCoachSeesTheLink() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        JsonPath submitted = Requests.apply(competitionId, coach, Requests.application());
        String teamId = submitted.getString("teamId");
        String code = submitted.getString("roster[2].invitationCode");
        String player = "player-" + UUID.randomUUID();

        redeem(code.toLowerCase(), player)
                .statusCode(200)
                .body("teamId", equalTo(teamId))
                .body("playerId", equalTo(submitted.getString("roster[2].playerId")))
                .body("board", equalTo(3))
                .body("displayName", equalTo("Pavel O'Neil"));
        redeem(code, player).statusCode(200);
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .body("roster.linked", contains(false, false, true, false, false))
                .body("roster[2].linkedAt", notNullValue());

        redeem(code, "player-" + UUID.randomUUID())
                .statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:invitation-used"));
        redeem(submitted.getString("roster[3].invitationCode"), player)
                .statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:account-already-linked"));
        redeem("AAAAAAAAAA", player).statusCode(404).contentType(PROBLEM_JSON);

        // the same account plays in another competition
        JsonPath elsewhere = Requests.apply(Requests.openCompetition(), "coach-" + UUID.randomUUID(),
                Requests.application());
        redeem(elsewhere.getString("roster[0].invitationCode"), player).statusCode(200);
    }

    @Test
    void opposingCoachesSeeTheLoginListAndNoPersonalData() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        String teamId = Requests.apply(competitionId, coach, Requests.application()).getString("teamId");
        String opponent = "coach-" + UUID.randomUUID();
        Requests.apply(competitionId, opponent, Requests.application());

        JsonPath loginList = given().auth().oauth2(TestTokens.withRealmRoles(opponent, Roles.COACH))
                .get("/api/competitions/" + competitionId + "/teams/" + teamId + "/login-list")
                .then()
                .statusCode(200)
                .body("board", contains(1, 2, 3, 4, 5))
                .body("reserve", contains(false, false, false, false, true))
                .body("displayName", contains("Иван Петров", "Олег Смирнов", "Pavel O'Neil",
                        "Анна-Мария Кузнецова", "Пётр Иванов"))
                .extract().jsonPath();
        assertEquals(java.util.Set.of("board", "reserve", "displayName"),
                loginList.getMap("[0]").keySet());

        String view = given().auth().oauth2(TestTokens.withRealmRoles(opponent, Roles.COACH))
                .get(Requests.applications(competitionId) + "/" + teamId)
                .then()
                .statusCode(200)
                .body("leader.fullName", equalTo("Киншова Ольга Васильевна"))
                .body("leader.phone", nullValue())
                .body("leader.email", nullValue())
                .body("director.phone", nullValue())
                .body("roster[0].birthDate", nullValue())
                .body("roster[0].invitationCode", nullValue())
                // The names the regulation needs, not the child's patronymic, grade or gender.
                .body("roster[0].firstName", equalTo("Иван"))
                .body("roster[0].surname", startsWith("Петров"))
                .body("roster[0].patronymic", nullValue())
                .body("roster[0].grade", nullValue())
                .body("roster[0].gender", nullValue())
                .extract().asString();
        for (String personal : List.of("+7", "@", "birthDate", "invitationCode", "Сергеевич")) {
            org.junit.jupiter.api.Assertions.assertFalse(view.contains(personal), personal + " in " + view);
        }
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/" + teamId)
                .then()
                .statusCode(200)
                .body("leader.phone", equalTo("+79246659375"))
                .body("roster[0].birthDate", notNullValue())
                .body("roster[0].invitationCode", notNullValue());
        // a coach who has not applied to the competition sees nothing
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .get("/api/competitions/" + competitionId + "/teams/" + teamId + "/login-list")
                .then()
                .statusCode(403);
    }

    @Test
    void schoolExportsEverythingStoredAboutIt() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        JsonPath submitted = Requests.apply(competitionId, coach, Requests.application());
        String player = "player-" + UUID.randomUUID();
        redeem(submitted.getString("roster[0].invitationCode"), player).statusCode(200);

        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine/export")
                .then()
                .statusCode(200)
                .header("Content-Disposition", org.hamcrest.Matchers.startsWith("attachment"))
                .body("competition.id", equalTo(competitionId.toString()))
                .body("coachAccountId", equalTo(coach))
                .body("application.leader.email", equalTo("kinshova@mail.ru"))
                .body("application.roster[0].birthDate", equalTo(Requests.birthDateFor(9).toString()))
                .body("accounts.accountId", contains(player))
                .body("accounts.playerId", contains(submitted.getString("roster[0].playerId")))
                .body("exportedAt", notNullValue());
    }

    @Test
    void personalDataIsErasedOnRequestOnlyAfterTheCompetition() {
        UUID competitionId = Requests.openCompetition(",\"endsAt\":\"" + java.time.LocalDateTime
                .now(java.time.ZoneId.of("Asia/Anadyr")).plusDays(3).withNano(0) + "\"");
        String coach = "coach-" + UUID.randomUUID();
        JsonPath submitted = Requests.apply(competitionId, coach, Requests.application());
        String teamId = submitted.getString("teamId");
        String code = submitted.getString("roster[0].invitationCode");

        erase(competitionId, teamId, coach)
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:competition-not-ended"));

        clock.advance(Duration.ofDays(4));
        erase(competitionId, teamId, coach)
                .statusCode(200)
                .body("personalDataErasedAt", notNullValue())
                .body("leader.fullName", nullValue())
                .body("leader.phone", nullValue())
                .body("director.fullName", nullValue())
                .body("roster.displayName", contains("Доска 1", "Доска 2", "Доска 3", "Доска 4", "Запасной 1"))
                .body("roster[0].surname", nullValue())
                .body("roster[0].birthDate", nullValue())
                .body("roster[0].invitationCode", nullValue())
                .body("roster.grade", contains(9, 8, 7, 6, 5))
                .body("roster.playerId", equalTo(submitted.getList("roster.playerId")))
                .body("trialMatch", equalTo(true));
        String export = given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine/export")
                .then().statusCode(200).extract().asString();
        for (String personal : List.of("Петров", "Киншова", "Алеев", "+7", "kinshova", code)) {
            org.junit.jupiter.api.Assertions.assertFalse(export.contains(personal), personal + " in " + export);
        }
        redeem(code, "player-" + UUID.randomUUID()).statusCode(404);
    }

    @Test
    void organizerExportsCsvForExcelAndAPrintableSummary() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> data = Requests.applicationData();
        Requests.with(data, "schoolName", "Школа <b>№ 7</b>; \"Точка роста\"");
        Requests.with(data, "leader.position", "=HYPERLINK(\"x\")");
        Requests.apply(competitionId, "coach-" + UUID.randomUUID(), Requests.json(data));

        byte[] csv = given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId) + "/export.csv")
                .then()
                .statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/csv"))
                .header("Content-Disposition", org.hamcrest.Matchers.startsWith("attachment"))
                .extract().asByteArray();
        assertEquals(List.of((byte) 0xEF, (byte) 0xBB, (byte) 0xBF), List.of(csv[0], csv[1], csv[2]));
        String text = new String(csv, java.nio.charset.StandardCharsets.UTF_8).substring(1);
        List<String> lines = text.lines().toList();
        assertEquals(6, lines.size(), text);
        assertEquals("№ заявки;Школа;Муниципалитет;Статус;Пробная игра;Руководитель команды;Должность;"
                + "Телефон руководителя;E-mail руководителя;Директор;Телефон директора;Доска;Фамилия;Имя;"
                + "Отчество;Класс;Дата рождения;Пол;Аккаунт привязан", lines.get(0));
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(1).startsWith(
                "1;\"Школа <b>№ 7</b>; \"\"Точка роста\"\"\";Анадырь;принята;да;Киншова Ольга Васильевна;"
                        + "\"'=HYPERLINK(\"\"x\"\")\";+79246659375;kinshova@mail.ru;"), lines.get(1));
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(4).contains(";4-я доска;Кузнецова"), lines.get(4));
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(5).contains(";Запасной;"), lines.get(5));
        org.junit.jupiter.api.Assertions.assertTrue(lines.get(1).contains(
                java.time.format.DateTimeFormatter.ofPattern("dd.MM.yyyy").format(Requests.birthDateFor(9))
                        + ";мальчик;нет"), lines.get(1));

        String html = given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId) + "/summary.html")
                .then()
                .statusCode(200)
                .contentType(org.hamcrest.Matchers.startsWith("text/html"))
                .extract().asString();
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("<html lang=\"ru\">"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("Сводка заявок"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("Школа &lt;b&gt;№ 7&lt;/b&gt;"), html);
        org.junit.jupiter.api.Assertions.assertFalse(html.contains("<b>№ 7"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("пробная игра"));
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("4-я доска</td><td>Кузнецова"), html);
        org.junit.jupiter.api.Assertions.assertTrue(html.contains("девочка"));
    }

    private static ValidatableResponse put(UUID competitionId, String teamId, String coach, String body) {
        return given().auth().oauth2(coach == null ? Requests.ORGANIZER : TestTokens.withRealmRoles(coach, Roles.COACH))
                .contentType(ContentType.JSON).body(body)
                .put(Requests.applications(competitionId) + "/" + teamId)
                .then();
    }

    private static ValidatableResponse withdraw(UUID competitionId, String teamId, String coach) {
        return given().auth().oauth2(coach == null ? Requests.ORGANIZER : TestTokens.withRealmRoles(coach, Roles.COACH))
                .post(Requests.applications(competitionId) + "/" + teamId + "/withdrawal")
                .then();
    }

    private static ValidatableResponse erase(UUID competitionId, String teamId, String coach) {
        return given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .delete(Requests.applications(competitionId) + "/" + teamId + "/personal-data")
                .then();
    }

    static ValidatableResponse redeem(String code, String player) {
        return given().auth().oauth2(TestTokens.withRealmRoles(player, Roles.PLAYER))
                .post("/api/invitations/" + code + "/redeem")
                .then();
    }

    @SuppressWarnings("unused")
    private static org.hamcrest.Matcher<Object> absent() {
        return not(notNullValue());
    }
}
