package org.teamchess.tournament.repository;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

/** The teams' submitted line-ups, by tournament, round and team. */
@ApplicationScoped
public class LineUpRepository implements PanacheRepositoryBase<LineUpEntity, LineUpEntity.Key> {
}
