package org.teamchess.game.repository;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.hibernate.query.NativeQuery;
import org.teamchess.rules.Side;

/**
 * The players' open connections (table {@code player_connection}) and the instances that hold them
 * ({@code service_instance}, V3__presence_and_arrival.sql). Heartbeats use the database's
 * {@code now()}, so that instances whose clocks differ still agree on which one is silent.
 */
@ApplicationScoped
public class PlayerConnectionRepository {

    /** One open connection of a player. */
    public record PlayerConnection(Side side, Instant since) {
    }

    private final EntityManager entityManager;

    PlayerConnectionRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    public void add(String connectionId, UUID instanceId, UUID gameId, Side side, Instant since) {
        entityManager.createNativeQuery("INSERT INTO player_connection (connection_id, instance_id, game_id, side, "
                        + "since) VALUES (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, connectionId).setParameter(2, instanceId).setParameter(3, gameId)
                .setParameter(4, side.wireName()).setParameter(5, since)
                .executeUpdate();
    }

    /** Removes the connection; returns the game it was at, if it was there. */
    public List<UUID> remove(String connectionId) {
        List<UUID> games = gamesOf("connection_id = ?1", connectionId);
        entityManager.createNativeQuery("DELETE FROM player_connection WHERE connection_id = ?1")
                .setParameter(1, connectionId).executeUpdate();
        return games;
    }

    /** The game's open player connections. */
    public List<PlayerConnection> ofGame(UUID gameId) {
        @SuppressWarnings("unchecked")
        NativeQuery<Object[]> query = entityManager.createNativeQuery(
                "SELECT side, since FROM player_connection WHERE game_id = ?1").unwrap(NativeQuery.class);
        List<Object[]> rows = query.addScalar("side", String.class).addScalar("since", Instant.class)
                .setParameter(1, gameId).getResultList();
        return rows.stream().map(row -> new PlayerConnection(Side.WHITE.wireName().equals(row[0]) ? Side.WHITE
                : Side.BLACK, (Instant) row[1])).toList();
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
     * @return the games that lost connections
     */
    public List<UUID> removeSilent(Duration staleAfter) {
        String silent = "SELECT instance_id FROM service_instance"
                + " WHERE heartbeat_at < now() - make_interval(secs => ?1)";
        double seconds = staleAfter.toMillis() / 1000.0;
        List<UUID> games = gamesOf("instance_id IN (" + silent + ")", seconds);
        entityManager.createNativeQuery("DELETE FROM player_connection WHERE instance_id IN (" + silent + ")")
                .setParameter(1, seconds).executeUpdate();
        entityManager.createNativeQuery("DELETE FROM service_instance WHERE instance_id IN (" + silent + ")")
                .setParameter(1, seconds).executeUpdate();
        return games;
    }

    /**
     * Removes the instance and its connections (it stops).
     *
     * @return the games that lost connections
     */
    public List<UUID> removeInstance(UUID instanceId) {
        List<UUID> games = gamesOf("instance_id = ?1", instanceId);
        entityManager.createNativeQuery("DELETE FROM player_connection WHERE instance_id = ?1")
                .setParameter(1, instanceId).executeUpdate();
        entityManager.createNativeQuery("DELETE FROM service_instance WHERE instance_id = ?1")
                .setParameter(1, instanceId).executeUpdate();
        return games;
    }

    private List<UUID> gamesOf(String condition, Object parameter) {
        return entityManager.createNativeQuery("SELECT DISTINCT game_id FROM player_connection WHERE " + condition,
                UUID.class).setParameter(1, parameter).getResultList();
    }
}
