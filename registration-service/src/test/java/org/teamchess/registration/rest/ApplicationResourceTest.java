package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.EventType;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.registration.AdjustableClock;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.registration.Tokens;
import org.teamchess.testsupport.TopicReader;

@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class ApplicationResourceTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    private final EventCodec codec = new EventCodec();

    @Inject
    AdjustableClock clock;

    @AfterEach
    void realTime() {
        clock.reset();
    }

    @Test
    void coachApplicationIsStoredAndAnnouncedWithoutPersonalData() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        String body = Requests.application();

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            JsonPath submitted = given().auth().oauth2(Tokens.coach(coach))
                    .contentType(ContentType.JSON).body(body)
                    .post(applications(competitionId))
                    .then()
                    .statusCode(201)
                    .header("Location", endsWith(applications(competitionId) + "/mine"))
                    .body("competitionId", equalTo(competitionId.toString()))
                    .body("municipality", equalTo("Анадырь"))
                    .body("arrival", equalTo(1))
                    .body("roster.board", contains(1, 2, 3, 4, 5))
                    .body("roster.reserve", contains(false, false, false, false, true))
                    .body("roster.displayName", contains("Иван Петров", "Олег Смирнов", "Pavel O'Neil",
                            "Анна-Мария Кузнецова", "Пётр Иванов"))
                    .body("roster.grade", contains(9, 8, 7, 6, 5))
                    .body("scheduledMatches", empty())
                    .extract().jsonPath();
            String teamId = submitted.getString("teamId");

            List<ConsumerRecord<String, String>> records = reader.readUntil(
                    read -> read.stream().anyMatch(record -> teamId.equals(record.key())),
                    Duration.ofSeconds(30));
            ConsumerRecord<String, String> record = records.stream()
                    .filter(candidate -> teamId.equals(candidate.key()))
                    .findFirst().orElseThrow();
            EventEnvelope<EventPayload> event = codec.decode(record.value());
            assertEquals(EventType.TEAM_REGISTERED, event.type());
            assertEquals("registration-service", event.source());
            assertEquals(new TeamRegistered(competitionId, UUID.fromString(teamId),
                    UUID.fromString(submitted.getString("schoolId")), 4), event.data());
            for (String personal : List.of("Петров", "Анадырь", "МБОУ", coach)) {
                assertFalse(record.value().contains(personal), "no " + personal + " on Kafka");
            }
        }

        given().auth().oauth2(Tokens.coach(coach))
                .get(applications(competitionId) + "/mine")
                .then()
                .statusCode(200)
                .contentType(ContentType.JSON)
                .body("roster.displayName", hasItem("Pavel O'Neil"));
        given().auth().oauth2(Tokens.organizer())
                .get(applications(competitionId))
                .then()
                .statusCode(200)
                .body("arrival", contains(1))
                .body("[0].roster.size()", equalTo(5));
    }

    @Test
    void applicationsAreNumberedInOrderOfArrival() {
        UUID competitionId = Requests.openCompetition();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application()).statusCode(201);
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application())
                .statusCode(201)
                .body("arrival", equalTo(2));

        given().auth().oauth2(Tokens.organizer())
                .get(applications(competitionId))
                .then()
                .statusCode(200)
                .body("arrival", contains(1, 2));
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

        given().auth().oauth2(Tokens.organizer())
                .get(applications(competitionId))
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
        String body = Requests.application();
        submit(competitionId, "coach-" + UUID.randomUUID(), body).statusCode(201);

        submit(competitionId, "coach-" + UUID.randomUUID(), body.replace("МБОУ", "мбоу  "))
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

    @Test
    void blankSchoolNameIsRefusedByName() {
        refused(Requests.application().replaceFirst("\"schoolName\":\"[^\"]*\"", "\"schoolName\":\"\""),
                "schoolName");
    }

    @Test
    void missingMunicipalityIsRefusedByName() {
        refused(Requests.application().replace("\"municipality\":\"Анадырь\",", ""), "municipality");
    }

    @Test
    void missingRosterIsRefusedByName() {
        refused("{\"schoolName\":\"Школа № 5\",\"municipality\":\"Анадырь\"}", "roster");
    }

    @Test
    void rosterShorterThanTheBoardsIsRefusedByName() {
        refused("{\"schoolName\":\"Школа " + UUID.randomUUID() + "\",\"municipality\":\"Анадырь\","
                + "\"roster\":[{\"displayName\":\"Иван Петров\",\"grade\":9}]}", "roster");
    }

    @Test
    void gradeOutsideTheCompetitionsRangeIsRefusedByName() {
        refused(Requests.application().replace("\"grade\":5", "\"grade\":4"), "roster[4].grade");
    }

    @Test
    void gradeBeyondSchoolIsRefusedByName() {
        refused(Requests.application().replace("\"grade\":9", "\"grade\":12"), "roster[0].grade");
    }

    @Test
    void gradeThatIsNotANumberIsRefusedByName() {
        refused(Requests.application().replace("\"grade\":8", "\"grade\":\"eighth\""), "roster[1].grade");
    }

    @Test
    void nameWithDigitsIsRefusedByName() {
        refused(Requests.application().replace("Олег Смирнов", "Oleg 2000"), "roster[1].displayName");
    }

    @Test
    void everyInvalidFieldIsNamedAtOnce() {
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(),
                "{\"schoolName\":\"\",\"municipality\":\"\",\"roster\":[{\"displayName\":\"X\",\"grade\":0}]}")
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains("municipality", "roster[0].displayName",
                        "roster[0].grade", "schoolName"));
    }

    @Test
    void anonymousCallerIs401Problem() {
        UUID competitionId = Requests.openCompetition();
        given().contentType(ContentType.JSON).body(Requests.application())
                .post(applications(competitionId))
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON);
        given().get(applications(competitionId) + "/mine")
                .then()
                .statusCode(401)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void organizerMayNotSubmitAnApplication() {
        given().auth().oauth2(Tokens.organizer())
                .contentType(ContentType.JSON).body(Requests.application())
                .post(applications(Requests.openCompetition()))
                .then()
                .statusCode(403)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void coachMayNotListEveryApplication() {
        given().auth().oauth2(Tokens.coach("coach-" + UUID.randomUUID()))
                .get(applications(Requests.openCompetition()))
                .then()
                .statusCode(403)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void coachWithoutAnApplicationGets404ForHisOwn() {
        given().auth().oauth2(Tokens.coach("coach-" + UUID.randomUUID()))
                .get(applications(Requests.openCompetition()) + "/mine")
                .then()
                .statusCode(404)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void coachSeesOnlyHisOwnApplication() {
        UUID competitionId = Requests.openCompetition();
        submit(competitionId, "coach-" + UUID.randomUUID(), Requests.application()).statusCode(201);

        given().auth().oauth2(Tokens.coach("coach-" + UUID.randomUUID()))
                .get(applications(competitionId) + "/mine")
                .then()
                .statusCode(404);
    }

    private static String applications(UUID competitionId) {
        return "/api/competitions/" + competitionId + "/applications";
    }

    private static ValidatableResponse submit(UUID competitionId, String coach,
            String body) {
        return given().auth().oauth2(Tokens.coach(coach))
                .contentType(ContentType.JSON).body(body)
                .post(applications(competitionId))
                .then();
    }

    private static void refused(String body, String field) {
        submit(Requests.openCompetition(), "coach-" + UUID.randomUUID(), body)
                .statusCode(400)
                .contentType(PROBLEM_JSON)
                .body("errors.field", contains(field));
    }
}
