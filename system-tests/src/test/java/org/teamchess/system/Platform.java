package org.teamchess.system;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.teamchess.testsupport.KafkaCredentials;
import org.teamchess.testsupport.ReactorRoot;

/**
 * The whole platform as a user starts it: {@code deploy/platform}, with its run folder under this
 * module's {@code target/}, databases of its own ({@code teamchess_systest_*}) and ports of its own
 * (the defaults plus 10000, the management ports of health and metrics among them), so that it runs
 * beside a developer's platform. game-service runs as two instances on one database and broker ({@link #GAME} and {@link #GAME_2}), as it would scaled out.
 * Every command's output goes to a log file beside the run folder, whose end a failure quotes.
 * Closing it stops it.
 */
final class Platform implements AutoCloseable {

    static final String KAFKA = "127.0.0.1:19092";
    static final String KEYCLOAK = "http://127.0.0.1:18180";
    static final String REGISTRATION = "http://127.0.0.1:18081";
    static final String GAME = "http://127.0.0.1:18082";
    /** The second instance of game-service. */
    static final String GAME_2 = "http://127.0.0.1:18092";
    static final String CLOCK = "http://127.0.0.1:18083";
    static final String TOURNAMENT = "http://127.0.0.1:18084";
    static final String WEB = "http://127.0.0.1:18080";

    private static final Map<String, String> ENVIRONMENT = Map.ofEntries(
            Map.entry("TEAMCHESS_DB_PREFIX", "teamchess_systest"),
            Map.entry("REGISTRATION_HTTP_PORT", "18081"),
            Map.entry("GAME_HTTP_PORT", "18082"),
            Map.entry("GAME_SERVICE_INSTANCES", "2"),
            Map.entry("GAME_EXTRA_HTTP_PORT", "18092"),
            Map.entry("CLOCK_HTTP_PORT", "18083"),
            Map.entry("TOURNAMENT_HTTP_PORT", "18084"),
            Map.entry("WEB_HTTP_PORT", "18080"),
            // Health and metrics (deploy/platform waits on these; docs/decisions/management-endpoints.md).
            Map.entry("REGISTRATION_MANAGEMENT_PORT", "19081"),
            Map.entry("GAME_MANAGEMENT_PORT", "19082"),
            Map.entry("GAME_EXTRA_MANAGEMENT_PORT", "19192"),
            Map.entry("CLOCK_MANAGEMENT_PORT", "19083"),
            Map.entry("TOURNAMENT_MANAGEMENT_PORT", "19084"),
            Map.entry("WEB_MANAGEMENT_PORT", "19080"),
            Map.entry("KAFKA_PORT", "19092"),
            Map.entry("KAFKA_CONTROLLER_PORT", "19093"),
            Map.entry("KEYCLOAK_PORT", "18180"),
            Map.entry("KEYCLOAK_MANAGEMENT_PORT", "19000"),
            // A level match's Armageddon starts this long after its last board (2 minutes by
            // default): long enough for both players to find and join it, short for the suite.
            Map.entry("TOURNAMENT_DECIDER_BREAK", "PT20S"));

    /** About a minute usually; 5.5 minutes seen on two cores shared with other builds. */
    private static final Duration START_TIMEOUT = Duration.ofMinutes(10);

    private static final String RUN_DIR = "system-tests/target/platform-run";

    private final Path root = ReactorRoot.find();
    private final Path runDir = root.resolve(RUN_DIR);
    private final Path log = root.resolve("system-tests/target/platform-commands.log");

    /**
     * Starts everything and returns once every part is healthy. A start that fails or times out
     * stops what it launched, which would otherwise keep running and hold the ports.
     */
    void start() {
        try {
            run(START_TIMEOUT, "start", "--detach");
        } catch (IllegalStateException failed) {
            try {
                close();
            } catch (IllegalStateException stopFailed) {
                failed.addSuppressed(stopFailed);
            }
            throw failed;
        }
    }

    /** Stops what {@link #start()} started, by the process ids it recorded. */
    @Override
    public void close() {
        run(Duration.ofMinutes(2), "stop");
    }

    /**
     * A login to the platform's broker, as deploy/platform made it: {@code admin}, a service
     * ({@code game-service}, ...) or {@code federation-reader} (docs/decisions/broker-security.md).
     */
    static KafkaCredentials kafkaLogin(String user) {
        Path file = kafkaCredentials().resolve(user + ".password");
        try {
            return new KafkaCredentials(KAFKA, user, Files.readString(file).strip());
        } catch (IOException e) {
            throw new IllegalStateException("No password of the Kafka user " + user + " at " + file, e);
        }
    }

    /** The folder of the broker's passwords, one file per user. */
    static Path kafkaCredentials() {
        return ReactorRoot.find().resolve(RUN_DIR).resolve("kafka/credentials");
    }

