package org.teamchess.clock.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/** The game clocks of this service's database, by game id. */
@ApplicationScoped
public class ClockRepository implements PanacheRepositoryBase<ClockEntity, UUID> {
}
