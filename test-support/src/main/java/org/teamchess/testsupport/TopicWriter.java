package org.teamchess.testsupport;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Publishes what another service would, for a service under test to consume: one record, keyed,
 * acknowledged by the broker before it returns: the shared broker of {@link KafkaBrokerResource} (as
 * its super user), or as a given login.
 */
public final class TopicWriter {

    private TopicWriter() {
    }

    /**
     * Sends to the shared broker, as its super user.
     *
     * @throws IllegalStateException when no {@link KafkaBrokerResource} has started the broker, or
     *                               the broker does not acknowledge the record within 30 s
     */
    public static void send(String topic, String key, String value) {
        send(KafkaBrokerResource.runningAdmin(), topic, key, value);
    }

    /**
     * Sends with this login.
     *
     * @throws IllegalStateException when the broker does not acknowledge the record within 30 s
     *                               (or refuses it: the cause is then an authorization error)
     */
    public static void send(KafkaCredentials login, String topic, String key, String value) {
        Map<String, Object> config = new HashMap<>(login.clientConfig());
        config.put(ProducerConfig.ACKS_CONFIG, "all");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
        try (KafkaProducer<String, String> producer =
                     new KafkaProducer<>(config, new StringSerializer(), new StringSerializer())) {
            producer.send(new ProducerRecord<>(topic, key, value)).get(30, TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("The broker did not take a record for " + topic, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while sending to " + topic, e);
        }
    }
}
