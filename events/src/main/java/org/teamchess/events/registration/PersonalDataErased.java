package org.teamchess.events.registration;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A school's personal data in a competition was erased (152-FZ): registration-service keeps only
 * the ids, boards, grades and genders, and names the players anonymously ("Доска 1"). Published by
 * registration-service on {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team
 * id; consumed by tournament-service, which forgets the names it had fetched for the team. Ids only.
 *
 * @param competitionId the competition
 * @param teamId        the team whose players' data was erased, the subject of the event
 */
public record PersonalDataErased(UUID competitionId, UUID teamId) implements EventPayload {

    /** @throws NullPointerException if an id is null */
    public PersonalDataErased {
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(teamId, "teamId");
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
