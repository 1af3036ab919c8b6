package org.teamchess.system.security;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The number of rows of every table of each service's database, read over JDBC: what a refused
 * write must leave as it was. Flyway's history is left out (only a migration changes it).
 */
final class RowCounts implements AutoCloseable {

    private final Map<String, Connection> connections = new HashMap<>();
    private final Map<String, List<String>> tables = new HashMap<>();

    RowCounts(Target target) throws SQLException {
        for (String service : target.services().keySet()) {
            Connection connection = DriverManager.getConnection(target.jdbcUrl(service),
                    target.databaseUser(service), Target.DATABASE_PASSWORD);
            connections.put(service, connection);
            List<String> names = new ArrayList<>();
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT table_name FROM information_schema.tables"
                            + " WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
                            + " AND table_name <> 'flyway_schema_history' ORDER BY table_name")) {
                while (rows.next()) {
                    names.add(rows.getString(1));
                }
            }
            tables.put(service, names);
        }
    }

    /** Table name to row count, of one service's database. */
    Map<String, Long> of(String service) throws SQLException {
        Map<String, Long> counts = new TreeMap<>();
        List<String> names = tables.get(service);
        if (names.isEmpty()) {
            return counts;
        }
        StringBuilder query = new StringBuilder();
        for (String name : names) {
            if (query.length() > 0) {
                query.append(" UNION ALL ");
            }
            query.append("SELECT '").append(name).append("', count(*) FROM \"").append(name).append('"');
        }
        try (Statement statement = connections.get(service).createStatement();
                ResultSet rows = statement.executeQuery(query.toString())) {
            while (rows.next()) {
                counts.put(rows.getString(1), rows.getLong(2));
            }
        }
        return counts;
    }

    @Override
    public void close() throws SQLException {
        for (Connection connection : connections.values()) {
            connection.close();
        }
    }
}
