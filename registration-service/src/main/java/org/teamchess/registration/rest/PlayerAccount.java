package org.teamchess.registration.rest;

import java.util.UUID;

/**
 * A child's account made from the invitation code and linked to the roster entry.
 *
 * @param username  as Keycloak keeps it (lower case)
 * @param accountId the account's id: the subject of its tokens
 * @param playerId  the roster entry: the player id of pairings and games
 */
public record PlayerAccount(String username, String accountId, UUID teamId, int board, UUID playerId,
        UUID competitionId) {
}
