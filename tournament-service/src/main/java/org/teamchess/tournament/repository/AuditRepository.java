package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.UUID;

/** The tournaments' audit trails. */
@ApplicationScoped
public class AuditRepository implements PanacheRepositoryBase<AuditEntity, Long> {

    /** A tournament's entries, oldest first. */
    public List<AuditEntity> of(UUID tournamentId) {
        return list("tournamentId = ?1 order by id", tournamentId);
    }
}
