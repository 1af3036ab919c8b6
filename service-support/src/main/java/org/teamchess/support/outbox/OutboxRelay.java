package org.teamchess.support.outbox;

import io.quarkus.scheduler.Scheduled;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.jboss.logging.Logger;

/**
 * Publishes the outbox to Kafka: rows in insertion order, each to its event type's topic with the
 * envelope's subject as key, through the SmallRye Reactive Messaging channel {@value #CHANNEL}
 * (acks=all, idempotent producer; META-INF/microprofile-config.properties). A row is deleted only
 * after the broker acknowledged it, so a crash at any point leaves it to be published again: at
 * least once, and consumers drop duplicates by envelope id. The table holds only what is still to
 * be published; Kafka is the record of what was.
 *
 * <p>It runs on its own thread, woken after every commit that added events and by a sweep every
 * {@code teamchess.outbox.relay-interval} that publishes what is left (after a failure, a restart,
 * a wake-up lost to a crash). Among a service's replicas one relays at a time: each run holds a
 * PostgreSQL advisory lock for its transaction, so the order of the rows is the order on Kafka.
 * A run is plain JDBC on a connection of the pool, no JTA and no entities: one statement takes the
 * lock and reads the batch, the whole batch is handed to the producer, one wait takes the
 * acknowledgements, and one statement deletes the acknowledged rows before the commit.
 *
 * <p>Urgent rows ({@link Outbox#addUrgent}) skip the relay run: they are sent right after their
 * commit and deleted in a statement of their own once acknowledged. Until then they are in
 * flight, and this process's relay runs leave them alone; a failed send hands them back to the
 * relay.
 */
@ApplicationScoped
public class OutboxRelay {

