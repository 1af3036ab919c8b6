package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KafkaBrokerTest {

    /** A topic of deploy/kafka/config/access.conf: topics are not created by their first use. */
    private static final String TOPIC = "teamchess.game.events";

    @Test
    void brokerCarriesARecordAndLeavesNothingBehind() {
        KafkaBroker broker = KafkaBroker.start(ReactorRoot.find());
        Path folder = broker.folder();
        try {
            assertTrue(Files.isRegularFile(folder.resolve("broker.log")));

            produce(broker.credentials(KafkaBroker.ADMIN), "game-1", "{\"ply\":1}");

            ConsumerRecord<String, String> consumed = consumeOne(broker.credentials(KafkaBroker.ADMIN));
            assertEquals("game-1", consumed.key());
            assertEquals("{\"ply\":1}", consumed.value());
        } finally {
            broker.close();
        }

        assertFalse(Files.exists(folder), "the broker's folder is deleted");
        assertFalse(broker.isRunning(), "the broker is stopped");
    }

    @Test
    void missingClasspathFileSaysToBuildDeployKafka(@TempDir Path tree) throws IOException {
        Files.createDirectories(tree.resolve("deploy/kafka"));
        Files.writeString(tree.resolve("deploy/kafka/pom.xml"), "<project/>");

        IllegalStateException error =
                assertThrows(IllegalStateException.class, () -> KafkaBroker.start(tree));

        assertTrue(error.getMessage().contains("classpath.txt"), error.getMessage());
        assertTrue(error.getMessage().contains("mvn -B install -DskipTests -pl deploy/kafka"),
                error.getMessage());
    }

    @Test
    void reactorRootIsFoundFromAModuleFolder() {
        assertTrue(Files.isRegularFile(ReactorRoot.find().resolve("deploy/kafka/pom.xml")));
    }

    static void produce(KafkaCredentials login, String key, String value) {
        TopicWriter.send(login, TOPIC, key, value);
    }

    private static ConsumerRecord<String, String> consumeOne(KafkaCredentials login) {
        Map<String, Object> config = new HashMap<>(login.clientConfig());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "test-support-round-trip");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        try (KafkaConsumer<String, String> consumer =
                     new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer())) {
            consumer.subscribe(List.of(TOPIC));
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            List<ConsumerRecord<String, String>> records = new ArrayList<>();
            while (records.isEmpty() && System.nanoTime() < deadline) {
                consumer.poll(Duration.ofMillis(500)).forEach(records::add);
            }
            assertEquals(1, records.size(), "one record consumed within 30 s");
            return records.get(0);
        }
    }
}
