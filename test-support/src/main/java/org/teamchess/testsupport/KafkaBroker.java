package org.teamchess.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.Uuid;

/**
 * A real single-node Kafka broker (KRaft, broker and controller in one process) in a child JVM,
 * run from the broker jars that {@code deploy/kafka} resolves, with its own temporary folder and
 * free ports on 127.0.0.1.
 *
 * <p>{@link #start(Path)} formats the storage ({@code kafka.tools.StorageTool format}), starts the
 * broker ({@code kafka.Kafka}) and returns once {@code Admin.describeCluster()} answers; {@link #close()} kills it and deletes the folder. A JVM
 * shutdown hook does the same if {@code close()} is never called, and the child exits by itself when
 * the parent JVM dies (see {@link BrokerMain}).
 */
public final class KafkaBroker implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(KafkaBroker.class.getName());
    /** 90 s; {@code -Dteamchess.test.kafka-ready-timeout=PT5M} on a machine shared by many builds. */
    private static final Duration READY_TIMEOUT = Duration.parse(System.getProperty("teamchess.test.kafka-ready-timeout",
            "PT90S"));
    private static final String LOOPBACK = "127.0.0.1";

    private final Process process;
    private final Path folder;
    private final String bootstrapServers;
    private final Thread shutdownHook;
    private boolean closed;

    private KafkaBroker(Process process, Path folder, String bootstrapServers) {
        this.process = process;
        this.folder = folder;
        this.bootstrapServers = bootstrapServers;
        this.shutdownHook = new Thread(this::stopProcessAndDeleteFolder, "kafka-broker-cleanup");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Starts a broker and waits until it answers.
     *
     * @param reactorRoot the source tree's root (see {@link ReactorRoot#find()}), whose
     *                    {@code deploy/kafka} has been built
     * @throws IllegalStateException when {@code deploy/kafka} has not been built, or the broker does
     *                               not start; the message holds the end of the broker's log
     */
    public static KafkaBroker start(Path reactorRoot) {
        long startedAt = System.nanoTime();
        Path kafkaModule = reactorRoot.resolve("deploy/kafka");
        String classpath = brokerClasspath(kafkaModule);
        Path folder = createFolder();
        Process process = null;
        try {
            int[] ports = freePorts(2);
            String bootstrapServers = LOOPBACK + ":" + ports[0];
            Path properties = writeProperties(kafkaModule, folder, ports[0], ports[1]);
            process = new ProcessBuilder(java(), "-Xmx512m", "-XX:+UseSerialGC",
                    "-Dlog4j2.configurationFile=" + kafkaModule.resolve("config/log4j2.xml"),
                    "-cp", classpath + File.pathSeparator + ownLocation(),
                    BrokerMain.class.getName(), Uuid.randomUuid().toString(), properties.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(folder.resolve("broker.log").toFile())
                    .start();
            awaitReady(process, bootstrapServers, ports[0], folder);
            KafkaBroker broker = new KafkaBroker(process, folder, bootstrapServers);
            LOG.log(Level.INFO, "Kafka broker ready on {0} in {1} ms (folder {2})", bootstrapServers,
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedAt), folder);
            return broker;
        } catch (IOException e) {
            destroy(process);
            deleteFolder(folder);
            throw new UncheckedIOException("Cannot start the Kafka broker in " + folder, e);
        } catch (RuntimeException e) {
            destroy(process);
            deleteFolder(folder);
            throw e;
        }
    }

    /** The {@code host:port} list for clients, e.g. {@code 127.0.0.1:40123}. */
    public String bootstrapServers() {
        return bootstrapServers;
    }

    /** The broker's temporary folder: configuration, data and {@code broker.log}. */
    public Path folder() {
        return folder;
    }

    /** Whether the broker's process is still running. */
    public boolean isRunning() {
        return process.isAlive();
    }

    /** Kills the broker and deletes its folder; calling it again does nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stopProcessAndDeleteFolder();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // The JVM is already shutting down and runs the hook itself; nothing left to undo.
        }
    }

    private void stopProcessAndDeleteFolder() {
        destroy(process);
        deleteFolder(folder);
    }

    private static String brokerClasspath(Path kafkaModule) {
        Path file = kafkaModule.resolve("target/classpath.txt");
        String build = "build it first: mvn -B install -DskipTests -pl deploy/kafka"
                + " (a full mvn install builds it before test-support)";
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("Missing " + file + ", the Kafka broker's classpath: " + build);
        }
        String classpath = read(file).trim();
        for (String jar : classpath.split(File.pathSeparator)) {
            if (!Files.isRegularFile(Path.of(jar))) {
                throw new IllegalStateException(file + " names a missing jar " + jar
                        + " (another local Maven repository?): " + build);
            }
        }
        return classpath;
    }

    private static Path writeProperties(Path kafkaModule, Path folder, int port, int controllerPort)
            throws IOException {
        String properties = read(kafkaModule.resolve("config/server.properties"))
                .replace("@PORT@", Integer.toString(port))
                .replace("@CONTROLLER_PORT@", Integer.toString(controllerPort))
                .replace("@DATA_DIR@", folder.resolve("data").toString());
        return Files.writeString(folder.resolve("server.properties"), properties);
    }

    /** Waits for the port to open, then for the cluster to answer an admin request. */
    private static void awaitReady(Process process, String bootstrapServers, int port, Path folder) {
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        try {
            while (!isListening(port)) {
                checkRunning(process, bootstrapServers, folder, deadline);
                Thread.sleep(50);
            }
            Map<String, Object> config = Map.of(
                    AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                    AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000,
                    AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 10_000);
            try (Admin admin = Admin.create(config)) {
                while (true) {
                    checkRunning(process, bootstrapServers, folder, deadline);
                    try {
                        if (!admin.describeCluster().nodes().get(10, TimeUnit.SECONDS).isEmpty()) {
                            return;
                        }
                    } catch (ExecutionException | TimeoutException | KafkaException e) {
                        // Listening but not serving yet; try again until the deadline.
                    }
                    Thread.sleep(100);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for the Kafka broker", e);
        }
    }

    private static void checkRunning(Process process, String bootstrapServers, Path folder, long deadline) {
        if (!process.isAlive()) {
            throw new IllegalStateException("The Kafka broker exited with " + process.exitValue()
                    + " before it was ready:\n" + tail(folder.resolve("broker.log")));
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException("The Kafka broker on " + bootstrapServers
                    + " was not ready within " + READY_TIMEOUT + ":\n" + tail(folder.resolve("broker.log")));
        }
    }

    private static boolean isListening(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(LOOPBACK, port), 1_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int[] freePorts(int count) throws IOException {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            int[] ports = new int[count];
            for (int index = 0; index < count; index++) {
                ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(LOOPBACK));
                sockets.add(socket);
                ports[index] = socket.getLocalPort();
            }
            return ports;
        } finally {
            for (ServerSocket socket : sockets) {
                socket.close();
            }
        }
    }

    private static Path createFolder() {
        try {
            return Files.createTempDirectory("teamchess-kafka-");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create a temporary folder for the Kafka broker", e);
        }
    }

    private static void destroy(Process process) {
        if (process == null) {
            return;
        }
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void deleteFolder(Path folder) {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            LOG.log(Level.WARNING, "Cannot delete the Kafka broker folder " + folder, e);
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Where BrokerMain is loaded from: target/classes, or this module's jar. */
    private static String ownLocation() {
        try {
            return Path.of(BrokerMain.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("Cannot locate the classes of " + BrokerMain.class, e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file, e);
        }
    }

    /** The last lines of a log, for an error message. */
    private static String tail(Path log) {
        if (!Files.isRegularFile(log)) {
            return "(no log at " + log + ")";
        }
        List<String> lines = read(log).lines().toList();
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
