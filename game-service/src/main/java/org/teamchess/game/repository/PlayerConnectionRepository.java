package org.teamchess.game.repository;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.hibernate.query.NativeQuery;
import org.teamchess.rules.Side;

/**
 * The players' open connections (table {@code player_connection}) and the instances that hold them
 * ({@code service_instance}, V3__presence_and_arrival.sql), and each game's presence as a numbered
 * sequence of changes ({@code game_presence}, {@code presence_change}, V8__presence_sequence.sql).
 * A connection opens or closes under the lock of its game's presence row, on any instance, and a
 * change is recorded only when a side's first connection opened or its last one closed: the changes
 * of one game are one sequence, each flipping one side. Heartbeats use the database's {@code now()},
 * so that instances whose clocks differ still agree on which one is silent.
 */
@ApplicationScoped
public class PlayerConnectionRepository {

    /**
     * A game's presence after its change number {@code sequence} (0: none yet).
     *
     * @param whiteSince when White's current uninterrupted presence began; null when not connected
     * @param blackSince the same for Black
     */
    public record PresenceChange(UUID gameId, long sequence, Instant whiteSince, Instant blackSince) {

        /** When {@code side}'s presence began, or null when not connected. */
        public Instant since(Side side) {
            return side == Side.WHITE ? whiteSince : blackSince;
        }

        private PresenceChange with(Side side, Instant since) {
            return new PresenceChange(gameId, sequence + 1, side == Side.WHITE ? since : whiteSince,
                    side == Side.BLACK ? since : blackSince);
        }
    }

    private final EntityManager entityManager;

    PlayerConnectionRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    /**
     * Adds a player's connection to a game.
     *
     * @return the game's presence change, when it is the side's first open connection
     */
    public Optional<PresenceChange> add(String connectionId, UUID instanceId, UUID gameId, Side side, Instant since) {
        PresenceChange locked = lock(gameId);
        entityManager.createNativeQuery("INSERT INTO player_connection (connection_id, instance_id, game_id, side, "
                        + "since) VALUES (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, connectionId).setParameter(2, instanceId).setParameter(3, gameId)
                .setParameter(4, side.wireName()).setParameter(5, since)
                .executeUpdate();
        return settle(locked, side);
    }

    /**
     * Removes the connection.
     *
     * @return the game's presence change, when it was its side's last open connection
     */
    public Optional<PresenceChange> remove(String connectionId) {
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery(
                "SELECT game_id, side FROM player_connection WHERE connection_id = ?1").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("game_id", UUID.class).addScalar("side", String.class)
                .setParameter(1, connectionId).getResultList();
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        PresenceChange locked = lock((UUID) rows.get(0)[0]);
        entityManager.createNativeQuery("DELETE FROM player_connection WHERE connection_id = ?1")
                .setParameter(1, connectionId).executeUpdate();
        return settle(locked, Side.fromWireName((String) rows.get(0)[1]).orElseThrow());
    }

    /** The game's presence now, with the number of its last change. */
    public PresenceChange presence(UUID gameId) {
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT sequence, white_since, black_since"
                + " FROM game_presence WHERE game_id = ?1").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("sequence", Long.class).addScalar("white_since", Instant.class)
                .addScalar("black_since", Instant.class).setParameter(1, gameId).getResultList();
        return rows.isEmpty() ? new PresenceChange(gameId, 0, null, null)
                : new PresenceChange(gameId, (Long) rows.get(0)[0], (Instant) rows.get(0)[1], (Instant) rows.get(0)[2]);
    }

