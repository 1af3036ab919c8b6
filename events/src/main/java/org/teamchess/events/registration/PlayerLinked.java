package org.teamchess.events.registration;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A player signed in and redeemed the invitation code of a roster entry: from now on the account
 * plays for that entry. Published by registration-service on
 * {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id; consumed by
 * tournament-service, which maps the roster's player ids to the accounts that may sit at a board.
 * Ids only: the account id is the OIDC subject, an opaque id, not a name or an e-mail.
 *
 * @param competitionId the competition
 * @param teamId        the team of the roster entry, the subject of the event
 * @param playerId      the roster entry, the player id of pairings and games
 * @param accountId     the account (the token's {@code sub}) now linked to the entry
 */
public record PlayerLinked(UUID competitionId, UUID teamId, UUID playerId, String accountId)
        implements EventPayload {

    /**
     * @throws NullPointerException     if an id is null
     * @throws IllegalArgumentException if the account id is blank
     */
    public PlayerLinked {
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(teamId, "teamId");
        Objects.requireNonNull(playerId, "playerId");
        Objects.requireNonNull(accountId, "accountId");
        if (accountId.isBlank()) {
            throw new IllegalArgumentException("accountId must not be blank");
        }
    }

    @Override
    public String subject() {
        return teamId.toString();
    }
}
