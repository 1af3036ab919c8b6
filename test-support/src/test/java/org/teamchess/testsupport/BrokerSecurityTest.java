package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.errors.AuthorizationException;
import org.apache.kafka.common.errors.GroupAuthorizationException;
import org.apache.kafka.common.errors.SaslAuthenticationException;
import org.apache.kafka.common.errors.TopicAuthorizationException;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The broker as deploy/kafka configures it refuses what access.conf does not allow: no login, a
 * wrong password, a service writing another's topic, the federation reader reading anything but
 * the federation feed or joining a service's consumer group. And allows what it does.
 */
class BrokerSecurityTest {

    private static final String REGISTRATION_EVENTS = "teamchess.registration.events";
    private static final String TOURNAMENT_EVENTS = "teamchess.tournament.events";
    private static final String GAME_EVENTS = "teamchess.game.events";
    private static final String CLOCK_EVENTS = "teamchess.clock.events";
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    private static KafkaBroker broker;

    @BeforeAll
    static void startBroker() {
        broker = KafkaBroker.start(ReactorRoot.find());
    }

    @AfterAll
    static void stopBroker() {
        broker.close();
    }

    @Test
    void aClientWithoutALoginGetsNothing() {
        Map<String, Object> config = Map.of(
                AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers(),
                AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, 5_000,
                AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 2_000);
        try (Admin anonymous = Admin.create(config)) {
            // The listener speaks only SASL: a plaintext client is cut off and never gets an answer.
            assertThrows(ExecutionException.class,
                    () -> anonymous.listTopics().names().get(10, TimeUnit.SECONDS));
        }
    }

    @Test
    void aWrongPasswordIsRefused() {
        KafkaCredentials impostor = new KafkaCredentials(broker.bootstrapServers(), "game-service", "guessed");

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> TopicWriter.send(impostor, GAME_EVENTS, "game-1", "{}"));

        assertInstanceOf(SaslAuthenticationException.class, refused.getCause().getCause(), refused::toString);
    }

    @Test
    void aServiceWritesItsOwnTopicAndNoOtherServices() {
        KafkaCredentials clock = broker.credentials("clock-service");
        TopicWriter.send(clock, CLOCK_EVENTS, "game-" + UUID.randomUUID(), "{}");

        for (String foreign : List.of(REGISTRATION_EVENTS, TOURNAMENT_EVENTS, GAME_EVENTS)) {
            IllegalStateException refused = assertThrows(IllegalStateException.class,
                    () -> TopicWriter.send(clock, foreign, "game-1", "{\"forged\":true}"), foreign);
            assertInstanceOf(TopicAuthorizationException.class, refused.getCause().getCause(), refused::toString);
        }
    }

    @Test
    void aServiceCannotReadATopicItDoesNotConsume() {
        // clock-service consumes game events only; the registration feed is not its business.
        assertReadRefused(broker.credentials("clock-service"), "clock-service", REGISTRATION_EVENTS);
    }

    @Test
    void theFederationReaderReadsTheFederationFeed() {
        String key = "match-" + UUID.randomUUID();
        TopicWriter.send(broker.credentials("tournament-service"), TOURNAMENT_EVENTS, key, "{\"round\":1}");

        try (TopicReader reader = TopicReader.fromBeginning(broker.credentials("federation-reader"), TOURNAMENT_EVENTS)) {
            List<ConsumerRecord<String, String>> read =
                    reader.readUntil(records -> records.stream().anyMatch(r -> key.equals(r.key())), PATIENCE);
            assertTrue(read.stream().anyMatch(r -> key.equals(r.key())), "the federation reader reads " + key);
        }
    }

    @Test
    void theFederationReaderCannotReadTheGameOrRegistrationTopics() {
        KafkaCredentials federation = broker.credentials("federation-reader");
        TopicWriter.send(broker.credentials("game-service"), GAME_EVENTS, "game-" + UUID.randomUUID(), "{}");
        TopicWriter.send(broker.credentials("registration-service"), REGISTRATION_EVENTS,
                "team-" + UUID.randomUUID(), "{}");

        // In a group of its own (federation-...), so that only the topic can be what is refused.
        assertReadRefused(federation, "federation-dashboard-" + UUID.randomUUID(), GAME_EVENTS);
        assertReadRefused(federation, "federation-dashboard-" + UUID.randomUUID(), REGISTRATION_EVENTS);
        assertReadRefused(federation, "federation-dashboard-" + UUID.randomUUID(), CLOCK_EVENTS);
    }

    @Test
    void theFederationReaderCannotJoinAServicesConsumerGroup() {
        // In game-service's group it could take partitions of the tournament feed from game-service.
        GroupAuthorizationException refused = assertThrows(GroupAuthorizationException.class,
                () -> pollOnce(broker.credentials("federation-reader"), "game-service", TOURNAMENT_EVENTS));
        assertEquals("game-service", refused.groupId(), refused.toString());
    }

    @Test
    void theFederationReaderCannotWriteTheFederationFeed() {
        // Refused before the record: an idempotent producer needs WRITE on some topic to get its id.
        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> TopicWriter.send(broker.credentials("federation-reader"), TOURNAMENT_EVENTS, "match-1", "{}"));
        assertInstanceOf(AuthorizationException.class, refused.getCause().getCause(), refused::toString);
    }

    private static void assertReadRefused(KafkaCredentials login, String group, String topic) {
        TopicAuthorizationException refused = assertThrows(TopicAuthorizationException.class,
                () -> pollOnce(login, group, topic), login.username() + " reads " + topic);
        assertEquals(Set.of(topic), refused.unauthorizedTopics());
    }

    /** Polls in the group until a record comes or the patience is over; a refusal is thrown. */
    private static void pollOnce(KafkaCredentials login, String group, String topic) {
        Map<String, Object> config = new HashMap<>(login.clientConfig());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        try (KafkaConsumer<String, String> consumer =
                     new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(topic));
            long deadline = System.nanoTime() + PATIENCE.toNanos();
            while (System.nanoTime() < deadline) {
                if (!consumer.poll(Duration.ofMillis(500)).isEmpty()) {
                    return;
                }
            }
        }
    }
}
