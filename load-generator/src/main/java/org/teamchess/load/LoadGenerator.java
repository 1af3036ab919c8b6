package org.teamchess.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Bots play many concurrent games against running game-service instances over real WebSockets
 * (docs/benchmarks.md, "game-service: moves over WebSockets under load"). Every game is a friendly
 * game the organizer creates over REST, between the same two demo accounts (one player may sit at
 * many games). The games are set up, played unmeasured for the warmup, then measured for the
 * duration; a progress line every ten seconds shows where the service saturates.
 */
public final class LoadGenerator {

    private static final Duration JOIN_TIMEOUT = Duration.ofSeconds(60);
    /** Games set up at once: the start should not be a burst of a thousand handshakes. */
    private static final int SETUP_CONCURRENCY = 32;
    private static final Duration PROGRESS_EVERY = Duration.ofSeconds(10);

    private final Settings settings;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final ScheduledExecutorService scheduler = Executors.newScheduledThreadPool(2);
    private final Measurement measurement = new Measurement();
    /** The platform's processes when it runs on this machine (TEAMCHESS_RUN_DIR, else deploy/run). */
    private final ProcessCpu processes = new ProcessCpu(ProcessCpu.runFolder(Path.of("deploy", "run")));
    private final Accounts accounts;
    private final GameServiceClient gameService;
    private final BotGame.Tools tools;
    private final Random delays;
    private final Map<Integer, BotGame> playing = new ConcurrentHashMap<>();
    private volatile boolean stopping;
    private double generatorCpuAtStart;
    private volatile boolean measuringCpu;
    /** The platform's CPU seconds at the previous progress line (NaN before the first). */
    private double platformCpuBefore = Double.NaN;

    private LoadGenerator(Settings settings) {
        this.settings = settings;
        this.accounts = new Accounts(new Keycloak(http, settings.keycloak(), json));
        this.gameService = new GameServiceClient(http, json);
        this.tools = new BotGame.Tools(json, new MoveChooser(settings.seed()), scheduler, measurement, settings);
        this.delays = new Random(settings.seed());
    }

    public static void main(String[] arguments) throws Exception {
        if (List.of(arguments).contains("--help")) {
            System.out.print(Settings.USAGE);
            return;
        }
        Settings settings;
        try {
            settings = Settings.parse(arguments);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.print(Settings.USAGE);
            System.exit(64);
            return;
        }
        new LoadGenerator(settings).run();
        System.exit(0);
    }

    private void run() throws Exception {
        say("%d games on %s, one move per game every %d ms; warmup %d s, measured %d s", settings.games(),
                settings.gameServices(), settings.moveEvery().toMillis(), settings.warmup().toSeconds(),
                settings.duration().toSeconds());
        long setupStart = System.nanoTime();
        Semaphore setup = new Semaphore(SETUP_CONCURRENCY);
        for (int slot = 0; slot < settings.games(); slot++) {
            setup.acquire();
            play(slot).whenComplete((joined, failure) -> setup.release());
        }
        setup.acquire(SETUP_CONCURRENCY);
        say("%d games joined in %.1f s", playing.size(), (System.nanoTime() - setupStart) / 1e9);

        measurement.interval(); // the first progress line counts from here, not from the set-up
        scheduler.scheduleAtFixedRate(this::progress, PROGRESS_EVERY.toMillis(), PROGRESS_EVERY.toMillis(),
                TimeUnit.MILLISECONDS);
        Thread.sleep(settings.warmup().toMillis());
        measurement.openWindow(System.nanoTime());
        processes.start();
        measuringCpu = true;
        generatorCpuAtStart = ProcessHandle.current().info().totalCpuDuration().map(cpu -> cpu.toMillis() / 1000.0)
                .orElse(0.0);
        long ackedBefore = measurement.allAcked();
        say("measuring");
        Thread.sleep(settings.duration().toMillis());
        measurement.closeWindow(System.nanoTime());
        measuringCpu = false;
        processes.sample();
        long ackedInWindow = measurement.allAcked() - ackedBefore;
        // the moves sent just before the window closed get their answers
        Thread.sleep(2_000);
        stopping = true;
        report(measurement.results());
        reportCpu(ackedInWindow);
        playing.values().forEach(BotGame::close);
        Thread.sleep(1_000);
    }

