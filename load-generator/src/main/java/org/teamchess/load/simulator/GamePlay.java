package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.teamchess.load.BotConnection;
import org.teamchess.load.MoveChooser;

/**
 * One game played by the two children's bots, each over his own WebSocket with his own token
 * (docs/protocol.md), at a human pace and by its {@link Plan}. White's connection (Black's when
 * White stays away) follows the game's broadcasts; each connection reads its own acks and refusals.
 * A refusal the protocol says to retry ({@code conflict}, {@code unavailable}) is sent again under
 * the same {@code clientMoveId}; {@code not-started} waits for the start.
 */
final class GamePlay {

    /** What a game needs from the run. */
    record Tools(HttpClient http, ObjectMapper json, URI gameService, ScheduledExecutorService scheduler,
            MoveChooser chooser, Random pace, Duration averagePace, int maxPlies, Progress progress) {
    }

    /** How the game went, for the report. */
    record Outcome(String gameId, String label, String expectedResult, String result, String termination,
            int acknowledgedMoves, int endedMessages, int connections, int ply) {
    }

    private static final long RETRY_MILLIS = 400;

    private final String gameId;
    private final Plan plan;
    private final Tools tools;
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();
    private final Set<String> acknowledged = new HashSet<>();
    private BotConnection white;
    private BotConnection black;
    private boolean whiteSeated;
    private boolean blackSeated;
    private boolean began;
    private String fen;
    private int ply;
    private long version;
    private Instant scheduledStart = Instant.EPOCH;
    private int randomPlies;
    private Plan.Ending ending;
    private ObjectNode lastSent;
    private boolean lastSentByWhite;
    private int endedMessages;
    private boolean over;

    GamePlay(String gameId, Plan plan, Tools tools) {
        this.gameId = gameId;
        this.plan = plan;
        this.tools = tools;
        this.randomPlies = plan.randomPlies();
        this.ending = plan.ending();
    }

    String gameId() {
        return gameId;
    }

    /**
     * Seats the children (a null token stays away) and plays; completes when the game has ended on
     * every open connection.
     */
    CompletableFuture<Outcome> play(String whiteToken, String blackToken) {
        tools.progress().gameStarted();
        if (whiteToken != null) {
            BotConnection.open(tools.http(), tools.json(), tools.gameService(), gameId, whiteToken,
                    message -> received(true, message)).whenComplete((connection, failure) -> connected(true,
                            connection, failure));
        }
        if (blackToken != null) {
            BotConnection.open(tools.http(), tools.json(), tools.gameService(), gameId, blackToken,
                    message -> received(false, message)).whenComplete((connection, failure) -> connected(false,
                            connection, failure));
        }
        return outcome;
    }

    private synchronized void connected(boolean isWhite, BotConnection connection, Throwable failure) {
        if (failure != null) {
            outcome.completeExceptionally(failure);
            return;
        }
        if (isWhite) {
            white = connection;
        } else {
            black = connection;
        }
    }

    private boolean whitePresent() {
        return !(plan.ending() == Plan.Ending.NO_SHOW && plan.actorWhite());
    }

    private boolean blackPresent() {
        return !(plan.ending() == Plan.Ending.NO_SHOW && !plan.actorWhite());
    }

    /** The connection that follows the game's broadcasts: White's, or Black's when White stays away. */
    private boolean follows(boolean onWhite) {
        return onWhite == whitePresent();
    }

    private synchronized void received(boolean onWhite, JsonNode message) {
        String type = message.path("type").asText();
        switch (type) {
            case "state" -> seated(onWhite, message);
            case "ack" -> {
                if (acknowledged.add(message.path("clientMoveId").asText())
                        && !message.path("duplicate").asBoolean()) {
                    tools.progress().moveAcknowledged();
                }
            }
            case "error" -> refused(onWhite, message);
            case "move" -> {
                if (follows(onWhite)) {
                    moved(message);
                }
            }
            case "draw-offered" -> {
                if (follows(onWhite)) {
                    drawOffered(message);
                }
            }
            case "game-ended" -> ended(onWhite, message);
            default -> {
                // presence, draw-declined, clocks: nothing a bot acts on
            }
        }
    }

    private void seated(boolean onWhite, JsonNode state) {
        if (onWhite) {
            whiteSeated = true;
        } else {
            blackSeated = true;
        }
        if (follows(onWhite)) {
            fen = state.path("fen").asText();
            ply = state.path("ply").asInt();
            version = state.path("version").asLong();
            if (state.hasNonNull("scheduledStart")) {
                scheduledStart = Instant.parse(state.path("scheduledStart").asText());
            }
        }
        if ((whiteSeated || !whitePresent()) && (blackSeated || !blackPresent()) && !began) {
            began = true;
            long untilStart = Math.max(0, Duration.between(Instant.now(), scheduledStart).toMillis());
            schedule(untilStart + thinkingMillis());
        }
    }

