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

    @Transactional
    public void rollBack(EventEnvelope<?> event) {
        outbox.add(event);
        throw new RolledBack();
    }
}
