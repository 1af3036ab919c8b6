package org.teamchess.support.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.Transactional;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.util.ArrayList;
import java.util.List;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.support.transaction.AfterTransaction;

/**
 * Announces a change through the transactional outbox: the event is written to the service's own
 * database in the caller's transaction, so the change and its event commit together or not at
 * all, and {@link OutboxRelay} publishes it to Kafka after the commit (at least once).
 *
 * <pre>{@code
 * @Transactional
 * public Team register(...) {
 *     Team team = teams.persist(...);                  // the change, which locks the aggregate
 *     outbox.add(EventEnvelope.of(UUID.randomUUID(), "registration-service", clock.instant(),
 *             new TeamRegistered(...)));                // its event, after the change
 *     return team;
 * }
 * }</pre>
 *
 * <p>Events are published in the order they were added. Two transactions about the same aggregate
 * are ordered by the aggregate's row lock, so add the event after the change that takes it.
 *
 * <p>{@link #addUrgent} is for the rare event that must not wait for the relay at all (a flag
 * fall): sent straight after its commit, with the same guarantee, but not ordered after earlier
 * events of its key that the relay has not published yet.
 */
@ApplicationScoped
public class Outbox {

    private static final String WAKE_REGISTERED = Outbox.class.getName() + ".wake";
    private static final String URGENT_ROWS = Outbox.class.getName() + ".urgent";

    private final EntityManager entityManager;
    private final TransactionSynchronizationRegistry transactions;
    private final OutboxRelay relay;
    private final EventCodec codec = new EventCodec();

    Outbox(EntityManager entityManager, TransactionSynchronizationRegistry transactions,
            OutboxRelay relay) {
        this.entityManager = entityManager;
        this.transactions = transactions;
        this.relay = relay;
    }

    /**
     * Adds an event to the outbox in the current transaction; the relay is woken when it commits.
     *
     * @throws jakarta.transaction.TransactionalException when there is no transaction: an event
     *                                                    outside one could part from its change
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void add(EventEnvelope<?> event) {
        entityManager.persist(new OutboxEvent(event, codec.encodeToString(event)));
        if (transactions.getResource(WAKE_REGISTERED) == null) {
            transactions.putResource(WAKE_REGISTERED, Boolean.TRUE);
            // Publishing right after the commit keeps the latency low; the relay's sweep is the safety net.
            AfterTransaction.onCommit(transactions, relay::wake);
        }
    }

    /**
     * Adds an event to the outbox in the current transaction, to be sent to Kafka straight after the
     * commit by this process (no relay run, no second transaction before the send) and deleted
     * once the broker acknowledged it. When that send fails or the process dies first,
     * the relay publishes the row like any other: still at least once. The price: it may reach
     * Kafka before an earlier event of the same key that still waits for the relay, so use it only
     * for an event whose consumers need no such order (one that carries all they need to judge it,
     * such as the ply of a flag fall).
     *
     * @throws jakarta.transaction.TransactionalException when there is no transaction
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void addUrgent(EventEnvelope<?> event) {
        OutboxEvent entity = new OutboxEvent(event, codec.encodeToString(event));
        entityManager.persist(entity); // inserted now (an identity id), so the row has its id
        @SuppressWarnings("unchecked")
        List<OutboxRow> rows = (List<OutboxRow>) transactions.getResource(URGENT_ROWS);
        if (rows == null) {
            rows = new ArrayList<>();
            transactions.putResource(URGENT_ROWS, rows);
            transactions.registerInterposedSynchronization(new SendAfterCommit(relay, rows));
        }
        rows.add(entity.row());
    }

    /**
     * Claims the urgent rows before the commit, so that no relay run of this process sends them too
     * once they are visible, and sends them after it (or gives them back when it rolled back).
     */
    private record SendAfterCommit(OutboxRelay relay, List<OutboxRow> rows) implements Synchronization {

        @Override
        public void beforeCompletion() {
            relay.claim(rows);
        }

        @Override
        public void afterCompletion(int status) {
            if (status == Status.STATUS_COMMITTED) {
                relay.sendNow(rows);
            } else {
                relay.release(rows);
            }
        }
    }
}
