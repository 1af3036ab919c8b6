package org.teamchess.registration.messaging;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicWriter;

@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class TournamentEventsConsumerTest {

    private static final Duration CONSUMED_WITHIN = Duration.ofSeconds(30);

    private final EventCodec codec = new EventCodec();

    @Inject
    ProcessedEvents processedEvents;

    @Inject
    MeterRegistry meters;

    @Test
    void matchScheduledDeliveredTwiceIsRecordedOnce() {
        UUID competitionId = Requests.openCompetition();
        JsonPath home = submit(competitionId, "coach-" + UUID.randomUUID());
        JsonPath away = submit(competitionId, "coach-" + UUID.randomUUID());
        MatchScheduled match = new MatchScheduled(UUID.randomUUID(), competitionId, 1, List.of(
                new BoardPairing(1, UUID.randomUUID(), player(home, 0), player(away, 0)),
                new BoardPairing(2, UUID.randomUUID(), player(away, 1), player(home, 1))),
                TimeControl.parse("90+30").orElseThrow(), Instant.parse("2026-03-07T10:00:00Z"));
        EventEnvelope<MatchScheduled> event =
                EventEnvelope.of(UUID.randomUUID(), "tournament-service", Instant.now(), match);
        double handledBefore = consumed("handled");
        double duplicatesBefore = consumed("duplicate");

        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), codec.encodeToString(event));
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), codec.encodeToString(event));

        await().atMost(CONSUMED_WITHIN).until(() -> consumed("duplicate") > duplicatesBefore);
        assertEquals(handledBefore + 1, consumed("handled"), "handled once");
        assertEquals(duplicatesBefore + 1, consumed("duplicate"), "the second delivery skipped");
        assertEquals(true, processedEvents.isProcessed(event.id()));
        given().auth().oauth2(TestTokens.withRealmRoles("organizer", Roles.ORGANIZER))
                .get("/api/competitions/" + competitionId + "/applications")
                .then()
                .statusCode(200)
                .body("scheduledMatches", contains(List.of(match.matchId().toString()),
                        List.of(match.matchId().toString())));
    }

    @Test
    void unreadableRecordIsSkippedAndTheChannelGoesOn() {
        UUID competitionId = Requests.openCompetition();
        String homeCoach = "coach-" + UUID.randomUUID();
        JsonPath home = submit(competitionId, homeCoach);
        JsonPath away = submit(competitionId, "coach-" + UUID.randomUUID());
        MatchScheduled match = new MatchScheduled(UUID.randomUUID(), competitionId, 2, List.of(
                new BoardPairing(1, UUID.randomUUID(), player(home, 0), player(away, 0))),
                TimeControl.parse("90+30").orElseThrow(), Instant.parse("2026-03-08T10:00:00Z"));
        EventEnvelope<MatchScheduled> event =
                EventEnvelope.of(UUID.randomUUID(), "tournament-service", Instant.now(), match);
        double unreadableBefore = consumed("unreadable", "unreadable");

        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), "{\"type\":\"not an event\"}");
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), codec.encodeToString(event));

        await().atMost(CONSUMED_WITHIN).until(() -> processedEvents.isProcessed(event.id()));
        assertEquals(unreadableBefore + 1, consumed("unreadable", "unreadable"));
        given().auth().oauth2(TestTokens.withRealmRoles(homeCoach, Roles.COACH))
                .get("/api/competitions/" + competitionId + "/applications/mine")
                .then()
                .statusCode(200)
                .body("scheduledMatches", contains(match.matchId().toString()));
    }

    private double consumed(String outcome) {
        return consumed("MatchScheduled", outcome);
    }

    private double consumed(String type, String outcome) {
        Counter counter = meters.find(TournamentEventsConsumer.CONSUMED)
                .tags("type", type, "outcome", outcome)
                .counter();
        return counter == null ? 0 : counter.count();
    }

    private static JsonPath submit(UUID competitionId, String coach) {
        return given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .contentType(ContentType.JSON).body(Requests.application())
                .post("/api/competitions/" + competitionId + "/applications")
                .then()
                .statusCode(201)
                .extract().jsonPath();
    }

    private static UUID player(JsonPath application, int index) {
        return UUID.fromString(application.getString("roster[" + index + "].playerId"));
    }
}
