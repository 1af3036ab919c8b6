package org.teamchess.testsupport;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

/**
 * Reads what a service under test published: a plain Kafka consumer of one topic, from its
 * beginning, in a consumer group of its own, on the shared broker of {@link KafkaBrokerResource}
 * (as its super user) or as a given login.
 * Topics outlive a test class, so a test looks for its own ids among the records.
 *
 * <pre>{@code
 * try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
 *     List<ConsumerRecord<String, String>> records =
 *             reader.readUntil(read -> read.stream().anyMatch(r -> r.key().equals(teamId)),
 *                     Duration.ofSeconds(30));
 * }
 * }</pre>
 */
public final class TopicReader implements AutoCloseable {

    private static final Duration POLL = Duration.ofMillis(200);

    private final KafkaConsumer<String, String> consumer;
    private final List<ConsumerRecord<String, String>> records = new ArrayList<>();

    private TopicReader(KafkaConsumer<String, String> consumer) {
        this.consumer = consumer;
    }

    /**
     * A reader of the topic on the shared broker, as its super user.
     *
     * @throws IllegalStateException when no {@link KafkaBrokerResource} has started the broker
     */
    public static TopicReader fromBeginning(String topic) {
        return fromBeginning(KafkaBrokerResource.runningAdmin(), topic);
    }

    /**
     * A reader of the topic with this login (a running platform's broker, say). Its consumer group
     * is named {@code <user>-test-reader-<random>}: for federation-reader within the groups it may use.
     */
    public static TopicReader fromBeginning(KafkaCredentials login, String topic) {
        Map<String, Object> config = new HashMap<>(login.clientConfig());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, login.username() + "-test-reader-" + UUID.randomUUID());
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        KafkaConsumer<String, String> consumer =
                new KafkaConsumer<>(config, new StringDeserializer(), new StringDeserializer());
        consumer.subscribe(List.of(topic));
        return new TopicReader(consumer);
    }

    /**
     * Polls until the records read so far satisfy the condition or the time is up.
     *
     * @return every record read so far, in the order of each partition; the caller asserts on them
     */
    public List<ConsumerRecord<String, String>> readUntil(
            Predicate<List<ConsumerRecord<String, String>>> done, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!done.test(records) && System.nanoTime() < deadline) {
            consumer.poll(POLL).forEach(records::add);
        }
        return List.copyOf(records);
    }

    /** Polls for the whole duration: to show that nothing more (no duplicate) arrives. */
    public List<ConsumerRecord<String, String>> readFor(Duration duration) {
        return readUntil(read -> false, duration);
    }

    @Override
    public void close() {
        consumer.close(Duration.ofSeconds(5));
    }
}
