package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.PersistenceUnitExtension;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Counts the SQL statements Hibernate prepares on each thread (a JDBC batch is one): what a test
 * does on its own thread is counted apart from the timers, the relay and the consumer.
 */
@PersistenceUnitExtension
public class StatementCounter implements StatementInspector {

    private static final ThreadLocal<Integer> PREPARED = ThreadLocal.withInitial(() -> 0);

    @Override
    public String inspect(String sql) {
        PREPARED.set(PREPARED.get() + 1);
        return sql;
    }

    /** How many statements this thread has prepared since its last call, and starts again from zero. */
    public static int takeCount() {
        int count = PREPARED.get();
        PREPARED.set(0);
        return count;
    }
}
