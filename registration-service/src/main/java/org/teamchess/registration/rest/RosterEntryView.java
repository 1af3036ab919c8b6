package org.teamchess.registration.rest;

import java.util.UUID;

/**
 * A player of a submitted roster.
 *
 * @param playerId the id pairings and games name the player by
 * @param board    the position in the roster, from 1; past the competition's board count a reserve
 * @param reserve  whether the player is a reserve
 */
public record RosterEntryView(UUID playerId, int board, boolean reserve, String displayName,
        int grade) {
}
