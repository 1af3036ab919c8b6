package org.teamchess.game.socket;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.game.socket.GameClient.playerToken;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import io.quarkus.websockets.next.CloseReason;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.testsupport.TestTokens;

/**
 * The protocol's edges from an outside client, over real WebSockets: no running clock where none
 * runs, binary and oversized frames answered, failures of the server answered, and instants to the
 * millisecond on the socket and over REST.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class ProtocolEdgesTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** ISO-8601 in UTC with no fraction or exactly milliseconds (docs/protocol.md). */
    private static final Pattern MILLISECOND_INSTANT = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z");
    private static final int MESSAGE_LIMIT = 65536;

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    EntityManager entityManager;

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    /** A move message of exactly {@code bytes} bytes: a field the server ignores pads it. */
    private static String text(int bytes) {
        String start = "{\"type\":\"move\",\"san\":\"e4\",\"clientMoveId\":\"long\",\"padding\":\"";
        String end = "\"}";
        return start + "x".repeat(bytes - start.length() - end.length()) + end;
    }

    @Test
    void noClockRunsBeforeTheScheduledStartNorAfterTheEnd() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.now().plusSeconds(3600), null, null));
        try (GameClient white = client(game.id())) {
            JsonNode clocks = white.join(playerToken(game.whitePlayerId())).get("clocks");
            assertEquals("scheduled", clocks.get("status").asText());
            assertTrue(clocks.path("running").isMissingNode(), "no clock runs before the start: " + clocks);
        }
        GameView started = games.createFriendly(TestMatches.friendly("10+0"));
        try (GameClient white = client(started.id())) {
            JsonNode clocks = white.join(playerToken(started.whitePlayerId())).get("clocks");
            assertEquals("running", clocks.get("status").asText());
            assertEquals("white", clocks.get("running").asText());
            white.send("resign");
            JsonNode ended = white.next("game-ended").get("clocks");
            assertEquals("ended", ended.get("status").asText());
            assertTrue(ended.path("running").isMissingNode(), "no clock runs after the end: " + ended);
        }
    }

    @Test
    void aBinaryFrameIsAnsweredUnreadableAndTheConnectionStays() {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        try (GameClient white = client(game.id())) {
            white.sendBinary(new byte[] {1, 2, 3});
            JsonNode error = white.error("unreadable");
            assertTrue(error.path("replyTo").isMissingNode());
            assertTrue(error.get("reason").asText().contains("binary"), error.toString());
            white.join(playerToken(game.whitePlayerId()));
            white.sendBinary("{\"type\":\"resign\"}".getBytes(StandardCharsets.UTF_8));
            white.error("unreadable");
            assertFalse(white.closeReason(Duration.ofMillis(200)).isPresent());
        }
    }

    @Test
    void aSingleFrameOverTheLimitIsRefusedTooLargeAndClosedWith1009() throws IOException {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        try (RawWebSocket client = RawWebSocket.open(base, "/ws/games/" + game.id())) {
            client.sendTextFrame(text(MESSAGE_LIMIT + 1).getBytes(StandardCharsets.UTF_8));
            RawWebSocket.Received received = client.readUntilClose();
            assertEquals(1, received.texts().size(), "one error before the close: " + received);
            JsonNode error = JSON.readTree(received.texts().get(0));
            assertEquals("too-large", error.get("code").asText());
            assertEquals(1009, received.closeCode().orElseThrow(() -> new AssertionError("no close frame")));
            assertTrue(received.closeReason().contains("65536"), received.closeReason());
        }
        try (RawWebSocket client = RawWebSocket.open(base, "/ws/games/" + game.id())) {
            client.sendTextFrame(text(200_000).getBytes(StandardCharsets.UTF_8));
            assertEquals(1009, client.readUntilClose().closeCode().orElseThrow());
        }
    }

    @Test
    void aMessageAtTheLimitIsReadAndALongerOneInSeveralFramesIsRefusedTooLarge() throws IOException {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.sendRaw(text(MESSAGE_LIMIT));
            white.next("ack");
        }
        try (RawWebSocket client = RawWebSocket.open(base, "/ws/games/" + game.id())) {
            client.sendTextInFrames(text(MESSAGE_LIMIT + 1000).getBytes(StandardCharsets.UTF_8), 20_000);
            RawWebSocket.Received received = client.readUntilClose();
            assertEquals("too-large", JSON.readTree(received.texts().get(0)).get("code").asText());
            assertEquals(1009, received.closeCode().orElseThrow());
        }
        try (GameClient white = client(game.id())) {
            // Longer than the library client's own frames: it sends the message in two.
            white.sendRaw(text(300_000));
            white.error("too-large");
            CloseReason reason = white.closeReason(Duration.ofSeconds(10)).orElseThrow();
            assertEquals(1009, reason.getCode());
        }
    }

    @Test
    void aFailureOfTheServerIsAnsweredWithItsKindAndTheMessageId() {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        // The database refuses two moves: with an error of its own, and as when it is shutting down.
        try (DatabaseFault inside = DatabaseFault.open(entityManager, "protocol_edges_inside", "game_move", "INSERT",
                        "NEW.client_move_id = 'fails-inside'", "injected fault", "XX000");
                DatabaseFault down = DatabaseFault.open(entityManager, "protocol_edges_down", "game_move", "INSERT",
                        "NEW.client_move_id = 'fails-unavailable'", "the database system is shutting down", "57P03");
                GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("move", "san", "e4", "clientMoveId", "fails-inside");
            JsonNode internal = white.error("internal");
            assertEquals("move", internal.get("replyTo").asText());
            assertEquals("fails-inside", internal.get("clientMoveId").asText());
            assertTrue(internal.get("reason").asText().contains("incident"), internal.toString());
            white.send("move", "san", "e4", "clientMoveId", "fails-unavailable");
            assertEquals("fails-unavailable", white.error("unavailable").get("clientMoveId").asText());
            white.send("move", "san", "e4", "clientMoveId", "plays");
            assertEquals(1, white.next("ack").get("ply").asInt(), "the connection stays and the game goes on");
        }
    }

    @Test
    void aJoinTheServerFailsIsAnsweredNeverLeftSilentAndMayBeSentAgain() {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        String token = playerToken(game.whitePlayerId());
        try (GameClient white = client(game.id())) {
            try (DatabaseFault down = DatabaseFault.open(entityManager, "protocol_edges_join", "player_connection",
                    "INSERT", "NEW.game_id = '" + game.id() + "'", "the database system is shutting down", "57P03")) {
                white.send("hello", "accessToken", token);
                JsonNode refused = white.error("unavailable");
                assertEquals("hello", refused.get("replyTo").asText());
                assertTrue(refused.get("reason").asText().contains("incident"), refused.toString());
            }
            assertEquals("white", white.join(token).get("seat").asText(), "the same connection joins when sent again");
        }
    }

    @Test
    void instantsAreWrittenToTheMillisecondOnTheSocketAndOverRest() {
        GameView game = games.createFriendly(TestMatches.friendly("10+0"));
        List<String> instants = new ArrayList<>();
        try (GameClient white = client(game.id())) {
            JsonNode state = white.join(playerToken(game.whitePlayerId()));
            instants.add(state.at("/clocks/at").asText());
            instants.add(state.at("/presence/white/since").asText());
            white.move("e4");
            JsonNode move = white.next("move");
            instants.add(move.get("receivedAt").asText());
            instants.add(move.at("/clocks/at").asText());
        }
        JsonNode view = given().auth().oauth2(TestTokens.withRealmRoles("arbiter-1", "arbiter"))
                .get("/api/games/{id}", game.id()).then().statusCode(200).extract().as(JsonNode.class);
        instants.add(view.get("scheduledStart").asText());
        instants.add(view.get("whiteJoinedAt").asText());
        instants.add(view.get("startedAt").asText());
        for (String instant : instants) {
            assertTrue(MILLISECOND_INSTANT.matcher(instant).matches(), "to the millisecond: " + instants);
        }
    }
}
