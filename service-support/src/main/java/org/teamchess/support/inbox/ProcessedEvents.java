package org.teamchess.support.inbox;

import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.UUID;
import java.util.function.Consumer;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;

/**
 * Idempotent consumption: Kafka delivers at least once, so a consumer hands each event to
 * {@link #handleOnce} and its handler runs only for an envelope id not handled before.
 *
 * <pre>{@code
 * @Incoming("tournament-events")
 * @Blocking
 * public void consume(EventEnvelope<EventPayload> event) {
 *     if (event.data() instanceof MatchScheduled) {
 *         processedEvents.handleOnce(event, scheduled -> matches.record(...));
 *     }
 * }
 * }</pre>
 */
@ApplicationScoped
public class ProcessedEvents {

    private static final Logger LOG = Logger.getLogger(ProcessedEvents.class);

    private final EntityManager entityManager;
    private final InboxConfig config;

    ProcessedEvents(EntityManager entityManager, InboxConfig config) {
        this.entityManager = entityManager;
        this.config = config;
    }

    /**
     * Runs the handler in a transaction (the caller's, or a new one) together with the record that
     * this event was handled; skips it when the event's id was recorded before. When the handler
     * throws, neither its changes nor the record commit, so a redelivery runs it again. Two
     * deliveries at once cannot both run it: the second waits for the first's row and skips.
     *
     * @return whether the handler ran
     */
    @Transactional
    public <T extends EventPayload> boolean handleOnce(EventEnvelope<T> event,
            Consumer<EventEnvelope<T>> handler) {
        int inserted = entityManager.createNativeQuery("INSERT INTO processed_event"
                        + " (event_id, event_type) VALUES (?1, ?2) ON CONFLICT (event_id) DO NOTHING")
                .setParameter(1, event.id())
                .setParameter(2, event.type().typeName())
                .executeUpdate();
        if (inserted == 0) {
            LOG.debugf("Skipped %s %s: handled before", event.type().typeName(), event.id());
            return false;
        }
        handler.accept(event);
        return true;
    }

    /** Whether the event with this envelope id has been handled. */
    @Transactional
    public boolean isProcessed(UUID eventId) {
        return entityManager.find(ProcessedEvent.class, eventId) != null;
    }

    /** Forgets ids older than {@code teamchess.inbox.retention}. */
    @Scheduled(identity = "teamchess-inbox-cleanup", every = "${teamchess.inbox.cleanup-interval:1h}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    @Transactional
    void deleteExpired() {
        int deleted = entityManager.createNativeQuery("DELETE FROM processed_event"
                        + " WHERE processed_at < now() - make_interval(secs => ?1)")
                .setParameter(1, (double) config.retention().toSeconds())
                .executeUpdate();
        LOG.debugf("Forgot %d processed event ids", deleted);
    }
}
