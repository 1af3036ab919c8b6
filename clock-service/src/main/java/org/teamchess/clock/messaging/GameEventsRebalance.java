package org.teamchess.clock.messaging;

import io.smallrye.common.annotation.Identifier;
import io.smallrye.reactive.messaging.kafka.KafkaConsumerRebalanceListener;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.common.TopicPartition;
import org.jboss.logging.Logger;
import org.teamchess.clock.service.FlagTimers;

/**
 * The game topic's partitions came to this instance (a start, a rebalance): its games' clocks may
 * have changed under another instance, so the flag timers are rebuilt from the store, on the
 * timers' own threads (the consumer's polling thread does not wait for the database). Timers are
 * not yet limited to the assigned partitions' games; see docs/decisions/clock-timers.md.
 */
@ApplicationScoped
@Identifier(GameEventsRebalance.NAME)
public class GameEventsRebalance implements KafkaConsumerRebalanceListener {

    /** The name the channel's {@code consumer-rebalance-listener.name} refers to. */
    public static final String NAME = "clock-service-game-events-rebalance";

    private static final Logger LOG = Logger.getLogger(GameEventsRebalance.class);

    private final FlagTimers timers;

    GameEventsRebalance(FlagTimers timers) {
        this.timers = timers;
    }

    @Override
    public void onPartitionsAssigned(Consumer<?, ?> consumer, Collection<TopicPartition> partitions) {
        if (!partitions.isEmpty()) {
            LOG.infof("Assigned %s: rebuilding the flag timers", partitions);
            timers.rebuildSoon();
        }
    }
}
