package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;

/**
 * The players' public names for tournament-service's service account (role roster-reader), since
 * Kafka carries ids only; after the erasure of the school's personal data, the anonymous names, and
 * a PersonalDataErased with ids only on the topic.
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class RosterNamesResourceTest {

    private static final String SERVICE = TestTokens.withRealmRoles("service-account-teamchess-tournament",
            Roles.ROSTER_READER);

    @Inject
    TestClock clock;

    @AfterEach
    void release() {
        clock.release();
    }

    @Test
    void aServiceAccountReadsTheNamesInRosterOrderAndTheAnonymousOnesAfterErasure() {
        UUID competitionId = Requests.openCompetition(",\"endsAt\":\""
                + LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusDays(3).withNano(0) + "\"");
        String coach = "coach-" + UUID.randomUUID();
        JsonPath submitted = Requests.apply(competitionId, coach, Requests.application());
        String teamId = submitted.getString("teamId");
        String names = "/api/competitions/" + competitionId + "/teams/" + teamId + "/roster-names";

        given().auth().oauth2(SERVICE).get(names).then().statusCode(200)
                .body("playerId", equalTo(submitted.getList("roster.playerId")))
                .body("displayName", equalTo(submitted.getList("roster.displayName")));
        given().auth().oauth2(SERVICE).get("/api/competitions/" + competitionId + "/teams/" + UUID.randomUUID()
                + "/roster-names").then().statusCode(404);

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            clock.advance(Duration.ofDays(4));
            given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                    .delete(Requests.applications(competitionId) + "/" + teamId + "/personal-data")
                    .then().statusCode(200);

            given().auth().oauth2(SERVICE).get(names).then().statusCode(200)
                    .body("displayName", contains("Доска 1", "Доска 2", "Доска 3", "Доска 4", "Запасной 1"));
            EventCodec codec = new EventCodec();
            List<ConsumerRecord<String, String>> erased = reader.readUntil(records -> records.stream()
                    .anyMatch(record -> record.value().contains("PersonalDataErased")
                            && teamId.equals(record.key())), Duration.ofSeconds(30)).stream()
                    .filter(record -> teamId.equals(record.key()) && record.value().contains("PersonalDataErased"))
                    .toList();
            assertEquals(1, erased.size());
            assertEquals(new PersonalDataErased(competitionId, UUID.fromString(teamId)),
                    codec.decode(erased.get(0).value()).data());
            for (String surname : submitted.getList("roster.surname", String.class)) {
                assertFalse(erased.get(0).value().contains(surname), "ids only: " + erased.get(0).value());
            }
        }
    }
}
