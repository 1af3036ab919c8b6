package org.teamchess.game.socket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.teamchess.game.socket.GameClient.playerToken;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.repository.PlayerConnectionRepository;
import org.teamchess.game.repository.PlayerConnectionRepository.PresenceChange;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.PresenceService;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestTokens;

/**
 * Players see each other come and go, also through another instance, over real WebSockets; joins at
 * the same moment never refuse each other.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class PresenceTest {

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    PresenceService presence;

    @Inject
    PlayerConnectionRepository connections;

    @Inject
    EntityManager entityManager;

    private GameView game() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null, null,
                Instant.now().minusSeconds(1), null, null));
    }

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    /** Waits for a presence message that shows Black connected or not, and forgets the older ones. */
    private static JsonNode blackConnected(GameClient client, boolean connected) {
        JsonNode message = client.next(candidate -> "presence".equals(candidate.path("type").asText())
                && candidate.at("/black/connected").asBoolean() == connected, "presence with black connected "
                + connected);
        client.forget("presence");
        return message;
    }

    @Test
    void aPlayerSeesHisOpponentDisconnectAndReconnect() {
        GameView game = game();
        try (GameClient white = client(game.id())) {
            JsonNode state = white.join(playerToken(game.whitePlayerId()));
            assertTrue(state.at("/presence/white/connected").asBoolean());
            assertTrue(state.at("/presence/white/since").isTextual());
            assertFalse(state.at("/presence/black/connected").asBoolean());
            assertTrue(state.at("/presence/black/since").isMissingNode());
            assertTrue(state.at("/presence/type").isMissingNode(), "inside state, presence has no type");

            try (GameClient black = client(game.id())) {
                JsonNode blackState = black.join(playerToken(game.blackPlayerId()));
                assertTrue(blackState.at("/presence/white/connected").asBoolean());
                assertTrue(blackState.at("/presence/black/connected").asBoolean());
                JsonNode arrived = blackConnected(white, true);
                assertTrue(arrived.at("/white/connected").asBoolean());
                assertTrue(arrived.at("/black/since").isTextual());
                assertTrue(arrived.path("version").isMissingNode(), "presence is not part of the game's record");
            }
            JsonNode gone = blackConnected(white, false);
            assertTrue(gone.at("/white/connected").asBoolean());
            assertTrue(gone.at("/black/since").isMissingNode());

            try (GameClient black = client(game.id())) {
                black.send("hello", "accessToken", playerToken(game.blackPlayerId()), "lastVersion", 0);
                JsonNode resumed = black.next("resumed");
                assertTrue(resumed.at("/presence/white/connected").asBoolean());
                assertTrue(resumed.at("/presence/black/connected").asBoolean());
                blackConnected(white, true);
            }
        }
    }

    @Test
    void spectatorsAreNotPlayersPresent() {
        GameView game = game();
        try (GameClient arbiter = GameClient.connect(connectors.get(), base, game.id(),
                "access_token=" + TestTokens.withRealmRoles("arbiter-1", "arbiter"))) {
            arbiter.send("hello");
            JsonNode state = arbiter.next("state");
            assertFalse(state.at("/presence/white/connected").asBoolean());
            assertFalse(state.at("/presence/black/connected").asBoolean());
        }
    }

    @Test
    void aPlayerOnAnotherInstanceIsSeenAndDisappearsWhenThatInstanceFallsSilent() {
        GameView game = game();
        UUID otherInstance = UUID.randomUUID();
        String otherConnection = UUID.randomUUID().toString();
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            // Another instance seats Black: its row, its heartbeat, its NOTIFY.
            QuarkusTransaction.requiringNew().run(() -> {
                connections.beat(otherInstance);
                connections.add(otherConnection, otherInstance, game.id(), Side.BLACK, Instant.now());
                entityManager.createNativeQuery("SELECT pg_notify(?1, ?2)")
                        .setParameter(1, PresenceService.NOTIFY_CHANNEL).setParameter(2, game.id().toString())
                        .getSingleResult();
            });
            blackConnected(white, true);

            // It crashes: its heartbeat grows old, and this instance's next beat removes its connections.
            QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery("UPDATE service_instance"
                            + " SET heartbeat_at = now() - interval '1 hour' WHERE instance_id = ?1")
                    .setParameter(1, otherInstance).executeUpdate());
            presence.heartbeat();
            blackConnected(white, false);
            assertNull(QuarkusTransaction.requiringNew().call(() -> connections.presence(game.id()).blackSince()));
        }
    }

    @Test
    void aPlayerReconnectingQuicklyIsSeenByHisOpponentAsAnAlternatingSequenceOfEveryChange() {
        GameView game = game();
        int cycles = 200;
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            long joinedAt = QuarkusTransaction.requiringNew().call(() -> connections.presence(game.id()).sequence());
            for (int cycle = 0; cycle < cycles; cycle++) {
                try (GameClient black = client(game.id())) {
                    black.join(playerToken(game.blackPlayerId()));
                }
            }
            // Every change the game recorded after White joined, in order, as the opponent must see it.
            List<PresenceChange> recorded = Awaitility.await().atMost(Duration.ofSeconds(60)).until(
                    () -> QuarkusTransaction.requiringNew().call(() -> connections.changesAfter(
                            Map.of(game.id(), joinedAt))),
                    changes -> !changes.isEmpty() && changes.get(changes.size() - 1).blackSince() == null
                            && white.pending().stream().filter(PresenceTest::isPresence).count() == changes.size());
            List<JsonNode> seen = white.pending().stream().filter(PresenceTest::isPresence).toList();

            assertEquals(recorded.stream().map(change -> change.blackSince() != null).toList(),
                    seen.stream().map(message -> message.at("/black/connected").asBoolean()).toList(),
                    "every change, in order");
            for (int index = 0; index < seen.size(); index++) {
                assertEquals(index % 2 == 0, seen.get(index).at("/black/connected").asBoolean(),
                        "connected and disconnected alternate: " + seen);
                assertTrue(seen.get(index).at("/white/connected").asBoolean());
            }
            assertFalse(seen.get(seen.size() - 1).at("/black/connected").asBoolean(), "Black left at the end");
            // The server saw Black gone between two connections at least once: they did not all overlap.
            assertTrue(seen.size() >= 2 && seen.size() <= 2 * cycles, "changes seen: " + seen.size());
        }
    }

    @Test
    void aSecondTabChangesNothingAndPresenceBeganWithTheFirst() {
        GameView game = game();
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            try (GameClient first = client(game.id())) {
                String since = first.join(playerToken(game.blackPlayerId())).at("/presence/black/since").asText();
                blackConnected(white, true);
                PresenceChange arrived = QuarkusTransaction.requiringNew().call(() -> connections.presence(game.id()));
                try (GameClient second = client(game.id())) {
                    assertEquals(since, second.join(playerToken(game.blackPlayerId())).at("/presence/black/since")
                            .asText());
                    first.close();
                    Awaitility.await().atMost(Duration.ofSeconds(15)).until(() -> openConnections(game.id()) == 2);
                    // Black was present all along: no change, and his presence still began with the first tab.
                    assertEquals(arrived, QuarkusTransaction.requiringNew().call(() -> connections.presence(game.id())));
                }
                blackConnected(white, false);
            }
        }
    }

    @Test
    void aCloseTheDatabaseRefusedIsRecordedWithTheNextHeartbeat() {
        GameView game = game();
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            try (DatabaseFault down = DatabaseFault.open(entityManager, "presence_test_down", "player_connection",
                    "DELETE", "OLD.game_id = '" + game.id() + "'", "the database system is shutting down", "57P03")) {
                long refusedBefore = down.refusals();
                try (GameClient black = client(game.id())) {
                    black.join(playerToken(game.blackPlayerId()));
                    blackConnected(white, true);
                }
                Awaitility.await().atMost(Duration.ofSeconds(15)).until(() -> down.refusals() > refusedBefore);
                assertTrue(QuarkusTransaction.requiringNew().call(() -> connections.presence(game.id()).blackSince())
                        != null, "not recorded yet");
            }
            presence.heartbeat();
            blackConnected(white, false);
        }
    }

    /**
     * Both players, each with two connections to one game, say hello at the same instant (two tabs, or a
     * connection to each of two instances): every connection is seated and sent the state, none refused
     * because another join changed the game at the same moment. Several games, so that a race a single
     * try may miss is met.
     */
    @Test
    void fourHellosOfTwoPlayersAtOnceAreEachAnsweredWithTheState() {
        for (int round = 0; round < 8; round++) {
            GameView game = game();
            List<String> tokens = List.of(playerToken(game.whitePlayerId()), playerToken(game.whitePlayerId()),
                    playerToken(game.blackPlayerId()), playerToken(game.blackPlayerId()));
            List<GameClient> clients = new ArrayList<>();
            try {
                for (int index = 0; index < tokens.size(); index++) {
                    clients.add(client(game.id()));
                }
                CompletableFuture.allOf(IntStream.range(0, clients.size()).mapToObj(index -> CompletableFuture.runAsync(
                        () -> clients.get(index).send("hello", "accessToken", tokens.get(index))))
                        .toArray(CompletableFuture[]::new)).join();
                for (int index = 0; index < clients.size(); index++) {
                    JsonNode first = clients.get(index).next(message -> List.of("state", "error")
                            .contains(message.path("type").asText()), "the answer to hello");
                    assertEquals("state", first.path("type").asText(), () -> "hello refused: " + first);
                    assertEquals(index < 2 ? "white" : "black", first.path("seat").asText());
                }
            } finally {
                clients.forEach(GameClient::close);
            }
        }
    }

    @Test
    void aPlayerJoinsAgainWhileHisFirstConnectionStaysOpenAndBothAreServed() {
        GameView game = game();
        String white = playerToken(game.whitePlayerId());
        try (GameClient first = client(game.id()); GameClient opponent = client(game.id())) {
            first.join(white);
            opponent.join(playerToken(game.blackPlayerId()));
            for (int tab = 0; tab < 3; tab++) {
                try (GameClient again = client(game.id())) {
                    assertEquals("white", again.join(white).path("seat").asText());
                }
            }
            first.move("e4");
            assertEquals("e4", first.next("move").path("san").asText());
            opponent.move("e5");
            assertEquals("e5", first.next("move").path("san").asText(), "the first connection is still served");
        }
    }

    private long openConnections(UUID gameId) {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager.createNativeQuery(
                "SELECT count(*) FROM player_connection WHERE game_id = ?1").setParameter(1, gameId)
                .getSingleResult()).longValue());
    }

    private static boolean isPresence(JsonNode message) {
        return "presence".equals(message.path("type").asText());
    }
}
