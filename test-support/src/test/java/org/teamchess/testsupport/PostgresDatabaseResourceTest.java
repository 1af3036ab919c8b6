package org.teamchess.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PostgresDatabaseResourceTest {

    @Test
    void startsAFreshDatabaseOwnedByItsOwnRoleAndDropsBoth() throws SQLException {
        PostgresDatabaseResource resource = new PostgresDatabaseResource();
        resource.init(Map.of(PostgresDatabaseResource.DATABASE, "teamchess_support_test"));

        Map<String, String> properties = resource.start();
        String name;
        try (Connection connection = DriverManager.getConnection(properties.get("quarkus.datasource.jdbc.url"),
                properties.get("quarkus.datasource.username"), properties.get("quarkus.datasource.password"));
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE TABLE school (name text NOT NULL)");
            statement.execute("INSERT INTO school VALUES ('Лицей № 1')");
            try (ResultSet result = statement.executeQuery(
                    "SELECT current_database(), current_user, (SELECT name FROM school)")) {
                assertTrue(result.next());
                name = result.getString(1);
                assertEquals(name, result.getString(2));
                assertEquals("Лицей № 1", result.getString(3));
            }
        } finally {
            resource.stop();
        }

        assertTrue(name.matches("teamchess_support_test_[0-9a-f]{8}"), name);
        assertFalse(exists("SELECT 1 FROM pg_database WHERE datname = ?", name), "database dropped");
        assertFalse(exists("SELECT 1 FROM pg_roles WHERE rolname = ?", name), "role dropped");
    }

    @Test
    void twoResourcesGetTwoDatabases() {
        PostgresDatabaseResource first = new PostgresDatabaseResource();
        PostgresDatabaseResource second = new PostgresDatabaseResource();
        first.init(Map.of());
        second.init(Map.of());
        try {
            String firstUrl = first.start().get("quarkus.datasource.jdbc.url");
            String secondUrl = second.start().get("quarkus.datasource.jdbc.url");

            assertTrue(firstUrl.contains("/" + PostgresDatabaseResource.DEFAULT_PREFIX + "_"), firstUrl);
            assertFalse(firstUrl.equals(secondUrl));
        } finally {
            first.stop();
            second.stop();
        }
    }

    @Test
    void prefixMustBeAPlainLowerCaseName() {
        PostgresServer server = PostgresServer.fromEnvironment();

        assertThrows(IllegalArgumentException.class, () -> TestDatabase.create(server, "Game; DROP ROLE x"));
        assertThrows(IllegalArgumentException.class, () -> TestDatabase.create(server, "1game"));
    }

    @Test
    void unreachableServerSaysWhatToStart() throws IOException {
        PostgresServer nowhere = new PostgresServer("127.0.0.1", closedPort(), "postgres", "");

        IllegalStateException error =
                assertThrows(IllegalStateException.class, () -> TestDatabase.create(nowhere, "teamchess_test"));

        assertTrue(error.getMessage().contains("pg_ctlcluster --skip-systemctl-redirect"), error.getMessage());
        assertTrue(error.getMessage().contains("apt-get install -y postgresql"), error.getMessage());
    }

    @Test
    void environmentDefaultsToTheLocalServerAsPostgres() {
        assertEquals(new PostgresServer("127.0.0.1", 5432, "postgres", ""), PostgresServer.fromVariables(Map.of()));
        assertEquals(new PostgresServer("db", 6543, "admin", "secret"), PostgresServer.fromVariables(
                Map.of("PGHOST", "db", "PGPORT", "6543", "PGUSER", "admin", "PGPASSWORD", "secret")));
    }

    private static boolean exists(String query, String name) throws SQLException {
        try (Connection connection = PostgresServer.fromEnvironment().connectAsAdmin();
             PreparedStatement statement = connection.prepareStatement(query)) {
            statement.setString(1, name);
            try (ResultSet result = statement.executeQuery()) {
                return result.next();
            }
        }
    }

    private static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        }
    }
}
