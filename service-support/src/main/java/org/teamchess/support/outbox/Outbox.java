package org.teamchess.support.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.Transactional;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;

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
 */
@ApplicationScoped
public class Outbox {

    private static final String WAKE_REGISTERED = Outbox.class.getName() + ".wake";

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
            transactions.registerInterposedSynchronization(new WakeRelayAfterCommit(relay));
        }
    }

    /** Publishing right after the commit keeps the latency low; the relay's sweep is the safety net. */
    private record WakeRelayAfterCommit(OutboxRelay relay) implements Synchronization {

        @Override
        public void beforeCompletion() {
            // Nothing to do before the commit.
        }

        @Override
        public void afterCompletion(int status) {
            if (status == Status.STATUS_COMMITTED) {
                relay.wake();
            }
        }
    }
}
