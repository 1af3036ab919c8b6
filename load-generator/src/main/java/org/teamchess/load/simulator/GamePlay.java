package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
    record Tools(HttpClient http, ObjectMapper json, ScheduledExecutorService scheduler,
            MoveChooser chooser, Random pace, Duration averagePace, int maxPlies, Progress progress,
            Measurements measurements) {
    }

    /** How the game went, for the report. */
    record Outcome(String gameId, String label, Plan.Ending planned, String expectedResult, String result,
            String termination,
            int acknowledgedMoves, int endedMessages, int connections, int ply) {
    }

    private static final long RETRY_MILLIS = 400;
    private static final long RECONNECT_MILLIS = 1000;
    private static final Duration GIVE_UP_AFTER = Duration.ofMinutes(10);
    private static final Duration LEARN_THE_END = Duration.ofSeconds(30);

    private final String gameId;
    private final List<URI> services;
    private int whiteService;
    private int blackService;
    private final Plan plan;
    private final Tools tools;
    private final CompletableFuture<Outcome> outcome = new CompletableFuture<>();
    private final Set<String> acknowledged = new HashSet<>();
    /** When each ply's move was first sent (System.nanoTime), and the plies whose copy the opponent got. */
    private final Map<Integer, Long> sentAt = new HashMap<>();
    private final Set<Integer> delivered = new HashSet<>();
    /** When the running side's flag falls by the clocks of the last move seen (System.nanoTime), or 0. */
    private long deadline;
    private String whiteToken;
    private String blackToken;
    private BotConnection white;
    private BotConnection black;
    private Optional<Instant> firstLoss = Optional.empty();
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
    private long overAt;
    private boolean closed;

    /**
     * The game, its plan, the game-service instances, and the one White's bot connects to first
     * (Black's the next, so that moves cross instances).
     */
    GamePlay(String gameId, Plan plan, Tools tools, List<URI> services, int whiteFirst) {
        this.gameId = gameId;
        this.services = services;
        this.whiteService = whiteFirst % services.size();
        this.blackService = (whiteFirst + 1) % services.size();
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
        this.whiteToken = whiteToken;
        this.blackToken = blackToken;
        tools.progress().gameStarted();
        if (whiteToken != null) {
            connect(true, null);
        }
        if (blackToken != null) {
            connect(false, null);
        }
        return outcome;
    }

    /** Opens the side's connection: a first join, or a return from the last version seen, as browsers do. */
    private void connect(boolean isWhite, Long lastVersion) {
        URI service = services.get(isWhite ? whiteService : blackService);
        BotConnection.open(tools.http(), tools.json(), service, gameId,
                isWhite ? whiteToken : blackToken,
                lastVersion, message -> received(isWhite, message), () -> lost(isWhite))
                .whenComplete((connection, failure) -> connected(isWhite, connection, failure));
    }

    private synchronized void connected(boolean isWhite, BotConnection connection, Throwable failure) {
        if (failure != null) {
            lost(isWhite);
            return;
        }
        if (closed) {
            connection.close();
        } else if (isWhite) {
            white = connection;
        } else {
            black = connection;
        }
    }

    /** The connection closed or could not open: come back in a moment, unless the game is over. */
    private synchronized void lost(boolean isWhite) {
        if (closed) {
            return; // closed by us, or given up
        }
        if (isWhite) {
            white = null;
        } else {
            black = null;
        }
        if (Instant.now().isAfter(firstLoss.orElse(Instant.now()).plus(GIVE_UP_AFTER))) {
            closed = true;
            outcome.completeExceptionally(new IllegalStateException("game " + gameId + ": no connection for "
                    + GIVE_UP_AFTER.toMinutes() + " minutes"));
            return;
        }
        if (firstLoss.isEmpty()) {
            firstLoss = Optional.of(Instant.now());
        }
        tools.progress().reconnecting();
        // As a load balancer does with a browser's new connection: the next instance (the lost one may be down).
        if (isWhite) {
            whiteService = (whiteService + 1) % services.size();
        } else {
            blackService = (blackService + 1) % services.size();
        }
        Long lastVersion = follows(isWhite) && began ? version : null;
        tools.scheduler().schedule(() -> connect(isWhite, lastVersion), RECONNECT_MILLIS, TimeUnit.MILLISECONDS);
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
            case "resumed" -> resumed(onWhite, message);
            case "ack" -> {
                String clientMoveId = message.path("clientMoveId").asText();
                if (acknowledged.add(clientMoveId) && !message.path("duplicate").asBoolean()) {
                    tools.progress().moveAcknowledged();
                    Long sent = clientMoveId.startsWith("sim-") ? sentAt.get(plyOf(clientMoveId)) : null;
                    if (sent != null) {
                        tools.measurements().acknowledged(sent);
                    }
                }
            }
            case "error" -> refused(onWhite, message);
            case "move" -> {
                measureMove(onWhite, message);
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
        firstLoss = Optional.empty();
        boolean returning = onWhite ? whiteSeated : blackSeated;
        if (onWhite) {
            whiteSeated = true;
        } else {
            blackSeated = true;
        }
        if ("finished".equals(state.path("status").asText())) {
            ended(onWhite, state); // a connection that came back after the end learns it from the state
            return;
        }
        if (follows(onWhite)) {
            fen = state.path("fen").asText();
            ply = state.path("ply").asInt();
            version = state.path("version").asLong();
            if (state.hasNonNull("scheduledStart")) {
                scheduledStart = Instant.parse(state.path("scheduledStart").asText());
            }
        }
        if (returning) {
            comeBack(onWhite);
        } else if ((whiteSeated || !whitePresent()) && (blackSeated || !blackPresent()) && !began) {
            began = true;
            long untilStart = Math.max(0, Duration.between(Instant.now(), scheduledStart).toMillis());
            schedule(untilStart + thinkingMillis());
        }
    }

    /** Back after a lost connection with the entries missed: applied in order, as they were broadcast. */
    private void resumed(boolean onWhite, JsonNode resumed) {
        firstLoss = Optional.empty();
        if (follows(onWhite)) {
            for (JsonNode event : resumed.path("events")) {
                switch (event.path("type").asText()) {
                    case "move" -> moved(event);
                    case "draw-offered" -> drawOffered(event);
                    case "game-ended" -> ended(onWhite, event);
                    default -> {
                        // draw-declined and the like change nothing a bot keeps
                    }
                }
            }
        }
        comeBack(onWhite);
    }

    /**
     * A move sent but never acknowledged is sent again under the same id (docs/protocol.md: answered
     * as a duplicate if it was played, never played twice); then the game goes on.
     */
    private void comeBack(boolean onWhite) {
        tools.progress().reconnected();
        if (over) {
            return;
        }
        if (lastSent != null && lastSentByWhite == onWhite && "move".equals(lastSent.path("type").asText())
                && !acknowledged.contains(lastSent.path("clientMoveId").asText())) {
            send(onWhite, lastSent);
        }
        schedule(thinkingMillis());
    }

    /** The opponent's copy of a move this game's bot sent: the round trip; and the clocks it carries. */
    private void measureMove(boolean onWhite, JsonNode move) {
        int movePly = move.path("ply").asInt();
        boolean byWhite = movePly % 2 == 1;
        Long sent = sentAt.get(movePly);
        if (byWhite != onWhite && sent != null && delivered.add(movePly)) {
            tools.measurements().delivered(sent);
        }
        JsonNode clocks = move.path("clocks");
        String running = clocks.path("running").asText();
        if (follows(onWhite) && clocks.has(running + "Millis")) {
            deadline = System.nanoTime() + clocks.path(running + "Millis").asLong() * 1_000_000;
        }
    }

    private static int plyOf(String clientMoveId) {
        try {
            return Integer.parseInt(clientMoveId.substring("sim-".length()));
        } catch (NumberFormatException e) {
            return -1;
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
        if (follows(onWhite) || !(whitePresent() && blackPresent())) {
            over = true;
            overAt = System.nanoTime();
            if (plan.ending() == Plan.Ending.FLAG && "time-forfeit".equals(ended.path("termination").asText())
                    && deadline != 0) {
                tools.measurements().flagFell(deadline);
            }
            tools.progress().gameEnded();
            Outcome result = new Outcome(gameId, plan.label(), plan.ending(), plan.expectedResult(),
                    ended.path("result").asText(),
                    ended.path("termination").asText(), acknowledged.size(), 0, 0, ply);
            // the opponent's copy may still be on its way: count the copies a moment later, then close
            tools.scheduler().schedule(() -> finish(result), 2, TimeUnit.SECONDS);
        }
    }

    /**
     * Closes the connections once each has learned the end (a broadcast, or the state of a
     * connection that came back), or after {@link #LEARN_THE_END} at most.
     */
    private synchronized void finish(Outcome result) {
        int connections = (whitePresent() ? 1 : 0) + (blackPresent() ? 1 : 0);
        if (endedMessages < connections && Duration.ofNanos(System.nanoTime() - overAt).compareTo(LEARN_THE_END) < 0) {
            tools.scheduler().schedule(() -> finish(result), 1, TimeUnit.SECONDS);
            return;
        }
        closed = true;
        for (BotConnection connection : new BotConnection[] {white, black}) {
            if (connection != null) {
                connection.close();
            }
        }
        outcome.complete(new Outcome(result.gameId(), result.label(), result.planned(), result.expectedResult(),
                result.result(), result.termination(), acknowledged.size(), endedMessages, connections,
                result.ply()));
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
        sentAt.putIfAbsent(ply + 1, System.nanoTime());
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