    /** The outgoing channel the relay sends through. */
    public static final String CHANNEL = "teamchess-outbox";

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);

    /** The advisory lock that elects one relay per database: "teamches" in ASCII. */
    private static final long RELAY_LOCK = 0x7465616d63686573L;

    /**
     * The lock and the batch in one round trip: the uncorrelated subquery is an InitPlan that
     * PostgreSQL runs once, and when it answers false (another replica relays) no row is read.
     */
    private static final String LOCK_AND_READ_BATCH = """
            SELECT id, event_id, event_type, topic, message_key, envelope FROM outbox_event
             WHERE (SELECT pg_try_advisory_xact_lock(?)) AND id <> ALL (?)
             ORDER BY id LIMIT ?""";
    private static final String DELETE_ACKNOWLEDGED = "DELETE FROM outbox_event WHERE id = ANY (?)";

    private final MutinyEmitter<String> emitter;
    private final DataSource dataSource;
    private final OutboxConfig config;
    private final ExecutorService worker = daemonThread("teamchess-outbox-relay");
    /**
     * Hands urgent records to the Kafka emitter from a thread with no transaction: {@link #sendNow}
     * is called while the caller's transaction completes, and an emitter called there carries
     * that transaction into Kafka's callback threads (context propagation). The relay's own runs
     * have no JTA transaction and send from their thread.
     */
    private final ExecutorService sender = daemonThread("teamchess-outbox-sender");
    /** Deletes acknowledged urgent rows, off the path of the next send. */
    private final ExecutorService deleter = daemonThread("teamchess-outbox-deleter");
    /** Urgent rows from their commit until they are deleted or handed back to the relay. */
    private final Set<Long> inFlight = ConcurrentHashMap.newKeySet();
    private final ConcurrentLinkedQueue<Long> acknowledged = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainQueued = new AtomicBoolean();
    private final AtomicBoolean deleteQueued = new AtomicBoolean();
    private volatile boolean paused;

    OutboxRelay(@Channel(CHANNEL) MutinyEmitter<String> emitter, DataSource dataSource, OutboxConfig config) {
        this.emitter = emitter;
        this.dataSource = dataSource;
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
    void claim(List<OutboxRow> rows) {
        rows.forEach(row -> inFlight.add(row.id()));
    }

    /** Urgent rows that will not be sent now (rolled back, paused, shutting down, refused). */
    void release(List<OutboxRow> rows) {
        rows.forEach(row -> inFlight.remove(row.id()));
    }

    /** After the commit of urgent rows: sends them at once, from the thread with no transaction. */
    void sendNow(List<OutboxRow> rows) {
        if (paused) {
            release(rows); // they wait in the table for resume()
            return;
        }
        try {
            sender.execute(() -> rows.forEach(row -> send(row).whenComplete((ignored, failure) -> {
                if (failure == null) {
                    acknowledged.add(row.id());
                    requestDelete();
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

    @PreDestroy
    void stop() {
        worker.shutdownNow();
        sender.shutdownNow();
        deleter.shutdownNow();
    }

    private static ExecutorService daemonThread(String name) {
        return Executors.newSingleThreadExecutor(runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /** At most one run waits behind the current one; more wake-ups would find nothing new. */
    private void requestDrain() {
        if (!paused) {
            queueOnce(drainQueued, worker, this::drain);
        }
    }

    /** At most one deletion waits behind the current one: it takes every acknowledgement so far. */
    private void requestDelete() {
        queueOnce(deleteQueued, deleter, this::deleteAcknowledgedUrgentRows);
    }

    /** Queues the task unless it is queued already (then that one does what this call asks for). */
    private static void queueOnce(AtomicBoolean queued, ExecutorService executor, Runnable task) {
        if (!queued.compareAndSet(false, true)) {
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            // Shutting down: the rows stay in the table for the next start.
            queued.set(false);
        }
    }

    private void deleteAcknowledgedUrgentRows() {
        deleteQueued.set(false);
        List<Long> ids = new ArrayList<>();
        for (Long id = acknowledged.poll(); id != null; id = acknowledged.poll()) {
            ids.add(id);
        }
        if (ids.isEmpty()) {
            return;
        }
        try (Connection connection = dataSource.getConnection()) {
            delete(connection, ids); // autocommit: one statement, its own transaction
        } catch (SQLException e) {
            // The rows were published; the relay sends them again, a duplicate consumers drop.
            LOG.warn("Deleting acknowledged urgent outbox rows failed; the relay publishes them again", e);
        } finally {
            // Only now: a relay run that started before the deletion committed must still skip them.
            inFlight.removeAll(ids);
        }
    }

    /** Runs until a batch is not full (or the relay is paused), on one connection of the pool. */
    private void drain() {
        drainQueued.set(false);
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                boolean more = true;
                while (more && !paused && !Thread.currentThread().isInterrupted()) {
                    more = publishBatch(connection);
                }
            } finally {
                connection.setAutoCommit(true);
            }
        } catch (SQLException | RuntimeException e) {
            // The relay must outlive a failed run (the broker or the database away): the rows stay
            // and the next sweep tries again.
            LOG.warn("Outbox relay run failed; the next sweep retries", e);
        }
    }

    /**
     * One run in one transaction: lock and read, send, delete what was acknowledged, commit (which
     * ends the lock).
     *
     * @return whether a full batch was read and published, so more rows may be waiting
     */
    private boolean publishBatch(Connection connection) throws SQLException {
        try {
            // Taken before the query: a row that left it since was deleted before the query could see it.
            // A row claimed since is in it now: its transaction committed after the copy but may have
            // committed before the query, which then sees it, while its own send is under way.
            Long[] sentNow = inFlight.toArray(Long[]::new);
            List<OutboxRow> read = lockAndReadBatch(connection, sentNow);
            List<OutboxRow> rows = read.stream().filter(row -> !inFlight.contains(row.id())).toList();
            int published = rows.isEmpty() ? 0 : acknowledgedPrefix(rows, sendAll(rows));
            if (published > 0) {
                delete(connection, rows.subList(0, published).stream().map(OutboxRow::id).toList());
                if (LOG.isDebugEnabled()) {
                    LOG.debugf("Published outbox rows %d to %d (%d)", rows.get(0).id(),
                            rows.get(published - 1).id(), published);
                }
            }
            connection.commit();
            return !rows.isEmpty() && read.size() == config.batchSize() && published == rows.size();
        } catch (SQLException | RuntimeException e) {
            connection.rollback();
            throw e;
        }
    }

    /** The oldest rows but those in flight, or none when another replica holds the lock. */
    private List<OutboxRow> lockAndReadBatch(Connection connection, Long[] inFlightIds) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(LOCK_AND_READ_BATCH)) {
            statement.setLong(1, RELAY_LOCK);
            Array excluded = connection.createArrayOf("bigint", inFlightIds);
            statement.setArray(2, excluded);
            statement.setInt(3, config.batchSize());
            List<OutboxRow> rows = new ArrayList<>(config.batchSize());
            try (ResultSet result = statement.executeQuery()) {
                while (result.next()) {
                    rows.add(new OutboxRow(result.getLong(1), result.getObject(2, UUID.class), result.getString(3),
                            result.getString(4), result.getString(5), result.getString(6)));
                }
            }
            return rows;
        }
    }

    private static void delete(Connection connection, List<Long> ids) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(DELETE_ACKNOWLEDGED)) {
            statement.setArray(1, connection.createArrayOf("bigint", ids.toArray(Long[]::new)));
            statement.executeUpdate();
        }
    }

    /**
     * Hands every row to the producer, in order, without waiting for any: the emitter only queues
     * the record for the producer's sending thread. From the relay's thread, which has no transaction.
     */
    private List<CompletableFuture<Void>> sendAll(List<OutboxRow> rows) {
        List<CompletableFuture<Void>> acknowledgements = new ArrayList<>(rows.size());
        for (OutboxRow row : rows) {
            acknowledgements.add(send(row));
        }
        return acknowledgements;
    }

    private CompletableFuture<Void> send(OutboxRow row) {
        OutgoingKafkaRecordMetadata<String> metadata = OutgoingKafkaRecordMetadata.<String>builder()
                .withTopic(row.topic())
                .withKey(row.messageKey())
                .build();
        return emitter.sendMessage(Message.of(row.envelope()).addMetadata(metadata))
                .subscribeAsCompletionStage();
    }

    /**
     * Waits once for every acknowledgement of the batch (or the send timeout), then counts the rows
     * acknowledged before the first that was not: deleting a later row while an earlier one is
     * sent again could reorder the events of one key.
     */
    private int acknowledgedPrefix(List<OutboxRow> rows, List<CompletableFuture<Void>> acknowledgements) {
        try {
            CompletableFuture.allOf(acknowledgements.toArray(CompletableFuture[]::new))
                    .get(config.sendTimeout().toNanos(), TimeUnit.NANOSECONDS);
            return rows.size();
        } catch (ExecutionException | TimeoutException e) {
            // Some send failed or is still open: the prefix before it counts, the rest stays.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        int acknowledgedCount = 0;
        while (acknowledgedCount < rows.size() && isAcknowledged(acknowledgements.get(acknowledgedCount))) {
            acknowledgedCount++;
        }
        if (acknowledgedCount < rows.size()) {
            logNotAcknowledged(rows.get(acknowledgedCount), acknowledgements.get(acknowledgedCount));
        }
        return acknowledgedCount;
    }

    private static boolean isAcknowledged(CompletableFuture<Void> acknowledgement) {
        return acknowledgement.isDone() && !acknowledgement.isCompletedExceptionally();
    }

    private void logNotAcknowledged(OutboxRow row, CompletableFuture<Void> acknowledgement) {
        if (!acknowledgement.isDone()) {
            LOG.warnf("No acknowledgement for outbox event %s within %s; it and the rest of its batch stay"
                    + " for the next run", row.eventId(), config.sendTimeout());
            return;
        }
        try {
            acknowledgement.join();
        } catch (CompletionException e) {
            LOG.warnf(e.getCause(), "Kafka refused outbox event %s (%s); it and the rest of its batch stay"
                    + " for the next run", row.eventId(), row.eventType());
        }
    }
}
