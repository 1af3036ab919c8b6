package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

/**
 * Issue 18's bad input, through the shared hygiene of service-support: each a 400 (or 413)
 * problem naming the field, and nothing stored.
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class InputHygieneTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    private static RequestSpecification asOrganizer() {
        return given().auth().oauth2(Requests.ORGANIZER).contentType(ContentType.JSON);
    }

    private static String deadline() {
        return LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusDays(10).withNano(0).toString();
    }

    private static void competitionRefused(String body, String field, String message) {
        String name = "Кубок " + UUID.randomUUID();
        asOrganizer().body(body.replace("NAME", name))
                .post("/api/competitions")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains(field))
                .body("errors.message", contains(startsWith(message)));
        asOrganizer().get("/api/competitions")
                .then()
                .statusCode(200)
                .body("name", not(hasItem(startsWith(name))));
    }

    @Test
    void nulInTheCompetitionsNameIsRefusedByName() {
        competitionRefused("{\"name\":\"NAME\\u0000\",\"deadline\":\"" + deadline() + "\"}", "name",
                "must not contain the control character U+0000");
    }

    @Test
    void rightToLeftOverrideInTheCompetitionsNameIsRefusedByName() {
        competitionRefused("{\"name\":\"NAME\\u202eпуК\",\"deadline\":\"" + deadline() + "\"}", "name",
                "must not contain the bidirectional control U+202E");
    }

    @Test
    void deadlinesIn1899And2100AreRefusedByName() {
        competitionRefused("{\"name\":\"NAME\",\"deadline\":\"1899-12-31T18:00\"}", "deadline",
                "must be within 1 year before and 5 years after now");
        competitionRefused("{\"name\":\"NAME\",\"deadline\":\"2100-03-01T18:00\"}", "deadline",
                "must be within 1 year before and 5 years after now");
        competitionRefused("{\"name\":\"NAME\",\"deadline\":\"" + deadline() + "\",\"endsAt\":\"2100-01-01T00:00\"}",
                "endsAt", "must be within 1 year before and 5 years after now");
    }

    @Test
    void trailingJsonIsRefused() {
        String name = "Кубок " + UUID.randomUUID();
        asOrganizer().body("{\"name\":\"" + name + "\",\"deadline\":\"" + deadline() + "\"} }{")
                .post("/api/competitions")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON);
        asOrganizer().body("{\"name\":\"" + name + "\",\"deadline\":\"" + deadline() + "\"} {\"name\":\"x\"}")
                .post("/api/competitions")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("detail", startsWith("The request body has more after its JSON value"));
        asOrganizer().get("/api/competitions")
                .then()
                .body("name", not(hasItem(name)));
    }

    @Test
    void tenMegabytesAre413AsAProblem() {
        String name = "Кубок " + UUID.randomUUID();
        asOrganizer().body("{\"name\":\"" + name + "\",\"deadline\":\"" + deadline() + "\",\"timeZone\":\""
                        + "x".repeat(10 * 1024 * 1024) + "\"}")
                .post("/api/competitions")
                .then()
                .statusCode(413)
                .contentType(PROBLEM_JSON)
                .body("status", equalTo(413))
                .body("title", equalTo("Content Too Large"));
        asOrganizer().get("/api/competitions")
                .then()
                .body("name", not(hasItem(name)));
    }

    @Test
    void controlCharactersAnywhereInAnApplicationNameTheirFields() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> data = Requests.applicationData();
        Requests.with(data, "schoolName", "МБОУ СОШ\u0000 № 1");
        Requests.with(data, "municipality", "Ана\u200bдырь");
        Requests.with(data, "leader.position", "учитель\u0007");
        Requests.with(data, "roster[2].surname", "\u202eвортеП");
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .contentType(ContentType.JSON).body(Requests.json(data))
                .post(Requests.applications(competitionId))
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                // Jackson stops at the first unsafe string, in the order of the body.
                .body("errors.field", contains("schoolName"));
        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .statusCode(200)
                .body("$", empty());
    }

    @Test
    void bidiOverrideInARostersNameIsRefusedByItsPath() {
        UUID competitionId = Requests.openCompetition();
        Map<String, Object> data = Requests.with(Requests.applicationData(), "roster[2].surname", "\u202eвортеП");
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .contentType(ContentType.JSON).body(Requests.json(data))
                .post(Requests.applications(competitionId))
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("roster[2].surname"));
        given().auth().oauth2(Requests.ORGANIZER)
                .get(Requests.applications(competitionId))
                .then()
                .body("$", empty());
    }

    @Test
    void nulInAnInvitationCodeIsRefusedByName() {
        given().urlEncodingEnabled(false)
                .get("/api/invitations/ABCD%00EFGH")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("code"));
        given().urlEncodingEnabled(false).contentType(ContentType.JSON)
                .body("{\"username\":\"child.one\",\"password\":\"long-enough-1\"}")
                .post("/api/invitations/ABCD%00EFGH/account")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("code"));
    }

    @Test
    void responsesForbidFramingAndSniffing() {
        asOrganizer().get("/api/competitions")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", startsWith("default-src 'none'; frame-ancestors 'none'"))
                .header("X-Content-Type-Options", equalTo("nosniff"))
                .header("X-Frame-Options", equalTo("DENY"))
                .header("Referrer-Policy", equalTo("no-referrer"));
    }
}
