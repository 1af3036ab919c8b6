package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The teams that withdrew, by tournament. */
@ApplicationScoped
public class WithdrawalRepository implements PanacheRepositoryBase<WithdrawalEntity, WithdrawalEntity.Key> {

    public List<WithdrawalEntity> of(UUID tournamentId) {
        return list("key.tournamentId = ?1", tournamentId);
    }
}
