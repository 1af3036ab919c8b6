package org.teamchess.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * Gives a {@code @QuarkusTest} its own fresh PostgreSQL database on the local server (see
 * {@link PostgresServer}), dropped when the test application stops:
 * <pre>{@code
 * @WithTestResource(value = PostgresDatabaseResource.class,
 *         initArgs = @ResourceArg(name = PostgresDatabaseResource.DATABASE, value = "teamchess_game_test"))
 * }</pre>
 * The database is named after the {@value #DATABASE} argument plus a random suffix (default prefix
 * {@value #DEFAULT_PREFIX}), so parallel and repeated runs never share data.
 */
public class PostgresDatabaseResource implements QuarkusTestResourceLifecycleManager {

    /** The init argument naming the database prefix, e.g. {@code teamchess_game_test}. */
    public static final String DATABASE = "database";

    /** The prefix when no {@value #DATABASE} argument is given. */
    public static final String DEFAULT_PREFIX = "teamchess_test";

    private String prefix = DEFAULT_PREFIX;
    private TestDatabase database;

    @Override
    public void init(Map<String, String> initArgs) {
        prefix = initArgs.getOrDefault(DATABASE, DEFAULT_PREFIX);
    }

    /**
     * @return {@code quarkus.datasource.jdbc.url}, {@code quarkus.datasource.username} and
     *         {@code quarkus.datasource.password} of the new database
     */
    @Override
    public Map<String, String> start() {
        database = TestDatabase.create(PostgresServer.fromEnvironment(), prefix);
        return Map.of(
                "quarkus.datasource.jdbc.url", database.jdbcUrl(),
                "quarkus.datasource.username", database.username(),
                "quarkus.datasource.password", database.password());
    }

    /** Drops the database and its role. */
    @Override
    public void stop() {
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
