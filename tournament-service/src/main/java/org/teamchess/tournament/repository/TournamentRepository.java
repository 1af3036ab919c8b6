package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/** The tournaments, by id. */
@ApplicationScoped
public class TournamentRepository implements PanacheRepositoryBase<TournamentEntity, UUID> {
}
