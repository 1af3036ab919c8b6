package org.teamchess.system;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.teamchess.testsupport.KafkaCredentials;

/**
 * Every record of every topic on the platform's broker, from the beginning to the end as it is
 * now, read with a plain consumer as anyone on the network could: the key, the value and each
 * header as text (UTF-8), for the checks that no personal data travels on Kafka.
 */
final class KafkaRecords {

    /** One record as text: where it is and everything it carries. */
    record Text(String topic, int partition, long offset, String key, String value, List<String> headers) {

        /** The key, the value and the headers (name and value) in one text, to search. */
        String all() {
            return key + "\n" + value + "\n" + String.join("\n", headers);
        }

        String where() {
            return topic + "-" + partition + "@" + offset;
        }
    }

    private KafkaRecords() {
    }

    /**
     * Every record of every topic but the broker's own (consumer offsets, transactions), read with
     * the login (the broker takes logins only: the admin's reads every topic).
     */
    static List<Text> everyTopic(KafkaCredentials login) {
        Properties config = new Properties();
        config.putAll(login.clientConfig());
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "system-test-reader-" + UUID.randomUUID());
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        // A transactional producer's aborted records are on the topic too: read them as well.
        config.put(ConsumerConfig.ISOLATION_LEVEL_CONFIG, "read_uncommitted");
        List<Text> texts = new ArrayList<>();
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            List<TopicPartition> partitions = new ArrayList<>();
            for (Map.Entry<String, List<PartitionInfo>> topic : consumer.listTopics(Duration.ofSeconds(30)).entrySet()) {
                if (!topic.getKey().startsWith("__")) {
                    topic.getValue().forEach(info -> partitions.add(new TopicPartition(info.topic(), info.partition())));
                }
            }
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            Map<TopicPartition, Long> ends = consumer.endOffsets(partitions, Duration.ofSeconds(30));
            long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
            while (partitions.stream().anyMatch(partition -> consumer.position(partition) < ends.get(partition))) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the topics were not read to their end within 2 minutes: " + ends);
                }
                for (ConsumerRecord<byte[], byte[]> record : consumer.poll(Duration.ofMillis(500))) {
                    List<String> headers = new ArrayList<>();
                    for (Header header : record.headers()) {
                        headers.add(header.key() + "=" + text(header.value()));
                    }
                    texts.add(new Text(record.topic(), record.partition(), record.offset(), text(record.key()),
                            text(record.value()), headers));
                }
            }
        }
        return texts;
    }

    private static String text(byte[] bytes) {
        return bytes == null ? "" : new String(bytes, StandardCharsets.UTF_8);
    }
}
