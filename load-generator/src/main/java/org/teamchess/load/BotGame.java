package org.teamchess.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One game played by two bots, each on its own connection (possibly to different game-service
 * instances). The side to move sends its move once it has seen the opponent's move, but not before
 * the game's pace allows; the opponent's connection seeing the move ends its round trip. A game that
 * ends (mate, stalemate, a draw, or resigned at the ply limit) or is refused a move calls
 * {@code finished}, and the run replaces it.
 */
final class BotGame {

    /** What one game needs from the run. */
    record Tools(ObjectMapper json, MoveChooser chooser, ScheduledExecutorService scheduler, Measurement measurement,
            Settings settings) {
    }

    /**
     * A move sent, with the mover's send time; the ack and the opponent's copy may come in either
     * order (the ack even after the opponent's reply), each is counted once.
     */
    private static final class InFlight {
        private final String clientMoveId;
        private final ObjectNode message;
        private final long sentAt;
        private boolean acknowledged;
        private boolean delivered;

        private InFlight(String clientMoveId, ObjectNode message, long sentAt) {
            this.clientMoveId = clientMoveId;
            this.message = message;
            this.sentAt = sentAt;
        }
    }

    private final String gameId;
    private final Tools tools;
    private final Runnable finished;
    private final CompletableFuture<Void> joined = new CompletableFuture<>();
    private BotConnection white;
    private BotConnection black;
    private boolean whiteJoined;
    private boolean blackJoined;
    private String fen;
    private int ply;
    /** The moves sent whose ack or opponent's copy has not come yet, by client move id. */
    private final Map<String, InFlight> unanswered = new HashMap<>();
    /** The last move sent, to be sent again after a conflict. */
    private InFlight inFlight;
    private long lastSentAt;
    private boolean over;

    BotGame(String gameId, Tools tools, Runnable finished) {
        this.gameId = gameId;
        this.tools = tools;
        this.finished = finished;
    }

    String id() {
        return gameId;
    }

    /** Both players' connections; completes once both were sent the game's state. */
    CompletableFuture<Void> seat(CompletableFuture<BotConnection> whiteConnection,
            CompletableFuture<BotConnection> blackConnection) {
        whiteConnection.thenAccept(connection -> onConnected(true, connection));
        blackConnection.thenAccept(connection -> onConnected(false, connection));
        CompletableFuture.allOf(whiteConnection, blackConnection).exceptionally(failure -> {
            joined.completeExceptionally(failure);
            return null;
        });
        return joined;
    }

    /** White's first move, after the delay (spread over the pace, so that the games do not move in step). */
    void begin(long delayMillis) {
        tools.scheduler().schedule(this::move, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** A server message on White's connection ({@code onWhite}) or on Black's. */
    synchronized void received(boolean onWhite, JsonNode message) {
        if (over) {
            return;
        }
        switch (message.path("type").asText()) {
            case "state" -> joinedWith(onWhite, message);
            case "ack" -> acknowledged(message);
            case "move" -> moved(onWhite, message);
            case "error" -> refused(message);
            case "game-ended" -> end();
            default -> {
                // presence, draw offers: nothing for a bot to do
            }
        }
    }

    private synchronized void onConnected(boolean isWhite, BotConnection connection) {
        if (isWhite) {
            white = connection;
        } else {
            black = connection;
        }
        if (over) {
            connection.close();
        }
    }

    private void joinedWith(boolean onWhite, JsonNode state) {
        fen = state.path("fen").asText();
        ply = state.path("ply").asInt();
        if (onWhite) {
            whiteJoined = true;
        } else {
            blackJoined = true;
        }
        if (whiteJoined && blackJoined) {
            joined.complete(null);
        }
    }

    private void acknowledged(JsonNode ack) {
        InFlight move = unanswered.get(ack.path("clientMoveId").asText());
        if (move != null && !move.acknowledged) {
            move.acknowledged = true;
            tools.measurement().acknowledged(move.sentAt, System.nanoTime(), plyOf(move.clientMoveId));
            answered(move);
        }
    }

    private void moved(boolean onWhite, JsonNode move) {
        int movePly = move.path("ply").asInt();
        boolean whiteMoved = movePly % 2 == 1;
        if (onWhite == whiteMoved || movePly <= ply) {
            return; // the mover's own copy; the opponent's copy drives the game
        }
        InFlight sent = unanswered.get(clientMoveId(movePly));
        if (sent != null && !sent.delivered) {
            sent.delivered = true;
            tools.measurement().delivered(sent.sentAt, System.nanoTime());
            answered(sent);
        }
        ply = movePly;
        fen = move.path("fen").asText();
        if (!"finished".equals(move.path("status").asText())) {
            long due = lastSentAt + tools.settings().moveEvery().toNanos() - System.nanoTime();
            tools.scheduler().schedule(this::move, Math.max(0, due), TimeUnit.NANOSECONDS);
        }
    }

    private void refused(JsonNode error) {
        String code = error.path("code").asText();
        tools.measurement().refused(code);
        if ("conflict".equals(code) && inFlight != null) {
            sender().send(inFlight.message); // docs/protocol.md: send again under the same id
        } else {
            end();
        }
    }

    private synchronized void move() {
        if (over) {
            return;
        }
        BotConnection mover = sender();
        if (ply >= tools.settings().maxPlies()) {
            mover.send(tools.json().createObjectNode().put("type", "resign"));
            return;
        }
        Optional<String> uci = tools.chooser().choose(fen);
        if (uci.isEmpty()) {
            end(); // mate or stalemate: the game-ended message is on its way
            return;
        }
        String clientMoveId = clientMoveId(ply + 1);
        ObjectNode message = tools.json().createObjectNode().put("type", "move").put("uci", uci.get())
                .put("clientMoveId", clientMoveId);
        lastSentAt = System.nanoTime();
        inFlight = new InFlight(clientMoveId, message, lastSentAt);
        unanswered.put(clientMoveId, inFlight);
        tools.measurement().sent(lastSentAt);
        mover.send(message);
    }

    private void answered(InFlight move) {
        if (move.acknowledged && move.delivered) {
            unanswered.remove(move.clientMoveId);
        }
    }

    private static String clientMoveId(int ply) {
        return "bot-" + ply;
    }

    private static int plyOf(String clientMoveId) {
        return Integer.parseInt(clientMoveId.substring("bot-".length()));
    }

    /** The connection of the side to move. */
    private BotConnection sender() {
        return ply % 2 == 0 ? white : black;
    }

    private void end() {
        if (over) {
            return;
        }
        close();
        tools.measurement().gameFinished();
        tools.scheduler().execute(finished);
    }

    /** The run gave up on this game or stops: closes what is open, without a replacement. */
    synchronized void close() {
        over = true;
        for (BotConnection connection : new BotConnection[] {white, black}) {
            if (connection != null) {
                connection.close();
            }
        }
    }
}
