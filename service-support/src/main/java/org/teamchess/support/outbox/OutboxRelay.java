package org.teamchess.support.outbox;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Publishes the outbox to Kafka: unpublished rows in insertion order, each to its event type's
 * topic with the envelope's subject as key, through the SmallRye Reactive Messaging channel
 * {@value #CHANNEL} (acks=all, idempotent producer; META-INF/microprofile-config.properties). A row
 * is marked published only after the broker acknowledged it, so a crash at any point leaves it to
 * be published again: at least once, and consumers drop duplicates by envelope id.
 *
 * <p>It runs on its own thread, woken after every commit that added events and by a sweep every
 * {@code teamchess.outbox.relay-interval} that publishes what is left (after a failure, a restart,
 * a wake-up lost to a crash). Among a service's replicas one relays at a time: each run holds a
 * PostgreSQL advisory lock for its transaction, so the order of the rows is the order on Kafka.
 *
 * <p>Urgent rows ({@link Outbox#addUrgent}) skip the relay run: they are sent right after their
 * commit and marked in a separate transaction once acknowledged. Until then they are in flight,
 * and this process's relay runs leave them alone; a failed send hands them back to the relay.
 */
@ApplicationScoped
public class OutboxRelay {

    /** The outgoing channel the relay sends through. */
    public static final String CHANNEL = "teamchess-outbox";

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);

    /** The advisory lock that elects one relay per database: "teamches" in ASCII. */
    private static final long RELAY_LOCK = 0x7465616d63686573L;

    private final MutinyEmitter<String> emitter;
    private final EntityManager entityManager;
    private final OutboxConfig config;
    private final ExecutorService worker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "teamchess-outbox-relay");
        thread.setDaemon(true);
        return thread;
    });
    /**
     * Hands records to the Kafka emitter from a thread with no transaction: an emitter called
     * inside the relay's transaction carries that transaction into Kafka's callback threads (context
     * propagation), and the commit then fails under load with "multiple threads active".
     */
    private final ExecutorService sender = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "teamchess-outbox-sender");
        thread.setDaemon(true);
        return thread;
    });
    /** Marks acknowledged urgent rows published, off the path of the next send. */
    private final ExecutorService marker = Executors.newSingleThreadExecutor(runnable -> {
        Thread thread = new Thread(runnable, "teamchess-outbox-marker");
        thread.setDaemon(true);
        return thread;
    });
    /** Urgent rows from their commit until they are marked published or handed back to the relay. */
    private final Set<Long> inFlight = ConcurrentHashMap.newKeySet();
    private final ConcurrentLinkedQueue<Long> acknowledged = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainQueued = new AtomicBoolean();
    private final AtomicBoolean markQueued = new AtomicBoolean();
    private volatile boolean paused;

    OutboxRelay(@Channel(CHANNEL) MutinyEmitter<String> emitter, EntityManager entityManager,
            OutboxConfig config) {
        this.emitter = emitter;
        this.entityManager = entityManager;
        this.config = config;
    }

    /**
     * Stops publishing until {@link #resume()}; rows keep accumulating in the table. Returns once a
     * run in progress has finished. For maintenance, and for tests that show an outage of the
     * relay loses nothing.
     */
    public void pause() {
        paused = true;
        try {
            worker.submit(() -> { }).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("The outbox relay's thread failed", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Publishes again, starting with what accumulated while paused. */
    public void resume() {
        paused = false;
        requestDrain();
    }

    /** Called after a commit that added events (also by a service that writes outbox rows in plain JDBC). */
    public void wake() {
        requestDrain();
    }

    /** Before the commit of urgent rows: relay runs leave them to {@link #sendNow}. */
    void claim(List<OutboxEvent> rows) {
        rows.forEach(row -> inFlight.add(row.id()));
    }

    /** Urgent rows that will not be sent now (rolled back, paused, shutting down, refused). */
    void release(List<OutboxEvent> rows) {
        rows.forEach(row -> inFlight.remove(row.id()));
    }

    /** After the commit of urgent rows: sends them at once, from the thread with no transaction. */
    void sendNow(List<OutboxEvent> rows) {
        if (paused) {
            release(rows); // they wait in the table for resume()
            return;
        }
        try {
            sender.execute(() -> rows.forEach(row -> emitter.sendMessage(message(row)).subscribeAsCompletionStage()
                    .whenComplete((ignored, failure) -> {
                        if (failure == null) {
                            acknowledged.add(row.id());
                            requestMark();
                        } else {
                            LOG.warnf(failure, "Kafka refused urgent outbox event %s (%s); the relay sends it",
                                    row.eventId(), row.eventType());
                            inFlight.remove(row.id());
                            requestDrain();
                        }
                    })));
        } catch (RejectedExecutionException e) {
            // Shutting down: the rows stay for the next start.
            release(rows);
        }
    }

    @Scheduled(identity = "teamchess-outbox-relay", every = "${teamchess.outbox.relay-interval:1s}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void sweep() {
        requestDrain();
    }

    /** Deletes published rows older than {@code teamchess.outbox.retention}. */
    @Scheduled(identity = "teamchess-outbox-cleanup",
            every = "${teamchess.outbox.cleanup-interval:1h}",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    @Transactional
    void deletePublished() {
        int deleted = entityManager.createNativeQuery("DELETE FROM outbox_event"
                        + " WHERE published_at < now() - make_interval(secs => ?1)")
                .setParameter(1, (double) config.retention().toSeconds())
                .executeUpdate();
        LOG.debugf("Deleted %d published outbox rows", deleted);
    }

    @PreDestroy
    void stop() {
        worker.shutdownNow();
        sender.shutdownNow();
        marker.shutdownNow();
    }

    /** At most one run waits behind the current one; more wake-ups would find nothing new. */
    private void requestDrain() {
        if (!paused) {
            queueOnce(drainQueued, worker, this::drain);
        }
    }

    /** At most one marking waits behind the current one: it takes every acknowledgement so far. */
    private void requestMark() {
        queueOnce(markQueued, marker, this::markAcknowledged);
    }

    /** Queues the task unless it is queued already (then that one does what this call asks for). */
    private static void queueOnce(AtomicBoolean queued, ExecutorService executor, Runnable task) {
        if (!queued.compareAndSet(false, true)) {
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            // Shutting down: the rows stay in the table (unpublished or unmarked) for the next start.
            queued.set(false);
        }
    }

    private void markAcknowledged() {
        markQueued.set(false);
        List<Long> ids = new ArrayList<>();
        for (Long id = acknowledged.poll(); id != null; id = acknowledged.poll()) {
            ids.add(id);
        }
        if (ids.isEmpty()) {
            return;
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> markPublished(ids));
        } catch (RuntimeException e) {
            // The rows were published; the relay sends them again, a duplicate consumers drop.
            LOG.warn("Marking acknowledged urgent outbox rows failed; the relay publishes them again", e);
        } finally {
            // Only now: a relay run that started before the mark committed must still skip them.
            inFlight.removeAll(ids);
        }
    }

    private void drain() {
        drainQueued.set(false);
        long timeoutSeconds = config.sendTimeout().toSeconds() + 20;
        try {
            boolean more = true;
            while (more && !paused && !Thread.currentThread().isInterrupted()) {
                more = QuarkusTransaction.requiringNew().timeout((int) timeoutSeconds)
                        .call(this::publishBatch);
            }
        } catch (RuntimeException e) {
            // The relay must outlive a failed run (the broker or the database away): the rows stay
            // unpublished and the next sweep tries again.
            LOG.warn("Outbox relay run failed; the next sweep retries", e);
        }
    }

    /** @return whether a full batch was published, so more rows may be waiting */
    private boolean publishBatch() {
        Boolean locked = (Boolean) entityManager
                .createNativeQuery("SELECT pg_try_advisory_xact_lock(?1)")
                .setParameter(1, RELAY_LOCK)
                .getSingleResult();
        if (!Boolean.TRUE.equals(locked)) {
            return false; // another replica is relaying
        }
        // Taken before the query: a row that left it since was marked before the query could see it.
        // A row claimed since is in it now: its transaction committed after the copy but may have
        // committed before the query, which then sees it, while its own send is under way.
        Set<Long> sentNow = Set.copyOf(inFlight);
        List<OutboxEvent> rows = entityManager.createQuery(
                        "FROM OutboxEvent e WHERE e.publishedAt IS NULL ORDER BY e.id", OutboxEvent.class)
                .setMaxResults(config.batchSize() + sentNow.size())
                .getResultStream()
                .filter(row -> !sentNow.contains(row.id()) && !inFlight.contains(row.id()))
                .limit(config.batchSize())
                .toList();
        if (rows.isEmpty()) {
            return false;
        }
        List<CompletableFuture<Void>> acknowledgements = sendWithoutTransaction(rows);
        List<Long> published = acknowledgedPrefix(rows, acknowledgements);
        if (!published.isEmpty()) {
            markPublished(published);
        }
        return published.size() == config.batchSize();
    }

    /** In the caller's transaction. */
    private void markPublished(List<Long> ids) {
        entityManager.createQuery("UPDATE OutboxEvent e SET e.publishedAt = CURRENT_TIMESTAMP WHERE e.id IN :ids")
                .setParameter("ids", ids)
                .executeUpdate();
    }

    /** Sends every row, in order, from the sender thread; one acknowledgement per row. */
    private List<CompletableFuture<Void>> sendWithoutTransaction(List<OutboxEvent> rows) {
        List<Message<String>> messages = rows.stream().map(OutboxRelay::message).toList();
        try {
            return sender.submit(() -> {
                List<CompletableFuture<Void>> acknowledgements = new ArrayList<>(messages.size());
                for (Message<String> message : messages) {
                    acknowledgements.add(emitter.sendMessage(message).subscribeAsCompletionStage());
                }
                return acknowledgements;
            }).get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("The outbox sender failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while handing the outbox batch to Kafka", e);
        }
    }

    private static Message<String> message(OutboxEvent row) {
        OutgoingKafkaRecordMetadata<String> metadata = OutgoingKafkaRecordMetadata.<String>builder()
                .withTopic(row.topic())
                .withKey(row.messageKey())
                .build();
        return Message.of(row.envelope()).addMetadata(metadata);
    }

    /**
     * The ids of the rows acknowledged before the first that was not: marking a later row while an
     * earlier one is sent again could reorder the events of one key.
     */
    private List<Long> acknowledgedPrefix(List<OutboxEvent> rows,
            List<CompletableFuture<Void>> acknowledgements) {
        long deadline = System.nanoTime() + config.sendTimeout().toNanos();
        List<Long> published = new ArrayList<>(rows.size());
        for (int index = 0; index < rows.size(); index++) {
            OutboxEvent row = rows.get(index);
            try {
                acknowledgements.get(index).get(Math.max(0, deadline - System.nanoTime()),
                        TimeUnit.NANOSECONDS);
                published.add(row.id());
            } catch (ExecutionException e) {
                LOG.warnf(e.getCause(), "Kafka refused outbox event %s (%s); it stays for the next run",
                        row.eventId(), row.eventType());
                break;
            } catch (TimeoutException e) {
                LOG.warnf("No acknowledgement for outbox event %s within %s; it stays for the next run",
                        row.eventId(), config.sendTimeout());
                break;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return published;
    }
}
