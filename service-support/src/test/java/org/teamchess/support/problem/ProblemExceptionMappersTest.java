package org.teamchess.support.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import org.junit.jupiter.api.Test;
import org.teamchess.support.SupportTestProfile;

@QuarkusTest
@TestProfile(SupportTestProfile.class)
class ProblemExceptionMappersTest {

    private static final String PROBLEM_JSON = "application/problem+json";
    private static final String VALID_SAMPLE =
            "{\"title\":\"Cup\",\"count\":2,\"entries\":[{\"name\":\"Анна\",\"grade\":5}]}";

    @Test
    void problemExceptionKeepsItsStatusAndDetail() {
        given().get("/test/problems/missing")
                .then()
                .statusCode(404)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("about:blank"))
                .body("title", equalTo("Not Found"))
                .body("status", equalTo(404))
                .body("detail", equalTo("No sample 42"))
                .body("instance", equalTo("/test/problems/missing"))
                .body("errors", nullValue());
    }

    @Test
    void problemExceptionWithATypeCarriesTypeAndTitle() {
        given().get("/test/problems/closed")
                .then()
                .statusCode(409)
                .contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:deadline-passed"))
                .body("title", equalTo("Application deadline passed"))
                .body("detail", equalTo("Applications closed at noon"));
    }

    @Test
    void validBodyPasses() {
        given().contentType(ContentType.JSON).body(VALID_SAMPLE)
                .post("/test/problems/samples")
                .then()
                .statusCode(200)
                .body("entries[0].name", equalTo("Анна"));
    }

    @Test
    void everyConstraintViolationOfTheBodyIsAFieldError() {
        given().contentType(ContentType.JSON)
                .body("{\"title\":\"\",\"count\":0,\"entries\":[{\"name\":\"Анна\",\"grade\":5},"
                        + "{\"name\":\" \",\"grade\":12}]}")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Bad Request"))
                .body("detail", equalTo("The request has 4 invalid fields"))
                .body("instance", equalTo("/test/problems/samples"))
                .body("errors.field", contains("count", "entries[1].grade", "entries[1].name", "title"))
                .body("errors.message", contains("must be greater than or equal to 1",
                        "must be less than or equal to 11", "must not be blank", "must not be blank"));
    }

    @Test
    void missingBodyIsAFieldErrorOfTheParameter() {
        given().contentType(ContentType.JSON)
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("sample"))
                .body("errors.message", contains("must not be null"));
    }

    @Test
    void invalidQueryParameterIsNamed() {
        given().queryParam("page", 0)
                .get("/test/problems/pages")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("page"));
    }

    @Test
    void wrongJsonTypeNamesTheField() {
        given().contentType(ContentType.JSON)
                .body("{\"title\":\"Cup\",\"count\":\"many\",\"entries\":[]}")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("count"))
                .body("errors.message", contains("cannot be read as a whole number"));
    }

    @Test
    void wrongJsonTypeInsideAListNamesTheElement() {
        given().contentType(ContentType.JSON)
                .body("{\"title\":\"Cup\",\"count\":1,\"entries\":[{\"name\":\"Анна\",\"grade\":5},"
                        + "{\"name\":\"Олег\",\"grade\":\"twelfth\"}]}")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .body("errors.field", contains("entries[1].grade"));
    }

    @Test
    void unreadableDateNamesTheFieldAndTheFormat() {
        given().contentType(ContentType.JSON)
                .body("{\"title\":\"Cup\",\"count\":1,\"entries\":[],\"day\":\"tomorrow\"}")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .body("errors.field", contains("day"))
                .body("errors.message", contains("cannot be read as a date like 2026-03-01"));
    }

    @Test
    void objectWhereAListBelongsNamesTheField() {
        given().contentType(ContentType.JSON)
                .body("{\"title\":\"Cup\",\"count\":1,\"entries\":{\"name\":\"Анна\"}}")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .body("errors.field", contains("entries"))
                .body("errors.message", contains("must be an array"));
    }

    @Test
    void malformedJsonIsABadRequestWithItsPosition() {
        given().contentType(ContentType.JSON)
                .body("{\"title\": \"Cup\",")
                .post("/test/problems/samples")
                .then()
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("detail", startsWith("The request body is not valid JSON at line 1"))
                .body("errors", nullValue());
    }

    @Test
    void webApplicationExceptionKeepsItsStatusAndMessage() {
        given().get("/test/problems/gone")
                .then()
                .statusCode(404)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Not Found"))
                .body("detail", equalTo("No such sample"));
    }

    @Test
    void wrongMethodIs405WithAllow() {
        given().contentType(ContentType.JSON).body(VALID_SAMPLE)
                .put("/test/problems/samples")
                .then()
                .statusCode(405)
                .contentType(PROBLEM_JSON)
                .body("status", equalTo(405))
                .body("title", equalTo("Method Not Allowed"));
    }

    @Test
    void wrongContentTypeIs415() {
        given().contentType(ContentType.TEXT).body("title=Cup")
                .post("/test/problems/samples")
                .then()
                .statusCode(415)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Unsupported Media Type"));
    }

    @Test
    void anonymousCallerGets401WithABearerChallenge() {
        given().get("/test/problems/organizers")
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON)
                .header("WWW-Authenticate", startsWith("Bearer"))
                .body("title", equalTo("Unauthorized"))
                .body("instance", equalTo("/test/problems/organizers"));
    }

    @Test
    void callerWithoutTheRoleGets403() {
        given().auth().preemptive().basic("coach", "coach-test-only").get("/test/problems/organizers")
                .then()
                .statusCode(403)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Forbidden"));
    }

    @Test
    void callerWithTheRolePasses() {
        given().auth().preemptive().basic("organizer", "organizer-test-only").get("/test/problems/organizers")
                .then()
                .statusCode(200);
    }

    @Test
    void unexpectedExceptionIs500WithACorrelationIdAndNoInternals() {
        given().get("/test/problems/broken")
                .then()
                .statusCode(500)
                .contentType(PROBLEM_JSON)
                .body("title", equalTo("Internal Server Error"))
                .body("instance", startsWith("urn:uuid:"))
                .body("detail", allOf(containsString("quote"), not(containsString("secret"))))
                .body(not(containsString("IllegalStateException")));
    }

    @Test
    void invalidReturnValueIsTheServersFault() {
        given().get("/test/problems/blank")
                .then()
                .statusCode(500)
                .contentType(PROBLEM_JSON)
                .body("instance", startsWith("urn:uuid:"));
    }
}
