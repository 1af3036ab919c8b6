package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The tournaments' team matches, by match id. */
@ApplicationScoped
public class MatchRepository implements PanacheRepositoryBase<MatchEntity, UUID> {

    /** A tournament's matches, by round and the table's order. */
    public List<MatchEntity> of(UUID tournamentId) {
        return list("tournamentId = ?1 order by round, position", tournamentId);
    }

    /** The matches of one round in the table's order. */
    public List<MatchEntity> ofRound(UUID tournamentId, int round) {
        return list("tournamentId = ?1 and round = ?2 order by position", tournamentId, round);
    }
}