    /** The run folder deploy/platform keeps its files in. */
    Path runDir() {
        return runDir;
    }

    /** What {@code deploy/platform federation-credentials} prints: a federation's client properties. */
    Properties federationCredentials() throws IOException {
        Path output = runDir.resolve("../federation.properties").normalize();
        run(Duration.ofSeconds(30), ProcessBuilder.Redirect.to(output.toFile()), "federation-credentials");
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(output)) {
            properties.load(reader);
        } finally {
            Files.delete(output);
        }
        return properties;
    }

    /** Starts one service again, as after a crash; returns once it is healthy. */
    void restartService(String service) {
        run(Duration.ofMinutes(2), "restart-service", service);
    }

    /**
     * Runs the browser client's end-to-end tests (web/e2e, real headless Chromium) against this
     * platform.
     *
     * @return their exit code; their output is in the commands' log
     */
    int runWebEndToEnd() throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("npm", "run", "e2e")
                .directory(root.resolve("web").toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        builder.environment().put("WEB_URL", WEB);
        Process process = builder.start();
        // Seven files since match day came (two viewports each for the match-day and responsive
        // journeys): about 8 minutes on two cores.
        if (!process.waitFor(15, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new IllegalStateException("web/e2e took longer than 15 minutes\n" + tail());
        }
        return process.exitValue();
    }

    /**
     * Runs the competition simulator (load-generator) against this platform, as a user runs it, with
     * the platform's settings in its environment (its fault drills call deploy/platform on this run
     * folder) and the federation reader's login for the feed's check.
     *
     * @param options the simulator's {@code --name=value} options beyond the platform's URLs
     * @return its exit code (0: every check of its report passed); its output is in {@code output}
     */
    int runSimulator(Path output, Duration timeout, List<String> options) throws IOException, InterruptedException {
        Path federation = runDir.resolve("../simulator-federation.properties").normalize();
        run(Duration.ofSeconds(30), ProcessBuilder.Redirect.to(federation.toFile()), "federation-credentials");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", root.resolve("load-generator/target/load-generator.jar").toString(),
                "org.teamchess.load.simulator.Simulator",
                "--registration-url=" + REGISTRATION, "--tournament-url=" + TOURNAMENT,
                "--game-url=" + GAME + "," + GAME_2, "--keycloak-url=" + KEYCLOAK,
                "--platform=" + root.resolve("deploy/platform"), "--federation=" + federation));
        command.addAll(options);
        ProcessBuilder builder = new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectErrorStream(true)
                .redirectOutput(output.toFile());
        builder.environment().putAll(ENVIRONMENT);
        builder.environment().put("TEAMCHESS_RUN_DIR", runDir.toString());
        Process process = builder.start();
        if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("the simulator took longer than " + timeout + " (its output: " + output + ")");
        }
        return process.exitValue();
    }

    /** The end of the commands' log, for a failure message. */
    String logTailQuietly() {
        try {
            return tail();
        } catch (IOException e) {
            return "(the log " + log + " cannot be read: " + e.getMessage() + ")";
        }
    }

    /** Kills one service the hard way (SIGKILL): no shutdown hook, no flush, no goodbye. */
    void kill(String service) throws Exception {
        long pid = Long.parseLong(Files.readString(runDir.resolve("pids/" + service + ".pid")).strip());
        ProcessHandle process = ProcessHandle.of(pid)
                .orElseThrow(() -> new IllegalStateException(service + " (pid " + pid + ") is not running"));
        process.destroyForcibly();
        process.onExit().get(30, TimeUnit.SECONDS);
    }

    private void run(Duration timeout, String... arguments) {
        run(timeout, ProcessBuilder.Redirect.appendTo(log.toFile()), arguments);
    }

    /** Runs deploy/platform with its output to {@code output}, its errors to the commands' log. */
    private void run(Duration timeout, ProcessBuilder.Redirect output, String... arguments) {
        List<String> command = new ArrayList<>();
        command.add(root.resolve("deploy/platform").toString());
        command.addAll(List.of(arguments));
        try {
            Files.createDirectories(log.getParent());
            ProcessBuilder builder = new ProcessBuilder(command)
                    .directory(root.toFile())
                    .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .redirectOutput(output);
            builder.environment().putAll(ENVIRONMENT);
            builder.environment().put("TEAMCHESS_RUN_DIR", runDir.toString());
            Process process = builder.start();
            if (!process.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IllegalStateException(String.join(" ", command) + " took longer than " + timeout
                        + "\n" + tail());
            }
            if (process.exitValue() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " exited with "
                        + process.exitValue() + "\n" + tail());
            }
        } catch (IOException e) {
            throw new IllegalStateException("Could not run " + command, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running " + command, e);
        }
    }

    /** The end of the commands' log, for a failure message. */
    private String tail() throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
