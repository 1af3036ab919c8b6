package org.teamchess.game.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.teamchess.events.Topics;
import org.teamchess.events.heartbeat.InstanceHeartbeat;
import org.teamchess.game.config.GameConfig;

/**
 * This instance tells clock-service that it is alive: an {@link InstanceHeartbeat} every
 * {@code teamchess.game.heartbeat-interval}, sent straight to {@link Topics#GAME_HEARTBEATS} by a
 * producer of its own, not through the outbox: a heartbeat that cannot be sent is lost, and the
 * next one says the same. While no instance beats, clock-service stops the running clocks
 * (docs/decisions/server-outage-clock-pause.md).
 */
@ApplicationScoped
public class InstanceHeartbeats {

    private static final Logger LOG = Logger.getLogger(InstanceHeartbeats.class);

    private final String instanceId = "game-service-" + UUID.randomUUID();
    private final Map<String, Object> kafka;
    private final Duration interval;
    private final Clock time;
    private Producer<String, byte[]> producer;
    private ScheduledExecutorService beats;
    private volatile boolean failing;

    InstanceHeartbeats(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
            @ConfigProperty(name = "kafka.security.protocol") String securityProtocol,
            @ConfigProperty(name = "kafka.sasl.mechanism") String saslMechanism,
            @ConfigProperty(name = "kafka.sasl.jaas.config") String saslJaasConfig,
            GameConfig config, Clock time) {
        Duration interval = config.heartbeatInterval();
        // Small timeouts: a heartbeat older than the interval says nothing any more. No idempotence:
        // a duplicate heartbeat is harmless, and the login may write only its topics.
        this.kafka = Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                "security.protocol", securityProtocol,
                "sasl.mechanism", saslMechanism,
                "sasl.jaas.config", saslJaasConfig,
                ProducerConfig.ACKS_CONFIG, "1",
                ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, false,
                ProducerConfig.LINGER_MS_CONFIG, 0,
                ProducerConfig.MAX_BLOCK_MS_CONFIG, interval.toMillis(),
                ProducerConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) interval.toMillis(),
                ProducerConfig.DELIVERY_TIMEOUT_MS_CONFIG, (int) interval.toMillis());
        this.interval = interval;
        this.time = time;
    }

    /** The id this instance's heartbeats carry. */
    public String instanceId() {
        return instanceId;
    }

    void start(@Observes StartupEvent startup) {
        producer = new KafkaProducer<>(kafka, new StringSerializer(), new ByteArraySerializer());
        beats = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "instance-heartbeats");
            thread.setDaemon(true);
            return thread;
        });
        beats.scheduleAtFixedRate(this::beat, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        LOG.infof("Heartbeats of instance %s every %s", instanceId, interval);
    }

    void stop(@Observes ShutdownEvent shutdown) {
        if (beats != null) {
            beats.shutdownNow();
            producer.close(Duration.ofSeconds(1));
        }
    }

    private void beat() {
        InstanceHeartbeat beat = new InstanceHeartbeat(instanceId, time.instant());
        try {
            producer.send(new ProducerRecord<>(Topics.GAME_HEARTBEATS, instanceId, beat.encode()), (sent, error) -> {
                if (error != null && !failing) {
                    failing = true;
                    LOG.warnf("Heartbeats of instance %s are not getting through: %s", instanceId, error.toString());
                } else if (error == null && failing) {
                    failing = false;
                    LOG.infof("Heartbeats of instance %s get through again", instanceId);
                }
            });
        } catch (RuntimeException e) {
            // The producer's buffer is full or its metadata is missing (the broker away): lost, as meant.
            LOG.debugf("Heartbeat of instance %s not sent: %s", instanceId, e.toString());
        }
    }
}
