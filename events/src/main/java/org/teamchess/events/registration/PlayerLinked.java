package org.teamchess.events.registration;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * An account was linked to a roster entry (the child redeemed the entry's invitation code, or
 * created his account from it): from now on the account plays for that entry. Published by
 * registration-service on {@link org.teamchess.events.Topics#REGISTRATION_EVENTS}, keyed by team id;
 * consumed by game-service, which seats the account at every game whose white or black player is the
 * entry's player id, whether the link comes before or after the game was created. A later link of
 * the same player id replaces the earlier one. Ids only: the account id is the OIDC subject, an
 * opaque id, not a name or an e-mail.
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