    /**
     * The presence changes of these games after the sequence numbers given, in order; in one statement
     * for any number of games, as {@link GameEventRepository#after(Map)} reads the log.
     */
    public List<PresenceChange> changesAfter(Map<UUID, Long> sequences) {
        List<UUID> games = List.copyOf(sequences.keySet());
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT c.game_id, c.sequence, c.white_since,"
                + " c.black_since FROM unnest(CAST(?1 AS uuid[]), CAST(?2 AS bigint[])) AS since(game_id, sequence)"
                + " CROSS JOIN LATERAL (SELECT p.* FROM presence_change p WHERE p.game_id = since.game_id"
                + " AND p.sequence > since.sequence ORDER BY p.sequence OFFSET 0) c").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("game_id", UUID.class).addScalar("sequence", Long.class)
                .addScalar("white_since", Instant.class).addScalar("black_since", Instant.class)
                .setParameter(1, games.stream().map(UUID::toString).collect(Collectors.joining(",", "{", "}")))
                .setParameter(2, games.stream().map(game -> sequences.get(game).toString())
                        .collect(Collectors.joining(",", "{", "}")))
                .getResultList();
        return rows.stream().map(row -> new PresenceChange((UUID) row[0], (Long) row[1], (Instant) row[2],
                (Instant) row[3])).toList();
    }

    /** Removes the presence changes recorded longer ago than {@code keptFor}. */
    public int pruneChanges(Duration keptFor) {
        return entityManager.createNativeQuery("DELETE FROM presence_change"
                        + " WHERE changed_at < now() - make_interval(secs => ?1)")
                .setParameter(1, keptFor.toMillis() / 1000.0).executeUpdate();
    }

    /** Locks the game's presence row (made on the game's first connection) and returns what it holds. */
    private PresenceChange lock(UUID gameId) {
        entityManager.createNativeQuery("INSERT INTO game_presence (game_id, sequence) VALUES (?1, 0)"
                + " ON CONFLICT (game_id) DO NOTHING").setParameter(1, gameId).executeUpdate();
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT sequence, white_since, black_since"
                + " FROM game_presence WHERE game_id = ?1 FOR UPDATE").unwrap(NativeQuery.class);
        Object[] row = (Object[]) query.addScalar("sequence", Long.class).addScalar("white_since", Instant.class)
                .addScalar("black_since", Instant.class).setParameter(1, gameId).getSingleResult();
        return new PresenceChange(gameId, (Long) row[0], (Instant) row[1], (Instant) row[2]);
    }

    /**
     * After {@code side}'s connections to the locked game changed: records the change of its presence
     * when its first connection opened or its last one closed, and returns it; nothing otherwise (a
     * second tab). A presence begins when the oldest open connection joined.
     */
    private Optional<PresenceChange> settle(PresenceChange locked, Side side) {
        // A scalar named with addScalar, not createNativeQuery(sql, Instant.class): Hibernate keys its
        // cache of native queries by a result mapping made anew for each such call, so every call added
        // an entry with the same hash (the load test found 8% of game-service's CPU in that cache).
        @SuppressWarnings("unchecked")
        NativeQuery<Instant> query = entityManager.createNativeQuery("SELECT min(since) AS oldest"
                + " FROM player_connection WHERE game_id = ?1 AND side = ?2").unwrap(NativeQuery.class);
        Instant oldest = query.addScalar("oldest", Instant.class).setParameter(1, locked.gameId())
                .setParameter(2, side.wireName()).getSingleResult();
        if ((oldest != null) == (locked.since(side) != null)) {
            return Optional.empty();
        }
        PresenceChange change = locked.with(side, oldest);
        entityManager.createNativeQuery("UPDATE game_presence SET sequence = ?2, white_since = ?3, black_since = ?4"
                        + " WHERE game_id = ?1").setParameter(1, change.gameId()).setParameter(2, change.sequence())
                .setParameter(3, change.whiteSince()).setParameter(4, change.blackSince()).executeUpdate();
        entityManager.createNativeQuery("INSERT INTO presence_change (game_id, sequence, white_since, black_since)"
                        + " VALUES (?1, ?2, ?3, ?4)").setParameter(1, change.gameId())
                .setParameter(2, change.sequence()).setParameter(3, change.whiteSince())
                .setParameter(4, change.blackSince()).executeUpdate();
        // The change kept for good for the game's record (V10__game_record.sql), at the game's ply now.
        entityManager.createNativeQuery("INSERT INTO presence_record (game_id, sequence, side, connected, ply, at)"
                        + " SELECT ?1, ?2, ?3, ?4, g.ply, clock_timestamp() FROM game g WHERE g.id = ?1")
                .setParameter(1, change.gameId()).setParameter(2, change.sequence()).setParameter(3, side.wireName())
                .setParameter(4, oldest != null).executeUpdate();
        return Optional.of(change);
    }

    /** Removes the connections of the instances {@code condition} names, game by game under each game's lock. */
    private List<PresenceChange> removeConnections(String instances, Object parameter) {
        @SuppressWarnings("unchecked")
        NativeQuery<UUID> query = entityManager.createNativeQuery("SELECT DISTINCT game_id FROM player_connection"
                + " WHERE instance_id IN (" + instances + ") ORDER BY game_id").unwrap(NativeQuery.class);
        List<UUID> games = query.addScalar("game_id", UUID.class).setParameter(1, parameter).getResultList();
        List<PresenceChange> changes = new ArrayList<>();
        for (UUID gameId : games) { // in one order on every instance: two removing at once never deadlock
            PresenceChange locked = lock(gameId);
            entityManager.createNativeQuery("DELETE FROM player_connection WHERE game_id = ?2 AND instance_id IN ("
                    + instances + ")").setParameter(1, parameter).setParameter(2, gameId).executeUpdate();
            Optional<PresenceChange> white = settle(locked, Side.WHITE);
            white.ifPresent(changes::add);
            settle(white.orElse(locked), Side.BLACK).ifPresent(changes::add);
        }
        return changes;
    }

    /** A player who joined a game and has no connection to it now. */
    public record Disconnected(UUID gameId, Side side) {
    }

    /**
     * The players of the games that go on, started by {@code now}, who had joined their game and have
     * no open connection to it now (on any live instance).
     */
    public List<Disconnected> disconnectedPlayers(Instant now) {
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery("SELECT g.id AS game_id, s.side AS side "
                + "FROM game g CROSS JOIN (VALUES ('white'), ('black')) AS s (side) "
                + "WHERE g.ended_at IS NULL AND g.scheduled_start <= ?1 "
                + "AND CASE s.side WHEN 'white' THEN g.white_joined_at ELSE g.black_joined_at END IS NOT NULL "
                + "AND NOT EXISTS (SELECT 1 FROM player_connection c WHERE c.game_id = g.id AND c.side = s.side) "
                + "ORDER BY g.scheduled_start, g.id, s.side DESC").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("game_id", UUID.class).addScalar("side", String.class)
                .setParameter(1, now).getResultList();
        return rows.stream().map(row -> new Disconnected((UUID) row[0], Side.fromWireName((String) row[1])
                .orElseThrow())).toList();
    }

    /** Writes the instance's heartbeat: it is alive now. */
    public void beat(UUID instanceId) {
        entityManager.createNativeQuery("INSERT INTO service_instance (instance_id, heartbeat_at) VALUES (?1, now()) "
                        + "ON CONFLICT (instance_id) DO UPDATE SET heartbeat_at = now()")
                .setParameter(1, instanceId).executeUpdate();
    }

    /**
     * Removes the instances silent for longer than {@code staleAfter}, with their connections.
     *
     * @return the presence changes that made, in order per game
     */
    public List<PresenceChange> removeSilent(Duration staleAfter) {
        String silent = "SELECT instance_id FROM service_instance"
                + " WHERE heartbeat_at < now() - make_interval(secs => ?1)";
        double seconds = staleAfter.toMillis() / 1000.0;
        List<PresenceChange> changes = removeConnections(silent, seconds);
        entityManager.createNativeQuery("DELETE FROM service_instance WHERE instance_id IN (" + silent + ")")
                .setParameter(1, seconds).executeUpdate();
        return changes;
    }

    /**
     * Removes the instance and its connections (it stops).
     *
     * @return the presence changes that made, in order per game
     */
    public List<PresenceChange> removeInstance(UUID instanceId) {
        List<PresenceChange> changes = removeConnections("?1", instanceId);
        entityManager.createNativeQuery("DELETE FROM service_instance WHERE instance_id = ?1")
                .setParameter(1, instanceId).executeUpdate();
        return changes;
    }
}
