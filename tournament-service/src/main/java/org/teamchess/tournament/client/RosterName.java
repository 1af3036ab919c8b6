package org.teamchess.tournament.client;

import java.util.UUID;

/**
 * A roster entry's public name as registration-service gives it ({@code roster-names}).
 *
 * @param playerId    the player id pairings and games use
 * @param displayName the name opponents see, or the anonymous one after erasure ("Доска 1")
 */
public record RosterName(UUID playerId, String displayName) {
}
