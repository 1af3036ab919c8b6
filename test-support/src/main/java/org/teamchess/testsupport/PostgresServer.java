package org.teamchess.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;

/**
 * The PostgreSQL server tests run against and the administrator account that may create databases
 * and roles there: 127.0.0.1:5432 as {@code postgres} without a password (trust authentication)
 * unless the standard variables {@code PGHOST}, {@code PGPORT}, {@code PGUSER} and
 * {@code PGPASSWORD} say otherwise.
 *
 * @param host          the server's host
 * @param port          the server's port
 * @param adminUser     a role with CREATEDB and CREATEROLE
 * @param adminPassword its password, empty for trust authentication
 */
public record PostgresServer(String host, int port, String adminUser, String adminPassword) {

    /** The server named by the environment, with the defaults of a developer's machine. */
    public static PostgresServer fromEnvironment() {
        return fromVariables(System.getenv());
    }

    static PostgresServer fromVariables(Map<String, String> variables) {
        return new PostgresServer(
                variables.getOrDefault("PGHOST", "127.0.0.1"),
                Integer.parseInt(variables.getOrDefault("PGPORT", "5432")),
                variables.getOrDefault("PGUSER", "postgres"),
                variables.getOrDefault("PGPASSWORD", ""));
    }

    /** The JDBC URL of a database on this server. */
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    /**
     * A connection to the {@code postgres} database as the administrator.
     *
     * @throws IllegalStateException when the server cannot be reached or refuses the administrator,
     *                               saying what to start or set
     */
    Connection connectAsAdmin() {
        try {
            return DriverManager.getConnection(jdbcUrl("postgres"), adminUser, adminPassword);
        } catch (SQLException e) {
            throw new IllegalStateException("PostgreSQL is not reachable at " + host + ":" + port
                    + " as " + adminUser + " (" + e.getMessage() + "). The tests need a running server:"
                    + " start the local one with"
                    + " `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`"
                    + " (where it is missing: `apt-get install -y postgresql` first), or set"
                    + " PGHOST, PGPORT, PGUSER and PGPASSWORD to a server where that user may create"
                    + " databases and roles.", e);
        }
    }
}
