package org.teamchess.registration.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class CompetitionRepository implements PanacheRepositoryBase<Competition, UUID> {

    /**
     * The competition, locked until the transaction ends: applications to one competition are
     * accepted one at a time, so their order of arrival has no gaps or ties.
     */
    public Optional<Competition> findByIdForUpdate(UUID id) {
        return findByIdOptional(id, LockModeType.PESSIMISTIC_WRITE);
    }

    /** Every competition, the nearest deadline first. */
    public List<Competition> listByDeadline() {
        return listAll(Sort.by("deadline").and("name"));
    }
}
