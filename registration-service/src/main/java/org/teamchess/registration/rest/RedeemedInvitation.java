package org.teamchess.registration.rest;

import java.util.UUID;

/**
 * The roster entry an account is linked to after redeeming its invitation code.
 *
 * @param playerId the roster entry: the player id of pairings and games
 */
public record RedeemedInvitation(UUID competitionId, UUID teamId, UUID playerId, int board,
        String displayName, String schoolName) {
}
