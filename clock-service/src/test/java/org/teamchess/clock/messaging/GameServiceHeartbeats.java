package org.teamchess.clock.messaging;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.teamchess.events.Topics;
import org.teamchess.events.heartbeat.InstanceHeartbeat;
import org.teamchess.testsupport.KafkaBrokerResource;

/**
 * A game-service instance's heartbeats, as game-service sends them: logged in as game-service (so
 * the broker's ACLs are those of access.conf), every {@code interval}, until stopped.
 */
final class GameServiceHeartbeats implements AutoCloseable {

    private final String instanceId = "game-service-test-" + UUID.randomUUID();
    private final KafkaProducer<String, byte[]> producer;
    private final ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor();
    private final Duration interval;
    private ScheduledFuture<?> beating;

    GameServiceHeartbeats(Duration interval) {
        Map<String, Object> config = new HashMap<>(KafkaBrokerResource.running("game-service").clientConfig());
        config.put(ProducerConfig.ACKS_CONFIG, "1");
        config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false);
        config.put(ProducerConfig.LINGER_MS_CONFIG, 0);
        producer = new KafkaProducer<>(config, new StringSerializer(), new ByteArraySerializer());
        this.interval = interval;
    }

    /** Starts beating (again). */
    synchronized void start() {
        if (beating == null) {
            beating = beats.scheduleAtFixedRate(() -> producer.send(new ProducerRecord<>(Topics.GAME_HEARTBEATS,
                            instanceId, new InstanceHeartbeat(instanceId, Instant.now()).encode())),
                    0, interval.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** Stops beating, as a killed instance does; returns once the last heartbeat is on the broker. */
    synchronized void stop() {
        if (beating != null) {
            beating.cancel(false);
            beating = null;
            producer.flush();
        }
    }

    @Override
    public void close() {
        stop();
        beats.shutdownNow();
        producer.close(Duration.ofSeconds(5));
    }
}
