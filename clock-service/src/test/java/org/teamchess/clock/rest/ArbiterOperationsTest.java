package org.teamchess.clock.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.service.ClockService;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;

/** Arbiters' clock operations: applied by the shared model at the service's "now", logged, announced. */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class ArbiterOperationsTest {

    private static final String PROBLEM = "application/problem+json";
    private static final EventCodec CODEC = new EventCodec();
    /** Ten minutes into a 30+0 game that started at 10:00. */
    private static final Instant NOW = Instant.parse("2026-03-07T10:10:00Z");
    private static final Instant START = NOW.minus(Duration.ofMinutes(10));
    private static final String ARBITER = "arbiter-7";

    @Inject
    ClockService clocks;

    @Inject
    TestClock time;

    @AfterEach
    void backToRealTime() {
        time.release();
    }

    private GameCreated runningGame(String timeControl) {
        time.fix(NOW);
        GameCreated game = TestGames.created(timeControl, START);
        clocks.setUp(game);
        return game;
    }

    private static ValidatableResponse post(UUID gameId, String operation, Map<String, Object> body, String token) {
        return given().auth().oauth2(token)
                .contentType(ContentType.JSON)
                .body(body)
                .when().post("/api/clocks/{gameId}/" + operation, gameId)
                .then();
    }

    private static ValidatableResponse asArbiter(UUID gameId, String operation, Map<String, Object> body) {
        return post(gameId, operation, body, TestTokens.withRealmRoles(ARBITER, "arbiter"));
    }

    @Test
    void anArbiterPausesAddsSetsAndResumesAndEveryOperationIsAnnouncedInOrder() {
        GameCreated game = runningGame("30+0");
        UUID gameId = game.gameId();

        asArbiter(gameId, "pause", Map.of("reason", "Art. 6.12.2: illegal move claimed"))
                .statusCode(200)
                .body("status", is("paused"))
                .body("whiteRemainingMillis", is(1_200_000))
                .body("deadline", nullValue());
        time.fix(NOW.plus(Duration.ofMinutes(5)));
        asArbiter(gameId, "add-time", Map.of("side", "black", "millis", 120_000, "reason", "Art. 7.4.2"))
                .statusCode(200)
                .body("whiteRemainingMillis", is(1_200_000))
                .body("blackRemainingMillis", is(1_920_000));
        asArbiter(gameId, "set-time", Map.of("side", "white", "millis", 300_000, "reason", "Art. 6.10.2"))
                .statusCode(200)
                .body("whiteRemainingMillis", is(300_000));
        time.fix(NOW.plus(Duration.ofMinutes(6)));
        asArbiter(gameId, "resume", Map.of("reason", "claim decided"))
                .statusCode(200)
                .body("status", is("running"))
                .body("deadline", is(NOW.plus(Duration.ofMinutes(11)).toString()));

        time.fix(NOW.plus(Duration.ofMinutes(7)));
        given().auth().oauth2(TestTokens.withRealmRoles("pupil", "player"))
                .when().get("/api/clocks/{gameId}", gameId)
                .then().statusCode(200)
                .body("whiteRemainingMillis", is(240_000))
                .body("blackRemainingMillis", is(1_920_000));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            List<EventPayload> announced = aboutGame(
                    reader.readUntil(read -> aboutGame(read, gameId).size() == 5, Duration.ofSeconds(30)), gameId);
            assertEquals(List.of(
                    new ClockStarted(gameId, game.timeControl(), START),
                    new ClockPaused(gameId, NOW, ARBITER, "Art. 6.12.2: illegal move claimed"),
                    new ClockTimeAdded(gameId, Side.BLACK, 120_000, NOW.plus(Duration.ofMinutes(5)), ARBITER,
                            "Art. 7.4.2"),
                    new ClockTimeSet(gameId, Side.WHITE, 300_000, NOW.plus(Duration.ofMinutes(5)), ARBITER,
                            "Art. 6.10.2"),
                    new ClockResumed(gameId, NOW.plus(Duration.ofMinutes(6)), ARBITER, "claim decided")),
                    announced);
        }
    }

    private static List<EventPayload> aboutGame(List<ConsumerRecord<String, String>> records, UUID gameId) {
        return records.stream()
                .filter(record -> record.key().equals(gameId.toString()))
                .map(record -> (EventPayload) CODEC.decode(record.value()).data())
                .toList();
    }

    @Test
    void resumingARunningClockIsRefusedWith409SayingWhy() {
        UUID gameId = runningGame("30+0").gameId();

        asArbiter(gameId, "resume", Map.of("reason", "by mistake"))
                .statusCode(409)
                .contentType(PROBLEM)
                .body("type", is("urn:teamchess:problem:clock-operation-refused"))
                .body("detail", containsString("the clocks are not stopped"));
    }

    @Test
    void addingTimeAfterTheFlagFellIsRefusedWith409() {
        UUID gameId = runningGame("5+0").gameId();

        asArbiter(gameId, "add-time", Map.of("side", "white", "millis", 120_000, "reason", "too late"))
                .statusCode(409)
                .body("detail", containsString("white's time ran out at 2026-03-07T10:05:00Z"));
    }

    @Test
    void aPlayerMayNotTouchTheClock() {
        UUID gameId = runningGame("30+0").gameId();

        post(gameId, "pause", Map.of("reason", "I need a break"), TestTokens.withRealmRoles("pupil", "player"))
                .statusCode(403)
                .contentType(PROBLEM);
    }

    @Test
    void anOperationWithoutAReasonOrWithAnUnknownSideIs400NamingTheFields() {
        UUID gameId = runningGame("30+0").gameId();

        asArbiter(gameId, "add-time", Map.of("side", "red", "millis", 0))
                .statusCode(400)
                .contentType(PROBLEM)
                .body("errors.field", contains("millis", "reason", "side"));
    }

    @Test
    void aGameWithoutAClockIs404() {
        asArbiter(UUID.randomUUID(), "pause", Map.of("reason", "no such game"))
                .statusCode(404)
                .contentType(PROBLEM);
    }
}
