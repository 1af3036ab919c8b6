package org.teamchess.clock.messaging;

import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.KafkaException;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.teamchess.clock.config.ServerOutageConfig;
import org.teamchess.clock.service.GameServiceWatch;
import org.teamchess.clock.service.ServerOutagePauses;
import org.teamchess.events.Topics;
import org.teamchess.events.heartbeat.InstanceHeartbeat;

/**
 * Reads game-service's heartbeats ({@link Topics#GAME_HEARTBEATS}) on a thread of its own, with a
 * consumer of its own: no consumer group (every clock-service instance reads every heartbeat, from
 * the end: old ones say nothing) and no commits. Tells the {@link GameServiceWatch}, and when the
 * watch says so stops or restarts the clocks ({@link ServerOutagePauses}). Before it declares an
 * outage it asks the broker for the topic's end offsets: no answer means the broker is away, not
 * game-service, and then nothing is paused.
 */
@ApplicationScoped
public class HeartbeatReader {

    private static final Logger LOG = Logger.getLogger(HeartbeatReader.class);

    private final Map<String, Object> kafka;
    private final ServerOutageConfig config;
    private final GameServiceWatch watch;
    private final ServerOutagePauses pauses;
    private final Clock time;
    private volatile boolean running;
    private boolean brokerAwayTold;
    private KafkaConsumer<String, byte[]> consumer;
    private Thread thread;

    HeartbeatReader(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
            @ConfigProperty(name = "kafka.security.protocol") String securityProtocol,
            @ConfigProperty(name = "kafka.sasl.mechanism") String saslMechanism,
            @ConfigProperty(name = "kafka.sasl.jaas.config") String saslJaasConfig,
            ServerOutageConfig config, GameServiceWatch watch, ServerOutagePauses pauses, Clock time) {
        this.kafka = Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                "security.protocol", securityProtocol,
                "sasl.mechanism", saslMechanism,
                "sasl.jaas.config", saslJaasConfig,
                ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false,
                ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest",
                ConsumerConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) config.brokerTimeout().toMillis(),
                ConsumerConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) config.brokerTimeout().toMillis());
        this.config = config;
        this.watch = watch;
        this.pauses = pauses;
        this.time = time;
    }

    void start(@Observes StartupEvent startup) {
        if (!config.enabled()) {
            LOG.info("Server outages: not watched (teamchess.clock.server-outage.enabled=false)");
            return;
        }
        consumer = new KafkaConsumer<>(kafka, new StringDeserializer(), new ByteArrayDeserializer());
        running = true;
        thread = new Thread(this::run, "heartbeat-reader");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent shutdown) throws InterruptedException {
        if (thread != null) {
            running = false;
            consumer.wakeup();
            thread.join(config.brokerTimeout().multipliedBy(2).toMillis());
        }
    }

    private void run() {
        try {
            List<TopicPartition> partitions = assign();
            while (running) {
                try {
                    for (ConsumerRecord<String, byte[]> record : consumer.poll(config.poll())) {
                        InstanceHeartbeat.decode(record.value()).ifPresentOrElse(this::heard,
                                () -> LOG.warnf("Skipped a record of %s that is not a heartbeat", record.topic()));
                    }
                    lookForOutage(partitions);
                } catch (WakeupException stopping) {
                    throw stopping;
                } catch (RuntimeException e) {
                    // The database away, say: the watch must outlive it.
                    LOG.errorf(e, "Watching the heartbeats failed; going on");
                    sleep(config.poll());
                }
            }
        } catch (WakeupException stopping) {
            // The service stops.
        } finally {
            consumer.close(Duration.ZERO);
        }
    }

    /** All the topic's partitions, read from their ends; retried while the broker does not answer. */
    private List<TopicPartition> assign() {
        while (running) {
            try {
                List<PartitionInfo> found = consumer.partitionsFor(Topics.GAME_HEARTBEATS, config.brokerTimeout());
                if (found != null && !found.isEmpty()) {
                    List<TopicPartition> partitions = found.stream()
                            .map(info -> new TopicPartition(info.topic(), info.partition())).toList();
                    consumer.assign(partitions);
                    consumer.seekToEnd(partitions);
                    partitions.forEach(consumer::position);
                    LOG.infof("Server outages: watching the heartbeats on %s", partitions);
                    return partitions;
                }
                LOG.warnf("No topic %s yet; looking again", Topics.GAME_HEARTBEATS);
            } catch (org.apache.kafka.common.errors.TimeoutException e) {
                LOG.warnf("The broker does not answer (%s); looking for %s again", e.getMessage(),
                        Topics.GAME_HEARTBEATS);
            }
            sleep(config.poll());
        }
        throw new WakeupException();
    }

    private void heard(InstanceHeartbeat beat) {
        Instant now = time.instant();
        LOG.tracef("Heartbeat of %s sent at %s", beat.instanceId(), beat.sentAt());
        if (watch.heard(now) == GameServiceWatch.Decision.RESUME) {
            try {
                resumeAll(beat.instanceId(), now);
            } catch (RuntimeException e) {
                watch.resumeFailed();
                throw e;
            }
        }
    }

    private void lookForOutage(List<TopicPartition> partitions) {
        Instant now = time.instant();
        if (!watch.silentAt(now)) {
            return;
        }
        Map<TopicPartition, Long> ends;
        try {
            ends = consumer.endOffsets(partitions, config.brokerTimeout());
        } catch (KafkaException e) {
            // No answer: the broker is away, and with it every sign of game-service, moves included.
            watch.brokerAway(time.instant());
            if (!brokerAwayTold) {
                brokerAwayTold = true;
                LOG.infof("No game-service heartbeat, but the broker does not answer either (%s): no outage"
                        + " declared while it is away", e.toString());
            }
            return;
        }
        brokerAwayTold = false;
        Map<TopicPartition, Long> unread = new HashMap<>();
        ends.forEach((partition, end) -> {
            if (end > consumer.position(partition)) {
                unread.put(partition, end);
            }
        });
        if (!unread.isEmpty()) {
            return;
        }
        if (watch.brokerHasNoHeartbeats(time.instant()) == GameServiceWatch.Decision.PAUSE) {
            pauseAll(watch.outageSince().orElseThrow());
        }
    }

    private void pauseAll(Instant since) {
        List<UUID> games = pauses.running();
        LOG.warnf("Server outage: no game-service heartbeat since %s; stopping %d running clocks", since,
                games.size());
        int paused = 0;
        for (UUID gameId : games) {
            try {
                paused += pauses.pause(gameId, since, time.instant()) ? 1 : 0;
            } catch (RuntimeException e) {
                LOG.errorf(e, "Server outage: the clock of game %s could not be stopped", gameId);
            }
        }
        LOG.warnf("Server outage: %d clocks stopped from %s", paused, since);
    }

    private void resumeAll(String instanceId, Instant now) {
        List<UUID> games = pauses.pausedForOutage();
        if (games.isEmpty()) {
            return;
        }
        int resumed = 0;
        for (UUID gameId : games) {
            try {
                resumed += pauses.resume(gameId, time.instant()) ? 1 : 0;
            } catch (RuntimeException e) {
                LOG.errorf(e, "Server outage over: the clock of game %s could not be restarted", gameId);
                watch.resumeFailed();
            }
        }
        LOG.infof("Server outage over (%s beats at %s): %d clocks restarted", instanceId, now, resumed);
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new WakeupException();
        }
    }
}
