package org.teamchess.support.outbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.config.ConfigProvider;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.exception.FlywayValidateException;
import org.junit.jupiter.api.Test;
import org.teamchess.testsupport.PostgresServer;
import org.teamchess.testsupport.TestDatabase;

/**
 * V0_3 on the database of a service that ran before it: its own V1 applied after the library's
 * V0_1 and V0_2, published and unpublished rows in the outbox.
 */
class OutboxMigrationsTest {

    private static final String SERVICE_MIGRATIONS = "classpath:db/service-migrations";
    private static final String LIBRARY_MIGRATIONS = "classpath:db/outbox";

    @Test
    void deleteOnAckMigrationReachesADatabaseWithTheServicesMigrationsAndKeepsOnlyUnpublishedRows()
            throws SQLException {
        try (TestDatabase database = TestDatabase.create(PostgresServer.fromEnvironment(), "teamchess_outbox_migration")) {
            migrateAsBeforeDeleteOnAck(database);
            execute(database, "INSERT INTO outbox_event (event_id, event_type, topic, message_key, envelope, published_at)"
                    + " VALUES (gen_random_uuid(), 't', 'topic', 'published', '{}', now()),"
                    + " (gen_random_uuid(), 't', 'topic', 'waiting', '{}', NULL)");

            assertThrows(FlywayValidateException.class, () -> flyway(database).load().migrate(),
                    "without out-of-order Flyway refuses a library version below the service's V1");
            assertTrue(ConfigProvider.getConfig().getValue("quarkus.flyway.out-of-order", Boolean.class),
                    "the library's configuration gives every service out-of-order");
            flyway(database).outOfOrder(true).load().migrate();

            assertEquals(List.of("waiting"), query(database, "SELECT message_key FROM outbox_event"));
            assertEquals(List.of("outbox_event_event_id_key", "outbox_event_pkey"), query(database,
                    "SELECT indexname FROM pg_indexes WHERE tablename = 'outbox_event' ORDER BY indexname"));
        }
    }

    /** The library's V0_1 and V0_2, then the service's V1: a database from before V0_3. */
    private static void migrateAsBeforeDeleteOnAck(TestDatabase database) {
        flyway(database).locations(LIBRARY_MIGRATIONS).target("0.2").load().migrate();
        // The library's migrations are not in these locations: not an error here.
        flyway(database).locations(SERVICE_MIGRATIONS).validateOnMigrate(false).load().migrate();
    }

    private static FluentConfiguration flyway(TestDatabase database) {
        return Flyway.configure()
                .dataSource(database.jdbcUrl(), database.username(), database.password())
                .locations(SERVICE_MIGRATIONS, LIBRARY_MIGRATIONS);
    }

    private static void execute(TestDatabase database, String sql) throws SQLException {
        try (Connection connection = connect(database); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }

    private static List<String> query(TestDatabase database, String sql) throws SQLException {
        try (Connection connection = connect(database); Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery(sql)) {
            List<String> values = new ArrayList<>();
            while (result.next()) {
                values.add(result.getString(1));
            }
            return values;
        }
    }

    private static Connection connect(TestDatabase database) throws SQLException {
        return DriverManager.getConnection(database.jdbcUrl(), database.username(), database.password());
    }
}