    /**
     * Sets up the game of one slot (created on the slot's instance; White on that instance, Black on
     * the next) and starts it; completes when both have joined, or failed to.
     */
    private CompletableFuture<Void> play(int slot) {
        List<URI> instances = settings.gameServices();
        URI whiteInstance = instances.get(slot % instances.size());
        URI blackInstance = instances.get((slot + 1) % instances.size());
        String whiteToken;
        String blackToken;
        CompletableFuture<String> created;
        try {
            whiteToken = accounts.token(settings.whiteUser());
            blackToken = accounts.token(settings.blackUser());
            created = gameService.create(whiteInstance, accounts.token(settings.organizerUser()),
                    accounts.id(settings.whiteUser()), accounts.id(settings.blackUser()));
        } catch (IOException e) {
            return setUpFailed(slot, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CompletableFuture.failedFuture(e);
        }
        return created.thenCompose(gameId -> {
            BotGame game = new BotGame(gameId, tools, () -> replace(slot));
            playing.put(slot, game);
            return game.seat(
                    BotConnection.open(http, json, whiteInstance, gameId, whiteToken,
                            message -> game.received(true, message)),
                    BotConnection.open(http, json, blackInstance, gameId, blackToken,
                            message -> game.received(false, message)))
                    .orTimeout(JOIN_TIMEOUT.toSeconds(), TimeUnit.SECONDS)
                    .thenRun(() -> game.begin(nextDelay()))
                    .whenComplete((joined, failure) -> {
                        if (failure != null) {
                            game.close();
                        }
                    });
        }).exceptionally(failure -> {
            setUpFailed(slot, failure);
            return null;
        });
    }

    /** Counts the failure and tries the slot again a second later. */
    private CompletableFuture<Void> setUpFailed(int slot, Throwable failure) {
        measurement.failed("game set-up: " + rootCause(failure));
        scheduler.schedule(() -> replace(slot), 1, TimeUnit.SECONDS);
        return CompletableFuture.completedFuture(null);
    }

    /** The slot's game ended (or could not be set up): a new one takes its place, until the run stops. */
    private void replace(int slot) {
        playing.remove(slot);
        if (!stopping) {
            play(slot);
        }
    }

    private synchronized long nextDelay() {
        return (long) (delays.nextDouble() * settings.moveEvery().toMillis());
    }

    private void progress() {
        if (measuringCpu) {
            processes.sample(); // memory, and CPU up to now (a run cut short still has figures)
        }
        Measurement.Interval interval = measurement.interval();
        double platformCpu = processes.totalSecondsNow();
        String cpuPerMove = Double.isNaN(platformCpuBefore) || interval.acked() == 0 ? "-"
                : String.format("%.2f", (platformCpu - platformCpuBefore) * 1000 / interval.acked());
        platformCpuBefore = platformCpu;
        say("%5.0f moves/s, opponent received p50 %s p99 %s max %s, load average %s; mean ply %.0f, games ended %d,"
                + " platform CPU %s ms/move", interval.acked() / (double) PROGRESS_EVERY.toSeconds(),
                millis(interval.deliveries().p50()), millis(interval.deliveries().p99()),
                millis(interval.deliveries().max()), loadAverage(), interval.meanPly(), interval.gamesFinished(),
                cpuPerMove);
    }

    private void report(Measurement.Results results) {
        double seconds = settings.duration().toMillis() / 1000.0;
        say("");
        say("games %d, one move per game every %d ms, measured %.0f s, game-service instances %d",
                settings.games(), settings.moveEvery().toMillis(), seconds, settings.gameServices().size());
        say("moves sent %d, acknowledged %d: %.0f moves/s", results.sent(), results.acked(),
                results.acked() / seconds);
        say("%-34s %8s %8s %8s %8s %8s", "latency (ms)", "count", "p50", "p90", "p99", "max");
        row("send -> ack (mover)", results.acks());
        row("send -> move received (opponent)", results.deliveries());
        say("moves acknowledged in the whole run, set-up and warmup included: %d", results.allAcked());
        say("games finished and replaced: %d", results.gamesFinished());
        say("refusals: %s", results.refusals().isEmpty() ? "none" : results.refusals());
        say("failures: %s", results.failures().isEmpty() ? "none" : results.failures());
        say("load average: %s; this generator's CPU so far: %s", loadAverage(),
                ProcessHandle.current().info().totalCpuDuration().map(cpu -> cpu.toSeconds() + " s").orElse("unknown"));
    }

    /**
     * Each process's CPU over the measured window per move acknowledged in it (whenever sent), and
     * the platform's sum: this generator is listed but not counted in it.
     */
    private void reportCpu(long acked) {
        List<ProcessCpu.Usage> usage = processes.usage();
        if (usage.isEmpty() || acked == 0) {
            say("CPU per move: no figures (the platform's run folder is not on this machine; set TEAMCHESS_RUN_DIR)");
            return;
        }
        say("%-34s %10s %14s %14s", "CPU in the measured window", "CPU s", "ms per move", "largest RSS MiB");
        double platform = 0;
        for (ProcessCpu.Usage part : usage) {
            platform += part.cpuSeconds();
            say("%-34s %10.1f %14.3f %14d", part.part(), part.cpuSeconds(), part.cpuSeconds() * 1000 / acked,
                    part.maxRssKib() / 1024);
        }
        say("%-34s %10.1f %14.3f   (%d moves acknowledged in the window)", "platform, all processes", platform,
                platform * 1000 / acked, acked);
        double generator = ProcessHandle.current().info().totalCpuDuration().map(cpu -> cpu.toMillis() / 1000.0)
                .orElse(0.0) - generatorCpuAtStart;
        say("%-34s %10.1f %14.3f   (not counted above)", "this load generator", generator, generator * 1000 / acked);
    }

    private static void row(String name, LatencySummary summary) {
        say("%-34s %8d %8s %8s %8s %8s", name, summary.count(), millis(summary.p50()), millis(summary.p90()),
                millis(summary.p99()), millis(summary.max()));
    }

    private static String millis(long micros) {
        return String.format("%.1f", micros / 1000.0);
    }

    /** The machine's load averages (1, 5, 15 minutes) where Linux shows them: the bots share it. */
    private static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String rootCause(Throwable failure) {
        Throwable cause = failure;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getClass().getSimpleName();
    }

    private static void say(String format, Object... values) {
        System.out.println(Instant.now() + " " + String.format(format, values));
    }
}
