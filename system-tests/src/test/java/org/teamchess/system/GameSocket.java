package org.teamchess.system;

import io.restassured.path.json.JsonPath;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * One client of game-service's game protocol (docs/protocol.md), as a browser would be: the JDK's
 * WebSocket client, every text message kept in arrival order until a test takes it.
 */
final class GameSocket implements AutoCloseable {

    private final BlockingQueue<JsonPath> received = new LinkedBlockingQueue<>();
    private final WebSocket socket;

    private GameSocket(URI uri) {
        this.socket = HttpClient.newHttpClient().newWebSocketBuilder()
                .connectTimeout(Duration.ofSeconds(10))
                .buildAsync(uri, new Collector())
                .join();
    }

    /** Connects to the game and says hello with the access token. */
    static GameSocket join(String gameServiceUrl, Object gameId, String accessToken) {
        GameSocket client = new GameSocket(URI.create(gameServiceUrl.replaceFirst("^http", "ws")
                + "/ws/games/" + gameId));
        client.send("{\"type\":\"hello\",\"accessToken\":\"" + accessToken + "\"}");
        return client;
    }

    void send(String json) {
        socket.sendText(json, true).join();
    }

    /**
     * The first message, from now on, that matches; the ones before it are dropped.
     *
     * @throws AssertionError when none comes within 30 s
     */
    JsonPath await(Predicate<JsonPath> wanted, String what) throws InterruptedException {
        return awaitEach(List.of(wanted), what).get(0);
    }

    /**
     * For each predicate, the first message from now on that matches it, in whatever order they
     * come (an ack and the move's broadcast, say); the messages that match none are dropped.
     *
     * @return the matches, in the order of the predicates
     * @throws AssertionError when not all come within 30 s
     */
    List<JsonPath> awaitEach(List<Predicate<JsonPath>> wanted, String what) throws InterruptedException {
        JsonPath[] matches = new JsonPath[wanted.size()];
        int missing = wanted.size();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (missing > 0 && System.nanoTime() < deadline) {
            JsonPath message = received.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            for (int i = 0; message != null && i < matches.length; i++) {
                if (matches[i] == null && wanted.get(i).test(message)) {
                    matches[i] = message;
                    missing--;
                    message = null;
                }
            }
        }
        if (missing > 0) {
            throw new AssertionError("No " + what + " within 30 s");
        }
        return List.of(matches);
    }

    JsonPath awaitType(String type) throws InterruptedException {
        return await(message -> type.equals(message.getString("type")), "message of type " + type);
    }

    /**
     * Sends a move and waits for its ack, and for the opponent's client to see it.
     *
     * @return the ack
     * @throws AssertionError when the move is refused, with the refusal
     */
    JsonPath play(String move, GameSocket opponent) throws InterruptedException {
        send(move);
        JsonPath ack = await(message -> List.of("ack", "error").contains(message.getString("type")),
                "answer to " + move);
        if (!"ack".equals(ack.getString("type"))) {
            throw new AssertionError("refused: " + move + " -> " + ack.prettify());
        }
        opponent.await(message -> "move".equals(message.getString("type"))
                && message.getInt("ply") == ack.getInt("ply"), "the opponent's move " + ack.getInt("ply"));
        return ack;
    }

    @Override
    public void close() {
        socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
    }

    /** Gathers a text message's frames and queues the whole message. */
    private final class Collector implements WebSocket.Listener {

        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                received.add(JsonPath.from(partial.toString()));
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }
}
