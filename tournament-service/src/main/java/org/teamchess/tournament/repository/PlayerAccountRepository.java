package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.UUID;

/** The accounts linked to roster entries. */
@ApplicationScoped
public class PlayerAccountRepository implements PanacheRepositoryBase<PlayerAccountEntity, UUID> {

    /** Whether the account plays for one of these teams. */
    public boolean playsFor(String accountId, Collection<UUID> teamIds) {
        return !teamIds.isEmpty() && count("accountId = ?1 and teamId in ?2", accountId, teamIds) > 0;
    }
}
