package org.teamchess.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.teamchess.events.Topics;

/**
 * The platform's broker as deploy/platform runs it (docs/decisions/broker-security.md): nobody
 * without a login, a federation's dashboard with the properties of {@code deploy/platform
 * federation-credentials} reads the federation feed and nothing else, and the passwords stay
 * readable by their owner only.
 */
@ExtendWith(SharedPlatform.class)
class BrokerSecuritySystemTest {

    private final Platform platform;

    BrokerSecuritySystemTest(Platform platform) {
        this.platform = platform;
    }

    @Test
    void aClientWithoutALoginGetsNothing() {
        try (Admin anonymous = Admin.create(Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, Platform.KAFKA,
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 5_000,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000))) {
            assertThrows(ExecutionException.class,
                    () -> anonymous.listTopics().names().get(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void theFederationCredentialsReadTheFederationFeedAndNotTheGames() throws IOException {
        Properties federation = platform.federationCredentials();
        assertEquals(Platform.KAFKA, federation.getProperty("bootstrap.servers"));

        try (KafkaConsumer<String, String> dashboard = consumer(federation)) {
            assertEquals(3, dashboard.partitionsFor(Topics.TOURNAMENT_EVENTS).size());
            dashboard.subscribe(List.of(Topics.TOURNAMENT_EVENTS));
            // Polls for a while without a refusal: joined its group, fetched (what there is).
            long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
            while (System.nanoTime() < until) {
                dashboard.poll(Duration.ofMillis(500));
            }
            assertEquals(3, dashboard.assignment().size(), "the dashboard reads all three partitions");
        }
        for (String other : List.of(Topics.GAME_EVENTS, Topics.REGISTRATION_EVENTS)) {
            try (KafkaConsumer<String, String> dashboard = consumer(federation)) {
                dashboard.subscribe(List.of(other));
                assertThrows(TopicAuthorizationException.class, () -> {
                    long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                    while (System.nanoTime() < until) {
                        dashboard.poll(Duration.ofMillis(500));
                    }
                }, other);
            }
        }
    }

    @Test
    void thePasswordsAreReadableByTheirOwnerOnly() throws IOException {
        Path credentials = Platform.kafkaCredentials();
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(credentials)));
        try (Stream<Path> files = Files.list(credentials)) {
            List<Path> passwords = files.toList();
            assertEquals(6, passwords.size(), passwords::toString);
            for (Path password : passwords) {
                assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(password)),
                        password::toString);
            }
        }
        Path server = platform.runDir().resolve("kafka/server.properties");
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(server)));
    }

    private static KafkaConsumer<String, String> consumer(Properties federation) {
        Properties config = new Properties();
        config.putAll(federation);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        return new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer());
    }
}
