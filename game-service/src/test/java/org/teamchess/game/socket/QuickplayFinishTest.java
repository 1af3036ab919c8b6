package org.teamchess.game.socket;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.game.socket.GameClient.playerToken;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.GameTopic;
import org.teamchess.game.TestMatches;
import org.teamchess.game.client.ClockServiceStub;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicWriter;

/**
 * The quickplay finish (Art. 10.2): a player's claim over a real WebSocket, the arbiter's decision over
 * REST, the opponent's two minutes asked of clock-service (its stand-in), the result on the broker.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class QuickplayFinishTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final String PROBLEM = "application/problem+json";
    private static final String ARBITER = TestTokens.withRealmRoles("arbiter-7", "arbiter");

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    /** A friendly game in {@code timeControl} whose clock started a second ago. */
    private GameView game(String timeControl) {
        return games.createFriendly(TestMatches.friendly(timeControl));
    }

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    private static void decide(UUID gameId, String decision, int status) {
        given().auth().oauth2(ARBITER).contentType("application/json")
                .body(Map.of("decision", decision, "reason", "watched the last minute"))
                .when().post("/api/games/{id}/quickplay-claim/decision", gameId)
                .then().statusCode(status);
    }

    @Test
    void aClaimWithUnderTwoMinutesReachesTheArbitersAndTheirDrawEndsTheGame() {
        GameView game = game("1+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));

            white.send("claim-quickplay-draw");
            for (GameClient player : List.of(white, black)) {
                JsonNode claimed = player.next("quickplay-claimed");
                assertEquals("white", claimed.get("by").asText());
                assertTrue(claimed.get("remainingMillis").asLong() < 120_000);
                assertEquals("white", player.next("draw-offered").get("by").asText(), "Art. 9.1.2.3: also an offer");
            }
            given().auth().oauth2(ARBITER).when().get("/api/games/attention")
                    .then().statusCode(200)
                    .body("find { it.gameId == '" + game.id() + "' }.reasons.kind", hasItem("quickplay-claim"));
            try (GameClient again = client(game.id())) {
                JsonNode state = again.join(playerToken(game.blackPlayerId()));
                assertEquals("white", state.get("quickplayClaim").get("by").asText());
                assertFalse(state.get("quickplayClaim").get("postponed").asBoolean());
            }

            decide(game.id(), "draw", 204);
            for (GameClient player : List.of(white, black)) {
                JsonNode decided = player.next("quickplay-decided");
                assertEquals("draw", decided.get("decision").asText());
                assertEquals("10.2.1", decided.get("article").asText());
                assertEquals("arbiter-7", decided.get("arbiter").asText());
                JsonNode over = player.next("game-ended");
                assertEquals("1/2-1/2", over.get("result").asText());
                assertEquals("quickplay-finish", over.get("termination").asText());
                assertEquals("10.2.1", over.get("article").asText());
                assertEquals("watched the last minute", over.get("reason").asText());
            }
        }
        GameEnded ended = GameTopic.ended(game.id());
        assertEquals(GameResult.DRAW, ended.result());
        assertEquals(Termination.QUICKPLAY_FINISH, ended.termination());
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}/arbiter-actions", game.id())
                .then().statusCode(200)
                .body("[0].action", is("quickplay-draw"))
                .body("[0].actorId", is("arbiter-7"))
                .body("[0].reason", is("watched the last minute"))
                .body("[0].article", is("10.2.1"));
    }

    @Test
    void aRejectedClaimGivesTheOpponentTwoMinutesThroughClockService() {
        GameView game = game("1+0");
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("claim-quickplay-draw");
            white.next("quickplay-claimed");

            decide(game.id(), "reject", 204);
            JsonNode decided = white.next("quickplay-decided");
            assertEquals("rejected", decided.get("decision").asText());
            assertEquals("10.2.3", decided.get("article").asText());
            assertEquals("black", decided.get("timeAddedTo").asText());
        }
        ClockServiceStub.server().verify(postRequestedFor(urlPathEqualTo("/api/clocks/" + game.id() + "/add-time"))
                .withHeader("Authorization", equalTo("Bearer " + ARBITER))
                .withRequestBody(equalToJson("{\"side\": \"black\", \"millis\": 120000, \"reason\": \"${json-unit.any-string}\"}")));
        given().auth().oauth2(ARBITER).when().get("/api/games/{id}", game.id())
                .then().statusCode(200).body("status", is("scheduled"));
        decide(game.id(), "draw", 409);
    }

    @Test
    void aPostponedClaimStaysOpenAndAfterAFlagFallTheArbiterDeclaresTheResult() {
        GameView game = game("1+0");
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("claim-quickplay-draw");
            white.next("quickplay-claimed");

            decide(game.id(), "postpone", 204);
            assertEquals("postponed", white.next("quickplay-decided").get("decision").asText());
            decide(game.id(), "postpone", 409);

            Instant fellAt = game.scheduledStart().plusSeconds(60).truncatedTo(ChronoUnit.MILLIS);
            EventEnvelope<EventPayload> flag = EventEnvelope.of(UUID.randomUUID(), "clock-service", fellAt,
                    new FlagFell(game.id(), 0, Side.WHITE, fellAt));
            TopicWriter.send(Topics.CLOCK_EVENTS, flag.subject(), CODEC.encodeToString(flag));
            assertEquals("white", white.next("flag-fell").get("side").asText());
            white.move("e4");
            white.error("late");

            given().auth().oauth2(ARBITER).contentType("application/json")
                    .body(Map.of("decision", "postpone", "reason", "again"))
                    .when().post("/api/games/{id}/quickplay-claim/decision", game.id())
                    .then().statusCode(409).contentType(PROBLEM).body("type", is("urn:teamchess:problem:flag-fell"));
            decide(game.id(), "reject", 204);
            JsonNode over = white.next("game-ended");
            assertEquals("0-1", over.get("result").asText());
            assertEquals("time-forfeit", over.get("termination").asText());
            assertEquals(fellAt.toString(), over.get("endedAt").asText());
        }
    }

    @Test
    void claimsAreRefusedWithIncrementWithTwoMinutesLeftOffTurnTwiceAndFromSpectators() {
        GameView increment = game("3+2");
        GameView longGame = game("5+0");
        GameView shortGame = game("1+0");
        GameView notStarted = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "1+0",
                null, null, Instant.now().plusSeconds(3600), null, 60));
        try (GameClient withIncrement = client(increment.id()); GameClient early = client(longGame.id());
                GameClient black = client(shortGame.id()); GameClient white = client(shortGame.id());
                GameClient watcher = client(shortGame.id())) {
            withIncrement.join(playerToken(increment.whitePlayerId()));
            withIncrement.send("claim-quickplay-draw");
            withIncrement.error("quickplay-not-applicable");
            try (GameClient beforeStart = client(notStarted.id())) {
                beforeStart.join(playerToken(notStarted.whitePlayerId()));
                beforeStart.send("claim-quickplay-draw");
                beforeStart.error("not-started");
            }
            early.join(playerToken(longGame.whitePlayerId()));
            early.send("claim-quickplay-draw");
            early.error("quickplay-too-early");

            black.join(playerToken(shortGame.blackPlayerId()));
            black.send("claim-quickplay-draw");
            black.error("not-your-turn");
            watcher.join(TestTokens.withRealmRoles("coach-1", "coach"));
            watcher.send("claim-quickplay-draw");
            watcher.error("read-only");
            white.join(playerToken(shortGame.whitePlayerId()));
            white.send("claim-quickplay-draw");
            white.next("quickplay-claimed");
            white.send("claim-quickplay-draw");
            white.error("quickplay-claim-open");
        }
    }

    @Test
    void arbiterDecisionsAreRefusedAsProblemsNamingTheField() {
        GameView game = game("1+0");
        decide(game.id(), "draw", 409);
        given().auth().oauth2(ARBITER).contentType("application/json")
                .body(Map.of("decision", "draw", "reason", "none"))
                .when().post("/api/games/{id}/quickplay-claim/decision", game.id())
                .then().statusCode(409).contentType(PROBLEM).body("type", is("urn:teamchess:problem:no-quickplay-claim"));
        given().auth().oauth2(ARBITER).contentType("application/json")
                .body(Map.of("decision", "maybe"))
                .when().post("/api/games/{id}/quickplay-claim/decision", game.id())
                .then().statusCode(400).contentType(PROBLEM)
                .body("errors.field", hasItem("decision"))
                .body("errors.field", hasItem("reason"));
        given().auth().oauth2(TestTokens.withRealmRoles("organizer-1", "organizer")).contentType("application/json")
                .body(Map.of("decision", "draw", "reason", "organizers do not rule on claims"))
                .when().post("/api/games/{id}/quickplay-claim/decision", game.id())
                .then().statusCode(403).contentType(PROBLEM);
    }

    @Test
    void whenClockServiceRefusesTheTimeNothingIsDecided() {
        GameView game = game("1+0");
        ClockServiceStub.server().stubFor(post(urlPathEqualTo("/api/clocks/" + game.id() + "/add-time"))
                .willReturn(aResponse().withStatus(409).withHeader("Content-Type", PROBLEM)
                        .withBody("{\"status\":409,\"detail\":\"the game is over\"}")));
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("claim-quickplay-draw");
            white.next("quickplay-claimed");
        }
        given().auth().oauth2(ARBITER).contentType("application/json")
                .body(Map.of("decision", "reject", "reason", "the opponent tries"))
                .when().post("/api/games/{id}/quickplay-claim/decision", game.id())
                .then().statusCode(409).contentType(PROBLEM)
                .body("type", is("urn:teamchess:problem:clock-operation-refused"));
        given().auth().oauth2(ARBITER).when().get("/api/games/attention")
                .then().statusCode(200)
                .body("find { it.gameId == '" + game.id() + "' }.reasons[0].detail", is("open"));
    }
}
