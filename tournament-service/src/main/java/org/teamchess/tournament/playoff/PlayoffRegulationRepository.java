package org.teamchess.tournament.playoff;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/** The tournaments' play-off regulations. */
@ApplicationScoped
public class PlayoffRegulationRepository implements PanacheRepositoryBase<PlayoffRegulationEntity, UUID> {
}
