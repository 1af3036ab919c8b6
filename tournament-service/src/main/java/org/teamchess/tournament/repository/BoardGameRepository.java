package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;

/** The games of published matches, by game id. */
@ApplicationScoped
public class BoardGameRepository implements PanacheRepositoryBase<BoardGameEntity, UUID> {

    /** A match's boards in order. */
    public List<BoardGameEntity> ofMatch(UUID matchId) {
        return list("matchId = ?1 order by board", matchId);
    }

    /** The boards of these matches, grouped by match id, each list in board order. */
    public Map<UUID, List<BoardGameEntity>> byMatch(List<MatchEntity> matches) {
        return ofMatches(matches.stream().map(MatchEntity::id).toList()).stream()
                .collect(Collectors.groupingBy(BoardGameEntity::matchId));
    }

    /** The boards of these matches, by match and board. */
    public List<BoardGameEntity> ofMatches(Collection<UUID> matchIds) {
        return matchIds.isEmpty() ? List.of() : list("matchId in ?1 order by matchId, board", matchIds);
    }
}
