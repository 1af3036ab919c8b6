package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The tournaments' rounds. */
@ApplicationScoped
public class RoundRepository implements PanacheRepositoryBase<RoundEntity, Long> {

    /** A tournament's rounds in order. */
    public List<RoundEntity> of(UUID tournamentId) {
        return list("tournamentId = ?1 order by number", tournamentId);
    }

    public Optional<RoundEntity> find(UUID tournamentId, int number) {
        return find("tournamentId = ?1 and number = ?2", tournamentId, number).firstResultOptional();
    }
}
