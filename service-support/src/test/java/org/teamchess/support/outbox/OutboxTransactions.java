package org.teamchess.support.outbox;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;
import org.teamchess.events.EventEnvelope;

/** A service's transactions, as far as the outbox sees them: some commit, some roll back. */
@ApplicationScoped
public class OutboxTransactions {

    /** Thrown to roll a transaction back. */
    public static final class RolledBack extends RuntimeException {
        private static final long serialVersionUID = 1L;

        RolledBack() {
            super("rolled back on purpose");
        }
    }

    private final Outbox outbox;

    OutboxTransactions(Outbox outbox) {
        this.outbox = outbox;
    }

    @Transactional
    public void commit(List<EventEnvelope<?>> events) {
        events.forEach(outbox::add);
    }

    /** Adds {@code events} with {@link Outbox#add} and {@code urgent} with {@link Outbox#addUrgent}. */
    @Transactional
    public void commitUrgent(List<EventEnvelope<?>> events, List<EventEnvelope<?>> urgent) {
        events.forEach(outbox::add);
        urgent.forEach(outbox::addUrgent);
    }

    @Transactional
    public void rollBackUrgent(EventEnvelope<?> event) {
        outbox.addUrgent(event);
        throw new RolledBack();
    }

    @Transactional
    public void rollBack(EventEnvelope<?> event) {
        outbox.add(event);
        throw new RolledBack();
    }
}
