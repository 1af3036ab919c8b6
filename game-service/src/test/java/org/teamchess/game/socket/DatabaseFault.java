package org.teamchess.game.socket;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.persistence.EntityManager;

/**
 * A fault of the real database, for a test of what the service answers when PostgreSQL refuses a
 * statement: a trigger that raises for the rows a condition picks, until the fault is closed. Each
 * refusal also counts in a sequence (not rolled back with the refused statement), so a test can wait
 * until the service has met it.
 */
final class DatabaseFault implements AutoCloseable {

    private final EntityManager entityManager;
    private final String name;
    private final String table;

    private DatabaseFault(EntityManager entityManager, String name, String table) {
        this.entityManager = entityManager;
        this.name = name;
        this.table = table;
    }

    /**
     * Makes {@code operation} ({@code INSERT} or {@code DELETE}) on {@code table} fail for the rows that
     * {@code condition} (PL/pgSQL over {@code NEW}/{@code OLD}) picks, raising {@code message} with
     * {@code sqlState}; {@code '57P03'} is the database shutting down.
     */
    static DatabaseFault open(EntityManager entityManager, String name, String table, String operation,
            String condition, String message, String sqlState) {
        String row = "DELETE".equals(operation) ? "OLD" : "NEW";
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery("""
                CREATE SEQUENCE IF NOT EXISTS %1$s_refusals;
                CREATE OR REPLACE FUNCTION %1$s() RETURNS trigger AS $$
                BEGIN
                    IF %5$s THEN
                        PERFORM nextval('%1$s_refusals');
                        RAISE EXCEPTION '%6$s' USING ERRCODE = '%7$s';
                    END IF;
                    RETURN %4$s;
                END $$ LANGUAGE plpgsql;
                DROP TRIGGER IF EXISTS %1$s ON %2$s;
                CREATE TRIGGER %1$s BEFORE %3$s ON %2$s FOR EACH ROW EXECUTE FUNCTION %1$s();
                """.formatted(name, table, operation, row, condition, message, sqlState)).executeUpdate());
        return new DatabaseFault(entityManager, name, table);
    }

    /** How many statements the fault refused so far. */
    long refusals() {
        return QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager.createNativeQuery(
                "SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM " + name + "_refusals")
                .getSingleResult()).longValue());
    }

    /** The database works again. */
    @Override
    public void close() {
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery(
                "DROP TRIGGER IF EXISTS " + name + " ON " + table).executeUpdate());
    }
}
