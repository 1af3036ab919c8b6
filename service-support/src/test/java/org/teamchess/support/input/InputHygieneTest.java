package org.teamchess.support.input;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;
import org.teamchess.support.SupportTestProfile;

@QuarkusTest
@TestProfile(SupportTestProfile.class)
class InputHygieneTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    private static String team(String name, String surname, String title, String noteKey) {
        LocalDateTime nextMonth = LocalDateTime.now(ZoneOffset.UTC).plusMonths(1).withNano(0);
        return "{\"name\":\"" + name + "\",\"players\":[{\"surname\":\"Иванова\",\"titles\":[]},"
                + "{\"surname\":\"" + surname + "\",\"titles\":[\"КМС\",\"" + title + "\"]}],"
                + "\"notes\":{\"" + noteKey + "\":\"ok\"},\"firstRound\":\"" + nextMonth + "\"}";
    }

    @Test
    void cleanTextPasses() {
        given().contentType(ContentType.JSON)
                .body(team("Школа №1\\tЛицей", "Петров", "1 разряд", "зал"))
                .post("/test/hygiene/teams")
                .then()
                .statusCode(200)
                .body("name", equalTo("Школа №1\tЛицей"));
    }

    @Test
    void nulInAFieldNamesTheField() {
        given().contentType(ContentType.JSON)
                .body(team("Школа\\u0000", "Петров", "КМС", "зал"))
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("name"))
                .body("errors.message", contains("must not contain the control character U+0000 (at character 6)"));
    }

    @Test
    void bidiOverrideInANestedNameNamesThePath() {
        given().contentType(ContentType.JSON)
                .body(team("Школа", "\\u202eвортеП", "КМС", "зал"))
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("players[1].surname"))
                .body("errors.message", contains("must not contain the bidirectional control U+202E (at character 1)"));
    }

    @Test
    void zeroWidthCharacterInAListElementNamesTheElement() {
        given().contentType(ContentType.JSON)
                .body(team("Школа", "Петров", "К\\u200bМС", "зал"))
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .body("errors.field", contains("players[1].titles[1]"))
                .body("errors.message", contains("must not contain the zero-width character U+200B (at character 2)"));
    }

    @Test
    void controlCharacterInAMapKeyIsRefused() {
        given().contentType(ContentType.JSON)
                .body(team("Школа", "Петров", "КМС", "з\\u0007ал"))
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("notes"));
    }

    @Test
    void trailingJsonIsRefused() {
        given().contentType(ContentType.JSON)
                .body(team("Школа", "Петров", "КМС", "зал") + " {\"name\":\"second\"}")
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("detail", startsWith("The request body has more after its JSON value"));
    }

    @Test
    void trailingCloseBracketIsRefused() {
        given().contentType(ContentType.JSON)
                .body(team("Школа", "Петров", "КМС", "зал") + " }{")
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void nulInAPathParameterNamesIt() {
        given().urlEncodingEnabled(false)
                .get("/test/hygiene/codes/AB%00CD")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("code"))
                .body("errors.message", contains("must not contain the control character U+0000 (at character 3)"));
    }

    @Test
    void bidiOverrideInAQueryParameterNamesIt() {
        given().urlEncodingEnabled(false)
                .get("/test/hygiene/codes/ABCD?school=%E2%80%AE1")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("school"));
    }

    @Test
    void aVeryLongQueryIsRefusedAsAProblem() {
        given().get("/test/hygiene/codes/ABCD?school=" + "x".repeat(10_000))
                .then()
                .statusCode(414)
                .contentType(PROBLEM_JSON)
                .body("status", equalTo(414))
                .body("detail", containsString("more than 8192"));
    }

    @Test
    void cleanParametersPass() {
        given().get("/test/hygiene/codes/ABCD?school=Лицей 2")
                .then()
                .statusCode(200)
                .body(equalTo("ABCD/Лицей 2"));
    }

    @Test
    void scheduledMomentsOutsideTheWindowNameTheirFields() {
        given().contentType(ContentType.JSON)
                .body("{\"name\":\"Школа\",\"players\":[],\"firstRound\":\"1899-12-31T13:00\","
                        + "\"deadline\":\"2100-01-01T00:00:00Z\"}")
                .post("/test/hygiene/teams")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("deadline", "firstRound"))
                .body("errors.message", contains("must be within 1 year before and 5 years after now",
                        "must be within 1 year before and 5 years after now"));
    }

    @Test
    void oversizedBodyIs413Problem() {
        String big = "{\"name\":\"" + "x".repeat(2 * 1024 * 1024) + "\",\"players\":[]}";
        given().contentType(ContentType.JSON)
                .body(big)
                .post("/test/hygiene/teams")
                .then()
                .statusCode(413)
                .contentType(PROBLEM_JSON)
                .body("status", equalTo(413))
                .body("title", equalTo("Content Too Large"))
                .body("detail", equalTo("The request body is larger than 1048576 bytes"));
    }

    @Test
    void responsesCarryTheSecurityHeaders() {
        given().get("/test/hygiene/codes/ABCD")
                .then()
                .statusCode(200)
                .header("Content-Security-Policy", startsWith("default-src 'none'; frame-ancestors 'none'"))
                .header("X-Content-Type-Options", equalTo("nosniff"))
                .header("X-Frame-Options", equalTo("DENY"))
                .header("Referrer-Policy", equalTo("no-referrer"))
                .body(equalTo("ABCD/null"));
    }
}
