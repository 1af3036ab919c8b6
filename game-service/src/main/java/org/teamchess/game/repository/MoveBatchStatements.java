package org.teamchess.game.repository;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;

/**
 * The writes of a batch of plain moves in plain JDBC (no Hibernate on the hot path): each move is
 * one statement, all of a batch go to PostgreSQL in one round trip ({@link PreparedStatement#executeBatch}).
 * A move's statement updates the game row only if the row is still the one the move was computed on
 * (its optimistic version, ply and log version) and the client move id is new; the log entry, the
 * move and the outbox row are inserted from the updated row, so a move that fails that check writes
 * nothing, reports 0 rows, and leaves the other moves of its batch (and their transaction) alone. The
 * moves written are told to every instance by one notification for the batch
 * ({@link #sendNotifications}), not one per move.
 */
public final class MoveBatchStatements {

    /**
     * One move to write.
     *
     * @param rowVersion   the game row's optimistic version the move was computed on (it becomes one more)
     * @param plyBefore    the game's ply before the move (it becomes one more)
     * @param eventVersion the version of the move's log entry (the row's log version before, plus one)
     * @param drawOfferedBy the side whose draw offer stands after the move, or null
     * @param entryBody    the log entry, the {@code move} server message as JSON
     * @param outboxEvent  the announcement for Kafka, as service-support's outbox stores it
     */
    public record PlainMove(UUID gameId, long rowVersion, int plyBefore, long eventVersion, String fen,
            String drawOfferedBy, String san, String uci, Instant receivedAt, String clientMoveId,
            long whiteRemainingMillis, long blackRemainingMillis, String entryBody, OutboxRow outboxEvent) {
    }

    /** A row of service-support's {@code outbox_event} table (db/outbox/V0_1__outbox_event.sql). */
    public record OutboxRow(UUID eventId, String eventType, String topic, String messageKey, String envelope) {
    }

    private static final String WRITE_MOVE = """
            WITH moved AS (
                UPDATE game SET fen = ?, ply = ply + 1, status = 'PLAYING', event_version = event_version + 1,
                       draw_offered_by = ?, version = version + 1
                 WHERE id = ? AND version = ? AND ply = ? AND event_version = ?
                   AND NOT EXISTS (SELECT 1 FROM game_move m WHERE m.game_id = ? AND m.client_move_id = ?)
                RETURNING id, ply, event_version
            ), logged AS (
                INSERT INTO game_event (game_id, version, type, body, created_at)
                SELECT id, event_version, 'move', ?, ? FROM moved
            ), played AS (
                INSERT INTO game_move (game_id, ply, san, uci, fen, received_at, client_move_id,
                       white_remaining_millis, black_remaining_millis, version)
                SELECT id, ply, ?, ?, ?, ?, ?, ?, ?, event_version FROM moved
            )
            INSERT INTO outbox_event (event_id, event_type, topic, message_key, envelope)
            SELECT ?, ?, ?, ?, ? FROM moved""";

    private static final String NOTIFY = "SELECT pg_notify(?, ?)";

    private MoveBatchStatements() {
    }

    /**
     * Writes the moves in the connection's transaction, in order.
     *
     * @return for each move, whether it was written (false: its game had changed, or the client move id was used)
     */
    public static boolean[] write(Connection connection, List<PlainMove> moves) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(WRITE_MOVE)) {
            for (PlainMove move : moves) {
                int column = 0;
                statement.setString(++column, move.fen());
                statement.setString(++column, move.drawOfferedBy());
                statement.setObject(++column, move.gameId());
                statement.setLong(++column, move.rowVersion());
                statement.setInt(++column, move.plyBefore());
                statement.setLong(++column, move.eventVersion() - 1);
                statement.setObject(++column, move.gameId());
                statement.setString(++column, move.clientMoveId());
                statement.setString(++column, move.entryBody());
                statement.setObject(++column, timestamp(move.receivedAt()));
                statement.setString(++column, move.san());
                statement.setString(++column, move.uci());
                statement.setString(++column, move.fen());
                statement.setObject(++column, timestamp(move.receivedAt()));
                statement.setString(++column, move.clientMoveId());
                statement.setLong(++column, move.whiteRemainingMillis());
                statement.setLong(++column, move.blackRemainingMillis());
                OutboxRow event = move.outboxEvent();
                statement.setObject(++column, event.eventId());
                statement.setString(++column, event.eventType());
                statement.setString(++column, event.topic());
                statement.setString(++column, event.messageKey());
                statement.setString(++column, event.envelope());
                statement.addBatch();
            }
            int[] counts = statement.executeBatch();
            boolean[] written = new boolean[counts.length];
            for (int i = 0; i < counts.length; i++) {
                written[i] = counts[i] == 1;
            }
            return written;
        }
    }

    /** Sends each payload on the channel, delivered when the connection's transaction commits. */
    public static void sendNotifications(Connection connection, String channel, List<String> payloads)
            throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(NOTIFY)) {
            for (String payload : payloads) {
                statement.setString(1, channel);
                statement.setString(2, payload);
                statement.execute();
            }
        }
    }

    private static OffsetDateTime timestamp(Instant instant) {
        return instant.atOffset(ZoneOffset.UTC);
    }
}
