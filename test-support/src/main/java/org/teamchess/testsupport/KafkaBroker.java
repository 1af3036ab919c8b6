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
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
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
 * <p>The broker is configured as the platform's is ({@code deploy/kafka/config}): SASL/SCRAM-SHA-512
 * only, ACLs by the StandardAuthorizer. {@link #start(Path)} makes a random password for every user
 * of {@code access.conf}, formats the storage with those logins ({@code kafka.tools.StorageTool
 * format --add-scram}), starts the broker ({@code kafka.Kafka}), waits until
 * {@code Admin.describeCluster()} answers and creates the topics and ACLs of {@code access.conf}
 * ({@code deploy/kafka/tools/KafkaAccess.java}); {@link #credentials(String)} gives a user's login.
 * {@link #close()} kills it and deletes the folder. A JVM
 * shutdown hook does the same if {@code close()} is never called, and the child exits by itself when
 * the parent JVM dies (see {@link BrokerMain}).
 */
public final class KafkaBroker implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(KafkaBroker.class.getName());
    /** 180 s; {@code -Dteamchess.test.kafka-ready-timeout=PT6M} on a machine shared by many builds. */
    private static final Duration READY_TIMEOUT = Duration.parse(System.getProperty("teamchess.test.kafka-ready-timeout",
            "PT180S"));
    private static final String LOOPBACK = "127.0.0.1";
    /** The super user: the broker's own login, and the one that creates topics and ACLs. */
    public static final String ADMIN = "admin";
    private static final String ACCESS = "config/access.conf";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Process process;
    private final Path folder;
    private final String bootstrapServers;
    private final Map<String, String> passwords;
    private final Thread shutdownHook;
    private boolean closed;

    private KafkaBroker(Process process, Path folder, String bootstrapServers, Map<String, String> passwords) {
        this.process = process;
        this.folder = folder;
        this.bootstrapServers = bootstrapServers;
        this.passwords = Map.copyOf(passwords);
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
            Map<String, String> passwords = new LinkedHashMap<>();
            for (String user : users(kafkaModule)) {
                passwords.put(user, randomPassword());
            }
            KafkaCredentials admin = new KafkaCredentials(bootstrapServers, ADMIN, passwords.get(ADMIN));
            Path properties = writeProperties(kafkaModule, folder, ports[0], ports[1], admin.password());
            List<String> command = new ArrayList<>(List.of(java(), "-Xmx512m", "-XX:+UseSerialGC",
                    "-Dlog4j2.configurationFile=" + kafkaModule.resolve("config/log4j2.xml"),
                    "-cp", classpath + File.pathSeparator + ownLocation(),
                    BrokerMain.class.getName(), Uuid.randomUuid().toString(), properties.toString()));
            // admin at format time (the broker logs in as admin); the others from files, by KafkaAccess.
            command.addAll(List.of("--add-scram", "SCRAM-SHA-512=[name=" + ADMIN + ",password=" + admin.password() + "]"));
            process = new ProcessBuilder(command)
                    .redirectErrorStream(true)
                    .redirectOutput(folder.resolve("broker.log").toFile())
                    .start();
            awaitReady(process, admin, ports[0], folder);
            applyAccess(kafkaModule, classpath, admin, folder, passwords);
            KafkaBroker broker = new KafkaBroker(process, folder, bootstrapServers, passwords);
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

    /**
     * The login of a user of {@code access.conf}: {@code admin} (a super user: the tests' own
     * reader and writer), a service ({@code clock-service}, ...) or {@code federation-reader}.
     *
     * @throws IllegalArgumentException when access.conf has no such user
     */
    public KafkaCredentials credentials(String user) {
        String password = passwords.get(user);
        if (password == null) {
            throw new IllegalArgumentException("No Kafka user " + user + " in deploy/kafka/config/access.conf: "
                    + passwords.keySet());
        }
        return new KafkaCredentials(bootstrapServers, user, password);
    }

    /** Every user of {@code access.conf} with its password, for {@link KafkaBrokerResource}. */
    Map<String, String> passwords() {
        return passwords;
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

    /** The users of access.conf ({@code user NAME} lines), admin among them. */
    private static List<String> users(Path kafkaModule) {
        List<String> users = read(kafkaModule.resolve(ACCESS)).lines()
                .map(String::strip)
                .filter(line -> line.startsWith("user "))
                .map(line -> line.substring("user ".length()).strip())
                .toList();
        if (!users.contains(ADMIN)) {
            throw new IllegalStateException(kafkaModule.resolve(ACCESS) + " has no user " + ADMIN);
        }
        return users;
    }

    private static String randomPassword() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    private static Path writeProperties(Path kafkaModule, Path folder, int port, int controllerPort,
            String adminPassword) throws IOException {
        String properties = read(kafkaModule.resolve("config/server.properties"))
                .replace("@PORT@", Integer.toString(port))
                .replace("@CONTROLLER_PORT@", Integer.toString(controllerPort))
                .replace("@DATA_DIR@", folder.resolve("data").toString())
                .replace("@ADMIN_PASSWORD@", adminPassword);
        return Files.writeString(folder.resolve("server.properties"), properties);
    }

    /** One {@code <user>.password} file per user, readable by this user only, as deploy/platform keeps them. */
    private static Path writeCredentials(Path folder, Map<String, String> passwords) throws IOException {
        Path credentials = Files.createDirectories(folder.resolve("credentials"));
        for (Map.Entry<String, String> login : passwords.entrySet()) {
            Path file = Files.writeString(credentials.resolve(login.getKey() + ".password"), login.getValue());
            try {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException notPosix) {
                // Windows: the temporary folder is the user's own already.
            }
        }
        return credentials;
    }

    /** Sets the logins and creates the topics and ACLs of access.conf with deploy/kafka's own tool, as the platform does. */
    private static void applyAccess(Path kafkaModule, String classpath, KafkaCredentials admin, Path folder,
            Map<String, String> passwords) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(java(), "-cp", classpath,
                kafkaModule.resolve("tools/KafkaAccess.java").toString(), kafkaModule.resolve(ACCESS).toString())
                .redirectErrorStream(true)
                .redirectOutput(folder.resolve("access.log").toFile());
        builder.environment().put("KAFKA_BOOTSTRAP_SERVERS", admin.bootstrapServers());
        builder.environment().put("KAFKA_ADMIN_PASSWORD", admin.password());
        builder.environment().put("KAFKA_CREDENTIALS_DIR", writeCredentials(folder, passwords).toString());
        Process access = builder.start();
        try {
            if (!access.waitFor(READY_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                access.destroyForcibly();
                throw new IllegalStateException("KafkaAccess took longer than " + READY_TIMEOUT);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while applying " + ACCESS, e);
        }
        if (access.exitValue() != 0) {
            throw new IllegalStateException("KafkaAccess failed (" + access.exitValue() + "):\n"
                    + tail(folder.resolve("access.log")));
        }
    }

    /** Waits for the port to open, then for the cluster to answer an admin request. */
    private static void awaitReady(Process process, KafkaCredentials login, int port, Path folder) {
        String bootstrapServers = login.bootstrapServers();
        long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
        try {
            while (!isListening(port)) {
                checkRunning(process, bootstrapServers, folder, deadline);
                Thread.sleep(50);
            }
            Map<String, Object> config = new HashMap<>(login.clientConfig());
            config.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 5_000);
            config.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 10_000);
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
