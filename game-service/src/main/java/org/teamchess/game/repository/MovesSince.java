package org.teamchess.game.repository;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The rows of several games and each game's moves after a given ply, in plain JDBC and one
 * statement (one snapshot: the moves are those the row counts): what an instance that holds the games
 * in memory needs to play on the moves another instance committed, with their receipt times to the
 * microsecond as a replay's clock takes them (the log's {@code move} entry shows them to the
 * millisecond only).
 */
public final class MovesSince {

    /**
     * A game's row, as far as a held game needs it, and its moves after the ply asked.
     *
     * @param moves the moves after the ply asked, in ply order
     */
    public record MovedGame(UUID gameId, long rowVersion, long eventVersion, int ply, GameState status,
            Instant startedAt, Instant endedAt, boolean flagFallen, String drawOfferedBy, String timeControl,
            Instant scheduledStart, List<MoveEntity> moves) {
    }

    private static final String READ = """
            SELECT g.id, g.version, g.event_version, g.ply AS game_ply, g.status, g.started_at, g.ended_at,
                   g.flag_fell_side IS NOT NULL AS flag_fallen, g.draw_offered_by, g.time_control, g.scheduled_start,
                   m.ply, m.san, m.uci, m.fen, m.received_at, m.client_move_id, m.white_remaining_millis,
                   m.black_remaining_millis, m.version AS move_version
              FROM unnest(?, ?) AS since(game_id, ply)
              JOIN game g ON g.id = since.game_id
              LEFT JOIN game_move m ON m.game_id = since.game_id AND m.ply > since.ply
             ORDER BY g.id, m.ply""";

    private MovesSince() {
    }

    /**
     * Reads the games named, each with its moves after its own ply; a game with no row is left out.
     *
     * @param plies each game and the ply after which its moves are read
     */
    public static List<MovedGame> read(Connection connection, Map<UUID, Integer> plies) throws SQLException {
        List<UUID> games = List.copyOf(plies.keySet());
        Array gameIds = connection.createArrayOf("uuid", games.toArray());
        Array fromPlies = connection.createArrayOf("int4", games.stream().map(plies::get).toArray());
        Map<UUID, MovedGame> read = new LinkedHashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(READ)) {
            statement.setArray(1, gameIds);
            statement.setArray(2, fromPlies);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    UUID gameId = rows.getObject("id", UUID.class);
                    MovedGame game = read.get(gameId);
                    if (game == null) {
                        game = gameOf(gameId, rows);
                        read.put(gameId, game);
                    }
                    if (rows.getObject("ply") != null) {
                        game.moves().add(moveOf(gameId, rows));
                    }
                }
            }
        } finally {
            gameIds.free();
            fromPlies.free();
        }
        return read.values().stream().map(game -> new MovedGame(game.gameId(), game.rowVersion(),
                game.eventVersion(), game.ply(), game.status(), game.startedAt(), game.endedAt(), game.flagFallen(),
                game.drawOfferedBy(), game.timeControl(), game.scheduledStart(), List.copyOf(game.moves()))).toList();
    }

    /** The game's columns of the row, with a list for its moves to be added to. */
    private static MovedGame gameOf(UUID gameId, ResultSet rows) throws SQLException {
        return new MovedGame(gameId, rows.getLong("version"), rows.getLong("event_version"), rows.getInt("game_ply"),
                GameState.valueOf(rows.getString("status")), instant(rows, "started_at"), instant(rows, "ended_at"),
                rows.getBoolean("flag_fallen"), rows.getString("draw_offered_by"), rows.getString("time_control"),
                instant(rows, "scheduled_start"), new ArrayList<>());
    }

    private static MoveEntity moveOf(UUID gameId, ResultSet rows) throws SQLException {
        return new MoveEntity(gameId, rows.getInt("ply"), rows.getString("san"), rows.getString("uci"),
                rows.getString("fen"), instant(rows, "received_at"), rows.getString("client_move_id"),
                rows.getLong("white_remaining_millis"), rows.getLong("black_remaining_millis"),
                rows.getLong("move_version"));
    }

    private static Instant instant(ResultSet rows, String column) throws SQLException {
        OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }
}
