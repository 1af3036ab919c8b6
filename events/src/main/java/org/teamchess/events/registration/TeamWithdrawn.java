package org.teamchess.events.registration;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A registered team left the competition: its coach withdrew the application before the deadline,
 * or an organizer withdrew it. Published by registration-service on
 * {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id; consumed by
 * tournament-service, which stops pairing the team. Ids only.
 *
 * @param competitionId the competition the team had entered
 * @param teamId        the team, the subject of the event
 */
public record TeamWithdrawn(UUID competitionId, UUID teamId) implements EventPayload {

    /** @throws NullPointerException if an id is null */
    public TeamWithdrawn {
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(teamId, "teamId");
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
