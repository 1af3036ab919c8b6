package org.teamchess.game.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/** The games' event logs. */
@ApplicationScoped
public class GameEventRepository implements PanacheRepositoryBase<GameEventEntity, GameEventEntity.Key> {

    /** A game's entries written at or before {@code at}, in order. */
    public List<GameEventEntity> upTo(UUID gameId, Instant at) {
        return list("gameId = ?1 and createdAt <= ?2", Sort.by("version"), gameId, at);
    }

    /** A game's entries after {@code version}, in order. */
    public List<GameEventEntity> after(UUID gameId, long version) {
        return list("gameId = ?1 and version > ?2", Sort.by("version"), gameId, version);
    }

    /**
     * A game's entries other than plain moves, in order: what its record comments on. A move is most
     * of a long game's log and the record takes it from the moves, so it is filtered in the database,
     * not read and dropped.
     */
    public List<GameEventEntity> besidesMoves(UUID gameId) {
        return list("gameId = ?1 and type <> 'move'", Sort.by("version"), gameId);
    }

    /**
     * The entries of several games, each after its own version, in order per game: one statement for
     * every game a burst of notifications named. The games and versions go in as two array literals
     * so that the statement's text is the same for any number of games. Each game is one look-up in
     * the primary key: {@code OFFSET 0} keeps the planner from turning the lateral subquery into a
     * join over the whole log, which it chose under the load test (a scan of every entry per batch).
     */
    @SuppressWarnings("unchecked")
    public List<GameEventEntity> after(Map<UUID, Long> versions) {
        List<UUID> games = List.copyOf(versions.keySet());
        return getEntityManager().createNativeQuery("SELECT e.*"
                        + " FROM unnest(CAST(?1 AS uuid[]), CAST(?2 AS bigint[])) AS since(game_id, version)"
                        + " CROSS JOIN LATERAL (SELECT g.* FROM game_event g"
                        + " WHERE g.game_id = since.game_id AND g.version > since.version"
                        + " ORDER BY g.version OFFSET 0) e", GameEventEntity.class)
                .setParameter(1, games.stream().map(UUID::toString).collect(Collectors.joining(",", "{", "}")))
                .setParameter(2, games.stream().map(game -> versions.get(game).toString())
                        .collect(Collectors.joining(",", "{", "}")))
                .getResultList();
    }
}
