package org.teamchess.tournament.client;

import java.util.List;
import java.util.UUID;

/**
 * Where the players' public names come from: their owner, registration-service. The service tests
 * replace it with a test double; {@link RegistrationRosterNames} is the real one.
 */
public interface RosterNameSource {

    /**
     * The team's players in roster order with their public names.
     *
     * @throws RosterNamesUnavailableException when registration-service or Keycloak cannot be
     *                                         reached or refuses; the caller tries again later
     */
    List<RosterName> namesOf(UUID competitionId, UUID teamId);
}
