package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * Issue 18's bad input to the tournament API: each a 400 (or 413) problem naming the field, and
 * nothing stored. A board result body of {} was a 500.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class InputHygieneTest {

    private static final String PROBLEM_JSON = "application/problem+json";
    private static final ObjectMapper JSON = new ObjectMapper();

    @Inject
    ProcessedEvents processed;

    private Map<String, Object> tournament(UUID competitionId) {
        return Tournaments.roundRobin(competitionId, Competitions.register(competitionId, 2, 4, processed));
    }

    private static ValidatableResponse post(String body) {
        return given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments").then();
    }

    private static void nothingStoredFor(UUID competitionId) {
        given().get("/api/tournaments").then()
                .statusCode(200)
                .body("competitionId", not(hasItem(competitionId.toString())));
    }

    @Test
    void nulInTheTournamentsNameIsRefusedByName() {
        UUID competitionId = UUID.randomUUID();
        Map<String, Object> body = tournament(competitionId);
        body.put("name", "Первенство\u0000");
        post(toJson(body))
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("name"))
                .body("errors.message", contains(startsWith("must not contain the control character U+0000")));
        nothingStoredFor(competitionId);
    }

    @Test
    void rightToLeftOverrideInTheNameIsRefusedByName() {
        UUID competitionId = UUID.randomUUID();
        Map<String, Object> body = tournament(competitionId);
        body.put("name", "\u202eкол\u0448");
        post(toJson(body)).statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("name"));
        nothingStoredFor(competitionId);
    }

    @Test
    void aFirstRoundIn1899OrIn2100IsRefusedByName() {
        UUID competitionId = UUID.randomUUID();
        Map<String, Object> body = tournament(competitionId);
        for (String start : List.of("1899-12-30T13:00", "2100-01-01T13:00")) {
            body.put("firstRoundStart", start);
            post(toJson(body)).statusCode(400).contentType(PROBLEM_JSON)
                    .body("errors.field", contains("firstRoundStart"))
                    .body("errors.message", contains("must be within 30 years before and 5 years after now"));
        }
        nothingStoredFor(competitionId);
    }

    @Test
    void trailingJsonIsRefused() {
        UUID competitionId = UUID.randomUUID();
        String body = toJson(tournament(competitionId));
        post(body + " }{").statusCode(400).contentType(PROBLEM_JSON);
        post(body + body).statusCode(400).contentType(PROBLEM_JSON)
                .body("detail", startsWith("The request body has more after its JSON value"));
        nothingStoredFor(competitionId);
    }

    @Test
    void tenMegabytesAre413AsAProblem() {
        UUID competitionId = UUID.randomUUID();
        Map<String, Object> body = tournament(competitionId);
        body.put("name", "x".repeat(10 * 1024 * 1024));
        post(toJson(body)).statusCode(413).contentType(PROBLEM_JSON)
                .body("status", equalTo(413));
        nothingStoredFor(competitionId);
    }

    @Test
    void aBoardResultWithoutResultIsRefusedByNameAndNothingChanges() {
        UUID competitionId = UUID.randomUUID();
        JsonPath created = Tournaments.create(tournament(competitionId));
        String match = "/api/tournaments/" + created.getString("id") + "/matches/"
                + created.getString("rounds[0].matches[0].matchId");
        String arbiter = TestTokens.withRealmRoles("arbiter-hygiene", Roles.ARBITER);
        given().auth().oauth2(arbiter).contentType(ContentType.JSON).body("{}")
                .put(match + "/boards/1/result").then()
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("result", "reason"));
        given().auth().oauth2(arbiter).contentType(ContentType.JSON).body("{\"reason\":\"Неверно записан\"}")
                .put(match + "/boards/1/result").then()
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("result"));
        given().auth().oauth2(arbiter).contentType(ContentType.JSON)
                .body("{\"result\":\"1-0\",\"reason\":\"Неверно\u0000 записан\"}")
                .put(match + "/boards/1/result").then()
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("reason"));
        given().get(match).then().statusCode(200)
                .body("boards.result", everyItem(nullValue()));
    }

    @Test
    void nulInAPathParameterIsRefusedByName() {
        given().urlEncodingEnabled(false).get("/api/tournaments/abc%00def").then()
                .statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("id"));
    }

    private static String toJson(Map<String, Object> body) {
        try {
            return JSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
