package org.teamchess.system;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A competition opened by an organizer and schools' applications to it, over registration-service's
 * REST API, with the regulation's default team rule (boards 1-3 boys, board 4 a girl, reserves a boy
 * and a girl).
 */
final class Applications {

    private Applications() {
    }

    /** Opens a competition whose applications close in an hour; returns its id. */
    static UUID openCompetition(String organizer) {
        String deadline = LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusHours(1)
                .truncatedTo(ChronoUnit.MINUTES).toString();
        return UUID.fromString(given().auth().oauth2(organizer).contentType(ContentType.JSON)
                .body(Map.of("name", "Первенство школ " + UUID.randomUUID(), "deadline", deadline))
                .post(Platform.REGISTRATION + "/api/competitions")
                .then().statusCode(201)
                .extract().path("id"));
    }

    /** A full application (seed 000 Appendix 1) by the coach; returns the accepted application. */
    static JsonPath apply(UUID competition, String coach, String school, List<Map<String, Object>> roster) {
        Map<String, Object> application = Map.of(
                "schoolName", school,
                "municipality", "Анадырь",
                "leader", Map.of("fullName", "Киншова Ольга Васильевна", "position", "учитель информатики",
                        "phone", "8-924-665-93-75", "email", "kinshova@example.org"),
                "director", Map.of("fullName", "Алеев Александр Юрьевич", "phone", "+7 (927) 154 82 92"),
                "roster", roster,
                "agreements", Map.of("fairPlay", true, "technicalMeans", true, "parentalConsent", true));
        return given().auth().oauth2(coach).contentType(ContentType.JSON)
                .body(application)
                .post(Platform.REGISTRATION + "/api/competitions/" + competition + "/applications")
                .then().statusCode(201)
                .extract().jsonPath();
    }

    /** The coach's own application as he sees it, invitation codes included. */
    static JsonPath mine(UUID competition, String coach) {
        return given().auth().oauth2(coach)
                .get(Platform.REGISTRATION + "/api/competitions/" + competition + "/applications/mine")
                .then().statusCode(200)
                .extract().jsonPath();
    }

    /** A roster line. */
    static Map<String, Object> player(String surname, String firstName, int grade, String birthDate,
            String gender) {
        return Map.of("surname", surname, "firstName", firstName, "grade", grade, "birthDate", birthDate,
                "gender", gender);
    }

    /** A child with a patronymic as well. */
    static Map<String, Object> player(String surname, String firstName, String patronymic, int grade,
            String birthDate, String gender) {
        return Map.of("surname", surname, "firstName", firstName, "patronymic", patronymic, "grade", grade,
                "birthDate", birthDate, "gender", gender);
    }
}
