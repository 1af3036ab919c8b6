package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.time.LocalDateTime;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class CompetitionResourceTest {

    /** A year that is ahead for a while and inside the scheduling window (five years). */
    private static final int YEAR = Year.now(ZoneOffset.UTC).getValue() + 2;

    private static final String PROBLEM_JSON = "application/problem+json";

    @Test
    void organizerOpensACompetitionWithTheRegulationsDefaults() {
        LocalDateTime deadline = LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusDays(10).withNano(0)
                .withSecond(0);

        String id = asOrganizer()
                .body("{\"name\":\"Первенство Чукотки\",\"deadline\":\"" + deadline + "\"}")
                .post("/api/competitions")
                .then()
                .statusCode(201)
                .header("Location", startsWith("http"))
                .body("name", equalTo("Первенство Чукотки"))
                .body("timeZone", equalTo("Asia/Anadyr"))
                .body("deadline", equalTo(deadline + ":00+12:00"))
                .body("boardCount", equalTo(4))
                .body("maxReserves", equalTo(2))
                .body("minGrade", equalTo(5))
                .body("maxGrade", equalTo(11))
                .body("boardGenders", contains("male", "male", "male", "female"))
                .body("reserveGenders", contains("male", "female"))
                .body("endsAt", equalTo(deadline.plusDays(90) + ":00+12:00"))
                .body("open", equalTo(true))
                .extract().path("id");

        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .get("/api/competitions/" + id)
                .then()
                .statusCode(200)
                .body("name", equalTo("Первенство Чукотки"));
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .get("/api/competitions")
                .then()
                .statusCode(200)
                .body("id", hasItem(id));
    }

    @Test
    void organizerChoosesZoneAndRule() {
        asOrganizer()
                .body("{\"name\":\"Moscow cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"timeZone\":\"Europe/Moscow\","
                        + "\"boardCount\":6,\"maxReserves\":1,\"minGrade\":1,\"maxGrade\":4}")
                .post("/api/competitions")
                .then()
                .statusCode(201)
                .body("deadline", equalTo("" + YEAR + "-03-01T18:00:00+03:00"))
                .body("timeZone", equalTo("Europe/Moscow"))
                .body("boardCount", equalTo(6))
                .body("maxReserves", equalTo(1))
                .body("maxGrade", equalTo(4));
    }

    @Test
    void organizerGivesTheGenderOfEverySlot() {
        asOrganizer()
                .body("{\"name\":\"Girls' cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"endsAt\":\"" + YEAR + "-04-01T18:00\","
                        + "\"boardGenders\":[\"female\",\"female\",\"any\"],\"reserveGenders\":[]}")
                .post("/api/competitions")
                .then()
                .statusCode(201)
                .body("boardCount", equalTo(3))
                .body("maxReserves", equalTo(0))
                .body("boardGenders", contains("female", "female", "any"))
                .body("endsAt", equalTo("" + YEAR + "-04-01T18:00:00+12:00"));
    }

    @Test
    void unknownGenderAndMismatchedCountAreRefusedByName() {
        asOrganizer()
                .body("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"boardCount\":2,"
                        + "\"boardGenders\":[\"male\",\"girl\",\"any\"],\"endsAt\":\"" + YEAR + "-01-01T00:00\"}")
                .post("/api/competitions")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("boardGenders[1]", "boardCount", "endsAt"));
    }

    @Test
    void blankNameIsRefusedByName() {
        refused("{\"name\":\" \",\"deadline\":\"" + YEAR + "-03-01T18:00\"}", "name");
    }

    @Test
    void missingDeadlineIsRefusedByName() {
        refused("{\"name\":\"Cup\"}", "deadline");
    }

    @Test
    void unreadableDeadlineIsRefusedByName() {
        refused("{\"name\":\"Cup\",\"deadline\":\"next Friday\"}", "deadline");
    }

    @Test
    void pastDeadlineIsRefusedByName() {
        refused("{\"name\":\"Cup\",\"deadline\":\"2020-03-01T18:00\"}", "deadline");
    }

    @Test
    void unknownTimeZoneIsRefusedByName() {
        refused("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"timeZone\":\"Chukotka/Anadyr\"}",
                "timeZone");
    }

    @Test
    void boardCountBelowOneIsRefusedByName() {
        refused("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"boardCount\":0}", "boardCount");
    }

    @Test
    void gradeRangeUpsideDownIsRefusedByName() {
        refused("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\",\"minGrade\":9,\"maxGrade\":7}",
                "maxGrade");
    }

    @Test
    void unknownCompetitionIs404Problem() {
        given().auth().oauth2(TestTokens.withRealmRoles("organizer", Roles.ORGANIZER))
                .get("/api/competitions/" + UUID.randomUUID())
                .then()
                .statusCode(404)
                .contentType(PROBLEM_JSON)
                .body("detail", startsWith("No competition "));
    }

    @Test
    void anonymousCallerIs401Problem() {
        given().contentType(ContentType.JSON)
                .body("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\"}")
                .post("/api/competitions")
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON)
                .header("WWW-Authenticate", startsWith("Bearer"))
                .body("status", equalTo(401));
        given().get("/api/competitions")
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void coachMayNotOpenACompetition() {
        given().auth().oauth2(TestTokens.withRealmRoles("coach-" + UUID.randomUUID(), Roles.COACH))
                .contentType(ContentType.JSON)
                .body("{\"name\":\"Cup\",\"deadline\":\"" + YEAR + "-03-01T18:00\"}")
                .post("/api/competitions")
                .then()
                .statusCode(403)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Forbidden"))
                .body("instance", endsWith("/api/competitions"));
    }

    @Test
    void playerMayNotListCompetitions() {
        given().auth().oauth2(TestTokens.withRealmRoles("player-" + UUID.randomUUID(), "player"))
                .get("/api/competitions")
                .then()
                .statusCode(403)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void tokenOfAnotherAudienceIs401() {
        given().auth().oauth2(TestTokens.forAudience("another-service", "organizer", Roles.ORGANIZER))
                .get("/api/competitions")
                .then()
                .statusCode(401);
    }

    private static RequestSpecification asOrganizer() {
        return given().auth().oauth2(TestTokens.withRealmRoles("organizer", Roles.ORGANIZER)).contentType(ContentType.JSON);
    }

    private static void refused(String body, String field) {
        asOrganizer().body(body)
                .post("/api/competitions")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("status", equalTo(400))
                .body("errors.field", contains(field));
    }
}
