package org.teamchess.load;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * One bot's WebSocket to one game (docs/protocol.md): says hello with the access token on opening,
 * hands every server message to its consumer as read JSON, and sends one message after another (the
 * JDK's WebSocket allows one outstanding send at a time).
 */
public final class BotConnection {

    private final WebSocket socket;
    private CompletableFuture<WebSocket> sending;

    private BotConnection(WebSocket socket) {
        this.socket = socket;
        this.sending = CompletableFuture.completedFuture(socket);
    }

    /** Connects to the game at the instance and sends hello. */
    public static CompletableFuture<BotConnection> open(HttpClient http, ObjectMapper json, URI gameService, String gameId,
            String accessToken, Consumer<JsonNode> messages) {
        return open(http, json, gameService, gameId, accessToken, null, messages, () -> { });
    }

    /**
     * Connects to the game and sends hello, with the last version the client saw when it comes back
     * after a lost connection ({@code null} on a first join); {@code lost} runs when the connection
     * closes or fails, whoever closed it.
     */
    public static CompletableFuture<BotConnection> open(HttpClient http, ObjectMapper json, URI gameService,
            String gameId, String accessToken, Long lastVersion, Consumer<JsonNode> messages, Runnable lost) {
        URI uri = URI.create(gameService.toString().replaceFirst("^http", "ws") + "/ws/games/" + gameId);
        return http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(30))
                .buildAsync(uri, new Reader(json, messages, lost))
                .thenApply(BotConnection::new)
                .thenApply(connection -> {
                    ObjectNode hello = json.createObjectNode().put("type", "hello").put("accessToken", accessToken);
                    if (lastVersion != null) {
                        hello.put("lastVersion", lastVersion);
                    }
                    connection.send(hello);
                    return connection;
                });
    }

    public synchronized void send(ObjectNode message) {
        String text = message.toString();
        sending = sending.thenCompose(open -> open.sendText(text, true));
    }

    public void close() {
        synchronized (this) {
            sending = sending.thenCompose(open -> open.sendClose(WebSocket.NORMAL_CLOSURE, "done"));
        }
        sending.exceptionally(failure -> {
            socket.abort();
            return socket;
        });
    }

    /** Gathers a text message's frames and hands on the whole message. */
    private static final class Reader implements WebSocket.Listener {

        private final ObjectMapper json;
        private final Consumer<JsonNode> messages;
        private final Runnable lost;
        private final StringBuilder partial = new StringBuilder();

        private Reader(ObjectMapper json, Consumer<JsonNode> messages, Runnable lost) {
            this.json = json;
            this.messages = messages;
            this.lost = lost;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            lost.run();
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            lost.run();
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                try {
                    messages.accept(json.readTree(text));
                } catch (JsonProcessingException e) {
                    throw new UncheckedIOException("game-service sent what is not JSON: " + text, e);
                }
            }
            webSocket.request(1);
            return null;
        }
    }
}