    private void moved(JsonNode move) {
        if (move.path("version").asLong() <= version && move.path("ply").asInt() <= ply) {
            return;
        }
        version = Math.max(version, move.path("version").asLong());
        ply = move.path("ply").asInt();
        fen = move.path("fen").asText();
        if (!"finished".equals(move.path("status").asText())) {
            schedule(thinkingMillis());
        }
    }

    private void drawOffered(JsonNode offer) {
        boolean byWhite = "white".equals(offer.path("by").asText());
        if (ending == Plan.Ending.AGREE_DRAW && byWhite == plan.actorWhite()) {
            tools.scheduler().schedule(() -> send(!byWhite, message("accept-draw")), thinkingMillis(),
                    TimeUnit.MILLISECONDS);
        }
    }

    private void refused(boolean onWhite, JsonNode error) {
        String code = error.path("code").asText();
        tools.progress().refused(code);
        switch (code) {
            case "not-started" -> schedule(RETRY_MILLIS);
            case "conflict", "unavailable" -> {
                if (lastSent != null) {
                    ObjectNode again = lastSent;
                    boolean byWhite = lastSentByWhite;
                    tools.scheduler().schedule(() -> send(byWhite, again), RETRY_MILLIS, TimeUnit.MILLISECONDS);
                }
            }
            case "draw-not-yet-allowed" -> {
                randomPlies = ply + 2; // the competition allows offers later: play on, then offer again
                schedule(thinkingMillis());
            }
            case "claim-incorrect" -> {
                ending = Plan.Ending.PLY_LIMIT;
                schedule(thinkingMillis());
            }
            default -> {
                // late (the flag will fall), game-over, draw-offer-pending: the game goes on without us
            }
        }
    }

    private void ended(boolean onWhite, JsonNode ended) {
        endedMessages++;
        if (over) {
            return;
        }
        if (follows(onWhite)) {
            over = true;
            tools.progress().gameEnded();
            Outcome result = new Outcome(gameId, plan.label(), plan.expectedResult(), ended.path("result").asText(),
                    ended.path("termination").asText(), acknowledged.size(), 0, 0, ply);
            // the opponent's copy may still be on its way: count the copies a moment later, then close
            tools.scheduler().schedule(() -> finish(result), 2, TimeUnit.SECONDS);
        }
    }

    private synchronized void finish(Outcome result) {
        for (BotConnection connection : new BotConnection[] {white, black}) {
            if (connection != null) {
                connection.close();
            }
        }
        outcome.complete(new Outcome(result.gameId(), result.label(), result.expectedResult(), result.result(),
                result.termination(), acknowledged.size(), endedMessages,
                (whitePresent() ? 1 : 0) + (blackPresent() ? 1 : 0), result.ply()));
    }

    private void schedule(long delayMillis) {
        tools.scheduler().schedule(this::act, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** The side to move (or the plan's actor) does the next thing the plan says. */
    private synchronized void act() {
        if (over || ending == Plan.Ending.NO_SHOW) {
            return;
        }
        boolean whiteToMove = ply % 2 == 0;
        int afterOpening = ply - plan.opening().size();
        if (afterOpening < 0) {
            play(whiteToMove, "san", plan.opening().get(ply));
            return;
        }
        boolean planDone = afterOpening >= randomPlies || ply >= tools.maxPlies();
        if (!planDone || ending == Plan.Ending.BY_ITSELF) {
            if (ply >= tools.maxPlies()) {
                send(whiteToMove, message("resign"));
                return;
            }
            Optional<String> uci = tools.chooser().choose(fen);
            uci.ifPresent(move -> play(whiteToMove, "uci", move));
            return;
        }
        switch (ending) {
            case RESIGN -> send(plan.actorWhite(), message("resign"));
            case AGREE_DRAW -> send(plan.actorWhite(), message("offer-draw"));
            case CLAIM_THREEFOLD -> send(whiteToMove, message("claim-draw").put("claim", "threefold-repetition"));
            case FLAG -> {
                if (whiteToMove != plan.actorWhite()) {
                    tools.chooser().choose(fen).ifPresent(move -> play(whiteToMove, "uci", move));
                }
                // the actor to move thinks until his flag falls
            }
            default -> send(whiteToMove, message("resign"));
        }
    }

    private void play(boolean byWhite, String notation, String move) {
        ObjectNode message = message("move").put(notation, move).put("clientMoveId", "sim-" + (ply + 1));
        send(byWhite, message);
    }

    private synchronized void send(boolean byWhite, ObjectNode message) {
        BotConnection connection = byWhite ? white : black;
        if (connection == null || over) {
            return;
        }
        lastSent = message;
        lastSentByWhite = byWhite;
        connection.send(message);
    }

    private ObjectNode message(String type) {
        return tools.json().createObjectNode().put("type", type);
    }

    private long thinkingMillis() {
        long average = tools.averagePace().toMillis();
        synchronized (tools.pace()) {
            return average / 2 + (long) (tools.pace().nextDouble() * average);
        }
    }
}
