package org.teamchess.registration.messaging;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.EventType;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;

/**
 * A team's life on the real broker: registered, its roster, an edit that changes only contacts
 * (no event), an edit that changes the roster, a player linked, the team withdrawn. No personal
 * data in any record.
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class RegistrationEventsTest {

    private final EventCodec codec = new EventCodec();

    @Test
    void aTeamsLifeIsAnnouncedWithIdsAndItsPublicNameOnly() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        Map<String, Object> data = Requests.applicationData();
        // The school's name and municipality are the team's public name (TeamRegistered.teamName);
        // the coach's account id lets tournament-service accept his line-ups (coachSubject).
        // The competition's composition rule is the regulation's; the players' names, even the
        // display names opponents see, never travel (RosterChanged version 2: ids only).
        List<String> personal = new ArrayList<>(List.of("Киншова", "Алеев",
                "79246659375", "kinshova", "Сергеевич", "Петровна", Requests.birthDateFor(9).toString()));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> roster = (List<Map<String, Object>>) data.get("roster");
        roster.forEach(player -> {
            personal.add((String) player.get("surname"));
            personal.add((String) player.get("firstName"));
        });

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            JsonPath submitted = Requests.apply(competitionId, coach, Requests.json(data));
            UUID teamId = UUID.fromString(submitted.getString("teamId"));
            List<UUID> players = ids(submitted);

            Requests.with(data, "leader.email", "other@mail.ru");
            put(competitionId, teamId, coach, Requests.json(data));
            roster.add(1, roster.remove(0));
            JsonPath swapped = put(competitionId, teamId, coach, Requests.json(data));
            String account = "player-" + UUID.randomUUID();
            given().auth().oauth2(TestTokens.withRealmRoles(account, Roles.PLAYER))
                    .post("/api/invitations/" + submitted.getString("roster[0].invitationCode") + "/redeem")
                    .then().statusCode(200);
            given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                    .post(Requests.applications(competitionId) + "/" + teamId + "/withdrawal")
                    .then().statusCode(200);

            List<ConsumerRecord<String, String>> records = reader.readUntil(
                    read -> read.stream().filter(record -> teamId.toString().equals(record.key())).count() >= 5,
                    Duration.ofSeconds(30)).stream()
                    .filter(record -> teamId.toString().equals(record.key()))
                    .toList();
            List<EventEnvelope<EventPayload>> events = records.stream().map(r -> codec.decode(r.value())).toList();
            assertEquals(List.of(EventType.TEAM_REGISTERED, EventType.ROSTER_CHANGED, EventType.ROSTER_CHANGED,
                    EventType.PLAYER_LINKED, EventType.TEAM_WITHDRAWN),
                    events.stream().map(EventEnvelope::type).toList());
            assertEquals(new TeamRegistered(competitionId, teamId, UUID.fromString(submitted.getString("schoolId")), 4,
                    data.get("schoolName") + ", Анадырь", coach, List.of("male", "male", "male", "female", "male",
                            "female")), events.get(0).data());
            assertEquals(new RosterChanged(competitionId, teamId, players), events.get(1).data());
            List<UUID> swappedIds = ids(swapped);
            assertEquals(List.of(players.get(1), players.get(0)), swappedIds.subList(0, 2));
            assertEquals(new RosterChanged(competitionId, teamId, swappedIds), events.get(2).data());
            assertEquals(new PlayerLinked(competitionId, teamId, players.get(0), account), events.get(3).data());
            assertEquals(new TeamWithdrawn(competitionId, teamId), events.get(4).data());
            for (ConsumerRecord<String, String> record : records) {
                for (String text : personal) {
                    assertFalse(record.value().contains(text), "no " + text + " on Kafka: " + record.value());
                    record.headers().forEach(header -> assertFalse(
                            new String(header.value(), java.nio.charset.StandardCharsets.UTF_8).contains(text),
                            "no " + text + " in header " + header.key()));
                }
            }
            long all = reader.readFor(Duration.ofSeconds(2)).stream()
                    .filter(record -> teamId.toString().equals(record.key()))
                    .count();
            assertEquals(5, all, "no further events of the team");
        }
    }

    private static JsonPath put(UUID competitionId, UUID teamId, String coach, String body) {
        return given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .contentType(ContentType.JSON).body(body)
                .put(Requests.applications(competitionId) + "/" + teamId)
                .then().statusCode(200).extract().jsonPath();
    }

    private static List<UUID> ids(JsonPath application) {
        return application.getList("roster.playerId", String.class).stream().map(UUID::fromString).toList();
    }
}
