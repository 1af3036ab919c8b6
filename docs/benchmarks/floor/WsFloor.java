import io.vertx.core.Vertx;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.core.http.WebSocket;
import io.vertx.core.http.WebSocketClient;
import io.vertx.core.http.WebSocketClientOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A move's WebSocket frames with no game behind them (docs/benchmarks/floor): the server takes a
 * frame from a player and writes three (the ack to the mover, the move to both players), as
 * game-service does per move, on plain Vert.x (the server game-service runs on). A single-file
 * program, run by ws-floor.sh with Vert.x's classpath, in two processes:
 * <pre>
 *   java -cp CLASSPATH WsFloor.java server PORT
 *   java -cp CLASSPATH WsFloor.java client PORT SERVER_PID GAMES RATE SECONDS
 * </pre>
 * The client opens two connections a game, sends RATE moves a second over all games (each game's
 * sides in turn), and after a 15-second warm-up reports the server process's CPU per move.
 */
public class WsFloor {

    private static final long TICKS_PER_SECOND = 100; // USER_HZ on Linux
    private static final String MOVE = "{\"type\":\"move\",\"uci\":\"e2e4\",\"clientMoveId\":\"%d\"}";
    private static final String ACK = "{\"type\":\"move-accepted\",\"clientMoveId\":\"%s\",\"ply\":17}";
    private static final String PLAYED = "{\"type\":\"move\",\"ply\":17,\"uci\":\"e2e4\",\"san\":\"e4\","
            + "\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\","
            + "\"whiteRemainingMs\":118234,\"blackRemainingMs\":119876,\"serverTime\":\"2026-11-29T10:00:00.123Z\"}";

    public static void main(String[] args) throws Exception {
        if (args[0].equals("server")) {
            serve(Integer.parseInt(args[1]));
        } else {
            play(Integer.parseInt(args[1]), Long.parseLong(args[2]), Integer.parseInt(args[3]),
                    Integer.parseInt(args[4]), Integer.parseInt(args[5]));
        }
    }

    /** Pairs the two connections of a game by its path, and answers each frame with three. */
    private static void serve(int port) throws Exception {
        Vertx vertx = Vertx.vertx();
        Map<String, List<ServerWebSocket>> games = new ConcurrentHashMap<>();
        vertx.createHttpServer().webSocketHandler(socket -> {
            List<ServerWebSocket> players = games.computeIfAbsent(socket.path(), path -> new ArrayList<>(2));
            synchronized (players) {
                players.add(socket);
            }
            socket.textMessageHandler(text -> {
                String id = text.substring(text.lastIndexOf(':') + 2, text.length() - 2);
                socket.writeTextMessage(String.format(ACK, id));
                synchronized (players) {
                    for (ServerWebSocket player : players) {
                        player.writeTextMessage(PLAYED);
                    }
                }
            });
            socket.closeHandler(closed -> games.remove(socket.path()));
        }).listen(port).toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        System.out.println("WsFloor server on port " + port + ", pid " + ProcessHandle.current().pid());
    }

    private static void play(int port, long serverPid, int games, int rate, int seconds) throws Exception {
        Vertx vertx = Vertx.vertx();
        // Vert.x holds a client to 50 connections to a server unless told otherwise.
        WebSocketClient client = vertx.createWebSocketClient(new WebSocketClientOptions().setMaxConnections(games * 2));
        List<WebSocket> sockets = new ArrayList<>(games * 2);
        AtomicLong received = new AtomicLong();
        for (int game = 0; game < games; game++) {
            for (int side = 0; side < 2; side++) {
                WebSocket socket = client.connect(port, "127.0.0.1", "/game/" + game)
                        .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
                socket.textMessageHandler(text -> received.incrementAndGet());
                sockets.add(socket);
            }
        }
        AtomicLong sent = new AtomicLong();
        long begin = System.nanoTime();
        // Every millisecond, what is due at the rate; move n is game n % games's, by side (n / games) % 2.
        vertx.setPeriodic(1, timer -> {
            long due = (System.nanoTime() - begin) * rate / 1_000_000_000L;
            for (long move = sent.get(); move < due; move = sent.incrementAndGet()) {
                int game = (int) (move % games);
                int side = (int) ((move / games) % 2);
                sockets.get(game * 2 + side).writeTextMessage(String.format(MOVE, move));
            }
        });
        Thread.sleep(15_000);
        long ticksBefore = ticks(serverPid);
        long sentBefore = sent.get();
        long receivedBefore = received.get();
        Thread.sleep(seconds * 1000L);
        long ticksAfter = ticks(serverPid);
        long moves = sent.get() - sentBefore;
        long frames = received.get() - receivedBefore;
        System.out.printf(Locale.ROOT, "%d games, %d moves in %d s, %d frames back (%.2f a move): server %.3f ms of CPU"
                + " a move%n", games, moves, seconds, frames, (double) frames / moves,
                (ticksAfter - ticksBefore) * 1000.0 / TICKS_PER_SECOND / moves);
        vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
    }

    /** A process's CPU ticks so far (utime + stime of /proc/PID/stat). */
    private static long ticks(long pid) throws Exception {
        String stat = Files.readString(Path.of("/proc/" + pid + "/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
    }
}
