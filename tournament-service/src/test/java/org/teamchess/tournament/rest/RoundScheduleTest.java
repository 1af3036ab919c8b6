package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
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

/** An organizer moves a round not yet published, with a reason; every change is in the audit trail. */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class RoundScheduleTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    ProcessedEvents processed;

    @Test
    void aRoundNotYetPublishedMovesWithItsMatchesAndTheAuditSaysWhoAndWhy() {
        String organizer = TestTokens.withRealmRoles("Ольга Киншова", Roles.ORGANIZER);
        LocalDate first = LocalDate.now(ZoneId.of("Asia/Anadyr")).plusDays(30);
        String id = create(organizer, first);
        LocalDateTime moved = first.plusDays(8).atTime(LocalTime.of(15, 30));

        given().auth().oauth2(organizer).contentType(ContentType.JSON)
                .body(Map.of("start", moved.toString(), "reason", "Каникулы в школах Билибино"))
                .put("/api/tournaments/" + id + "/rounds/2/start")
                .then().statusCode(200)
                .body("rounds[1].scheduledStartLocal", equalTo(moved + ":00+12:00"))
                .body("rounds[1].matches.scheduledStartLocal", everyItem(equalTo(moved + ":00+12:00")));

        given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER))
                .get("/api/tournaments/" + id + "/audit")
                .then().statusCode(200)
                .body("action", contains("created", "round-moved"))
                .body("actor", everyItem(equalTo("Ольга Киншова")))
                .body("[1].reason", equalTo("Каникулы в школах Билибино"))
                .body("[1].detail", equalTo("Round 2 moved from " + first.plusDays(7).atTime(13, 0) + " to " + moved));
    }

    @Test
    void aPublishedRoundIsNotMovedAndTheRoundsKeepTheirOrder() {
        String organizer = Tournaments.organizer();
        LocalDate first = LocalDate.now(ZoneId.of("Asia/Anadyr")).plusDays(30);
        String id = create(organizer, first);

        move(organizer, id, 1, Map.of("start", first.plusDays(1).atTime(13, 0).toString(), "reason", "позже"))
                .statusCode(409).contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:round-published"));
        move(organizer, id, 2, Map.of("start", first.minusDays(1).atTime(13, 0).toString(), "reason", "раньше"))
                .statusCode(400).body("errors.field", contains("start"));
        move(organizer, id, 2, Map.of("start", first.plusDays(14).atTime(13, 0).toString(), "reason", " "))
                .statusCode(400).body("errors.field", containsInAnyOrder("start", "reason"));
        move(organizer, id, 2, Map.of("start", "2020-01-01T13:00", "reason", "в прошлое"))
                .statusCode(400).body("errors.field", contains("start"));
        move(organizer, id, 9, Map.of("start", first.plusDays(8).atTime(13, 0).toString(), "reason", "нет тура"))
                .statusCode(404).contentType(PROBLEM_JSON);
        move(TestTokens.withRealmRoles("coach", Roles.COACH), id, 2,
                Map.of("start", first.plusDays(8).atTime(13, 0).toString(), "reason", "тренер"))
                .statusCode(403);
        given().auth().oauth2(TestTokens.withRealmRoles("coach", Roles.COACH)).get("/api/tournaments/" + id + "/audit")
                .then().statusCode(403);

        // Publishing early is an audited change too.
        given().auth().oauth2(organizer).post("/api/tournaments/" + id + "/rounds/2/publish").then().statusCode(200);
        given().auth().oauth2(organizer).get("/api/tournaments/" + id + "/audit")
                .then().body("action", contains("created", "round-published"));
        given().auth().oauth2(organizer).get("/api/tournaments/" + UUID.randomUUID() + "/audit")
                .then().statusCode(404).contentType(PROBLEM_JSON);
    }

    private String create(String organizer, LocalDate firstRound) {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("firstRoundStart", firstRound.atTime(13, 0).toString());
        return given().auth().oauth2(organizer).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(201)
                .extract().jsonPath().getString("id");
    }

    private static ValidatableResponse move(String token, String id, int round, Map<String, Object> body) {
        return given().auth().oauth2(token).contentType(ContentType.JSON).body(body)
                .put("/api/tournaments/" + id + "/rounds/" + round + "/start")
                .then();
    }
}
