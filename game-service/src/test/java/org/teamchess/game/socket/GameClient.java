package org.teamchess.game.socket;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import io.quarkus.websockets.next.CloseReason;
import io.quarkus.websockets.next.WebSocketClientConnection;
import io.vertx.core.buffer.Buffer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Predicate;
import org.teamchess.testsupport.TestTokens;

/**
 * A test's client of {@code /ws/games/{gameId}} over a real WebSocket: sends JSON and keeps what the
 * server sends, so a test can wait for the next message of a type.
 */
final class GameClient implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration WAIT = Duration.ofSeconds(15);

    private final List<JsonNode> received = new ArrayList<>();
    private final WebSocketClientConnection connection;
    private volatile CloseReason closeReason;

    private GameClient(BasicWebSocketConnector connector, URI base, String path) {
        // On the event loop, in the order they arrive: the default (blocking) model runs each on a
        // worker thread, and two messages sent in order could be recorded in the other order.
        connection = connector.baseUri(base).path(path)
                .executionModel(BasicWebSocketConnector.ExecutionModel.NON_BLOCKING)
                .onTextMessage((socket, text) -> receive(text))
                .onClose((socket, reason) -> closeReason = reason)
                .connectAndAwait();
    }

    /** A player's access token: his id is the subject (docs/protocol.md). */
    static String playerToken(UUID player) {
        return TestTokens.withRealmRoles(player.toString(), "player");
    }

    /** Connects to the game's socket. */
    static GameClient connect(BasicWebSocketConnector connector, URI base, UUID gameId) {
        return new GameClient(connector, base, "/ws/games/" + gameId);
    }

    /** Connects with a query string, e.g. {@code access_token=...}. */
    static GameClient connect(BasicWebSocketConnector connector, URI base, UUID gameId, String query) {
        return new GameClient(connector, base, "/ws/games/" + gameId + "?" + query);
    }

    private void receive(String text) {
        try {
            JsonNode message = JSON.readTree(text);
            synchronized (received) {
                received.add(message);
                received.notifyAll();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Sends a message: the type, then field name and value pairs. */
    GameClient send(String type, Object... fields) {
        ObjectNode message = JSON.createObjectNode().put("type", type);
        for (int index = 0; index < fields.length; index += 2) {
            message.set((String) fields[index], JSON.valueToTree(fields[index + 1]));
        }
        return sendRaw(message.toString());
    }

    GameClient sendRaw(String text) {
        connection.sendTextAndAwait(text);
        return this;
    }

    /** Sends a binary frame. */
    GameClient sendBinary(byte[] data) {
        connection.sendBinaryAndAwait(Buffer.buffer(data));
        return this;
    }

    /** hello with a token and no last version: answered by the state. */
    JsonNode join(String token) {
        send("hello", "accessToken", token);
        return next("state");
    }

    /** Sends a move in SAN under a fresh client move id, returns that id. */
    String move(String san) {
        String clientMoveId = UUID.randomUUID().toString();
        send("move", "san", san, "clientMoveId", clientMoveId);
        return clientMoveId;
    }

    /** Takes the first message of this type received (waiting for it); earlier ones of other types stay. */
    JsonNode next(String type) {
        return next(message -> type.equals(message.path("type").asText()), "a " + type + " message");
    }

    /** Takes the first message that matches. */
    JsonNode next(Predicate<JsonNode> wanted, String description) {
        synchronized (received) {
            JsonNode found = awaitFirst(wanted, description);
            received.remove(found);
            return found;
        }
    }

    /** Everything received and not yet taken, in order of arrival, once a message that matches is among it. */
    List<JsonNode> pendingOnce(Predicate<JsonNode> arrived, String description) {
        synchronized (received) {
            awaitFirst(arrived, description);
            return List.copyOf(received);
        }
    }

    /** The first message received and not yet taken that matches, once there is one; under the list's monitor. */
    private JsonNode awaitFirst(Predicate<JsonNode> wanted, String description) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            Optional<JsonNode> found = received.stream().filter(wanted).findFirst();
            if (found.isPresent()) {
                return found.get();
            }
            long left = deadline - System.nanoTime();
            assertTrue(left > 0, "waited in vain for " + description + "; received " + received);
            try {
                received.wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }

    /** Waits for an error reply with this code. */
    JsonNode error(String code) {
        return next(message -> "error".equals(message.path("type").asText())
                && code.equals(message.path("code").asText()), "an error " + code);
    }

    /** Drops every message of this type received and not yet taken. */
    void forget(String type) {
        synchronized (received) {
            received.removeIf(message -> type.equals(message.path("type").asText()));
        }
    }

    /** Everything received and not yet taken but messages of this type. */
    List<JsonNode> pendingBesides(String type) {
        synchronized (received) {
            return received.stream().filter(message -> !type.equals(message.path("type").asText())).toList();
        }
    }

    /** Everything received and not yet taken. */
    List<JsonNode> pending() {
        synchronized (received) {
            return List.copyOf(received);
        }
    }

    /** How the server closed the connection, once it has. */
    Optional<CloseReason> closeReason(Duration within) {
        long deadline = System.nanoTime() + within.toNanos();
        while (closeReason == null && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return Optional.ofNullable(closeReason);
    }

    @Override
    public void close() {
        if (connection.isOpen()) {
            connection.closeAndAwait();
        }
    }
}
