package org.teamchess.load.simulator;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The fault drills of {@code --faults}: while a round is in play, one part of the platform after
 * another crashes (kill -9) and comes back through {@code deploy/platform restart-service}: each
 * game-service instance, clock-service, tournament-service, registration-service and the Kafka
 * broker; PostgreSQL is restarted (fast shutdown: every connection cut). One drill at a time, the
 * next only once the last part is healthy again.
 */
final class Faults {

    /** A drill done: what, when (since the run began), how long the part was away, and what the script said. */
    record Drill(String part, Duration at, Duration away, boolean recovered, String output) {
    }

    private final Path platform;
    private final Duration down;
    private final Progress progress;
    private final Deque<String> pending = new ArrayDeque<>();
    private final List<Drill> done = new ArrayList<>();
    private final long began = System.nanoTime();

    /**
     * @param platform      the checkout's {@code deploy/platform} (its run folder is the one of
     *                      TEAMCHESS_RUN_DIR, inherited)
     * @param gameInstances game-service instances running (each is killed in turn)
     * @param down          how long a killed part stays down before it is started again
     */
    Faults(Path platform, int gameInstances, Duration down, Progress progress) {
        this.platform = platform;
        this.down = down;
        this.progress = progress;
        pending.add("game-service");
        for (int instance = 2; instance <= gameInstances; instance++) {
            pending.add("game-service-" + instance);
        }
        pending.addAll(List.of("clock-service", "tournament-service", "registration-service", "kafka", "postgresql"));
    }

    boolean remaining() {
        return !pending.isEmpty();
    }

    int pendingCount() {
        return pending.size();
    }

    List<Drill> done() {
        return List.copyOf(done);
    }

    /** The next drill: the part crashes, stays down a while, and is started again; waits until it is healthy. */
    void next() throws IOException, InterruptedException {
        String part = pending.poll();
        if (part == null) {
            return;
        }
        Duration at = Duration.ofNanos(System.nanoTime() - began);
        long start = System.nanoTime();
        StringBuilder output = new StringBuilder();
        boolean recovered;
        progress.faultInjected();
        if (part.equals("postgresql")) {
            progress.say("fault drill: PostgreSQL restarts (every connection cut)");
            recovered = run(output, "restart-service", "postgresql");
        } else {
            progress.say("fault drill: kill -9 %s, down for %d s", part, down.toSeconds());
            boolean killed = run(output, "kill", part);
            Thread.sleep(down.toMillis());
            String name = part.equals("kafka") ? "kafka" : part.replace("-service", "");
            recovered = killed && run(output, "restart-service", name);
        }
        Duration away = Duration.ofNanos(System.nanoTime() - start);
        progress.say("fault drill: %s %s after %d s", part, recovered ? "back" : "NOT back", away.toSeconds());
        done.add(new Drill(part, at, away, recovered, output.toString().strip()));
    }

    private boolean run(StringBuilder output, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(platform.toString());
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        boolean finished = process.waitFor(15, TimeUnit.MINUTES);
        output.append(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        return finished && process.exitValue() == 0;
    }
}
