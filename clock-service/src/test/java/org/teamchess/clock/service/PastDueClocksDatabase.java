package org.teamchess.clock.service;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;
import org.flywaydb.core.Flyway;
import org.teamchess.testsupport.PostgresServer;
import org.teamchess.testsupport.TestDatabase;

/**
 * The database of a clock-service that stopped five minutes ago with two 1+0 clocks in it: White's
 * flag of one fell four minutes ago, while the service was down; the other was paused before its
 * deadline. A third, 30+0, game runs, White's first move logged. The schema is this service's own
 * migrations up to V3, run here before the service starts: the service left it before clocks were
 * kept on their rows (V4), which the start migrates.
 */
public class PastDueClocksDatabase implements QuarkusTestResourceLifecycleManager {

    /** The game whose flag fell while the service was down. */
    public static final String FALLEN_GAME = "teamchess.test.past-due.fallen-game";
    /** The paused game, past its deadline only on the wall clock. */
    public static final String PAUSED_GAME = "teamchess.test.past-due.paused-game";
    /** The running 30+0 game, one move into it. */
    public static final String RUNNING_GAME = "teamchess.test.past-due.running-game";
    /** When the running game started. */
    public static final String RUNNING_START = "teamchess.test.past-due.running-start";
    /** When White's time ran out in the fallen game. */
    public static final String DEADLINE = "teamchess.test.past-due.deadline";

    private TestDatabase database;

    @Override
    public Map<String, String> start() {
        database = TestDatabase.create(PostgresServer.fromEnvironment(), "teamchess_clock_restart");
        Flyway.configure()
                .dataSource(database.jdbcUrl(), database.username(), database.password())
                .locations("classpath:db/migration", "classpath:db/outbox")
                .target("3")
                .load()
                .migrate();
        Instant deadline = Instant.now().truncatedTo(ChronoUnit.MILLIS).minus(Duration.ofMinutes(4));
        Instant start = deadline.minus(Duration.ofMinutes(1));
        UUID fallen = UUID.randomUUID();
        UUID paused = UUID.randomUUID();
        UUID running = UUID.randomUUID();
        Instant runningStart = Instant.now().truncatedTo(ChronoUnit.MILLIS).minus(Duration.ofMinutes(2));
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl(), database.username(),
                database.password())) {
            // As the service left them: the fallen clock's timer due at its grace end (390 ms for 1+0)...
            insertClock(connection, fallen, "1+0", 0, start, deadline.plusMillis(390));
            // ...the paused one without a timer, its pause logged 30 s into the game...
            insertClock(connection, paused, "1+0", 0, start, null);
            // ...and the running one at ply 1, its timer due at the start as V3 left the clocks it migrated.
            insertClock(connection, running, "30+0", 1, runningStart, runningStart);
            try (PreparedStatement move = connection.prepareStatement("INSERT INTO clock_event"
                    + " (game_id, sequence, kind, side, at, ply, lag_millis)"
                    + " VALUES (?, 1, 'MOVE_RECEIVED', 'white', ?, 0, 0)")) {
                move.setObject(1, running);
                move.setTimestamp(2, Timestamp.from(runningStart.plusSeconds(10)));
                move.executeUpdate();
            }
            try (PreparedStatement pause = connection.prepareStatement("INSERT INTO clock_event"
                    + " (game_id, sequence, kind, at, actor, reason) VALUES (?, 1, 'PAUSED', ?, 'arbiter-1', 'a claim')")) {
                pause.setObject(1, paused);
                pause.setTimestamp(2, Timestamp.from(start.plusSeconds(30)));
                pause.executeUpdate();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not prepare the stopped service's database", e);
        }
        return Map.of(
                "quarkus.datasource.jdbc.url", database.jdbcUrl(),
                "quarkus.datasource.username", database.username(),
                "quarkus.datasource.password", database.password(),
                FALLEN_GAME, fallen.toString(),
                PAUSED_GAME, paused.toString(),
                RUNNING_GAME, running.toString(),
                RUNNING_START, runningStart.toString(),
                DEADLINE, deadline.toString());
    }

    private static void insertClock(Connection connection, UUID gameId, String timeControl, int ply,
            Instant start, Instant flagCheckAt) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO game_clock"
                + " (game_id, time_control, scheduled_start, created_at, version, ply, flag_check_at)"
                + " VALUES (?, ?, ?, ?, 1, ?, ?)")) {
            insert.setObject(1, gameId);
            insert.setString(2, timeControl);
            insert.setTimestamp(3, Timestamp.from(start));
            insert.setTimestamp(4, Timestamp.from(start.minus(Duration.ofHours(1))));
            insert.setInt(5, ply);
            insert.setTimestamp(6, flagCheckAt == null ? null : Timestamp.from(flagCheckAt));
            insert.executeUpdate();
        }
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
            database = null;
        }
    }
}
