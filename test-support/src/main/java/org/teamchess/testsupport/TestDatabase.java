package org.teamchess.testsupport;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Objects;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * A fresh PostgreSQL database with its own owner role, created for one test run and dropped by
 * {@link #close()}. The database and the role share one name: the given prefix and a random suffix,
 * e.g. {@code teamchess_game_test_3f9a0c1d}.
 */
public final class TestDatabase implements AutoCloseable {

    private static final Pattern PREFIX = Pattern.compile("[a-z][a-z0-9_]{0,49}");

    private final PostgresServer server;
    private final String name;
    private final String password;
    private boolean dropped;

    private TestDatabase(PostgresServer server, String name, String password) {
        this.server = server;
        this.name = name;
        this.password = password;
    }

    /**
     * Creates the role and the database it owns.
     *
     * @param server the server and its administrator
     * @param prefix the start of the name: lower-case letters, digits and underscores, starting
     *               with a letter, at most 50 characters
     * @throws IllegalArgumentException for a prefix that is not such a name
     * @throws IllegalStateException    when the server cannot be reached (saying what to start) or
     *                                  refuses to create them
     */
    public static TestDatabase create(PostgresServer server, String prefix) {
        Objects.requireNonNull(server, "server");
        if (prefix == null || !PREFIX.matcher(prefix).matches()) {
            throw new IllegalArgumentException("A test database prefix is lower-case letters, digits and"
                    + " underscores, starting with a letter, at most 50 characters, not " + prefix);
        }
        String suffix = UUID.randomUUID().toString().replace("-", "");
        String name = prefix + "_" + suffix.substring(0, 8);
        String password = suffix.substring(8);
        // Names and password are generated from [a-z0-9_] above, so quoting them is safe.
        execute(server, "CREATE ROLE " + name + " LOGIN PASSWORD '" + password + "'",
                "CREATE DATABASE " + name + " OWNER " + name + " ENCODING 'UTF8'");
        return new TestDatabase(server, name, password);
    }

    /** The database's name, also its owner role's name. */
    public String name() {
        return name;
    }

    /** The JDBC URL of the database. */
    public String jdbcUrl() {
        return server.jdbcUrl(name);
    }

    /** The owner role, which tests and the service under test connect as. */
    public String username() {
        return name;
    }

    /** The owner role's password. */
    public String password() {
        return password;
    }

    /** Drops the database (closing its open connections) and its role; calling it again does nothing. */
    @Override
    public synchronized void close() {
        if (dropped) {
            return;
        }
        dropped = true;
        execute(server, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)", "DROP ROLE IF EXISTS " + name);
    }

    private static void execute(PostgresServer server, String... statements) {
        try (Connection connection = server.connectAsAdmin();
             Statement statement = connection.createStatement()) {
            for (String sql : statements) {
                statement.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL at " + server.host() + ":" + server.port()
                    + " refused: " + e.getMessage(), e);
        }
    }
}
