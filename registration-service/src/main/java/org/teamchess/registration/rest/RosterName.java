package org.teamchess.registration.rest;

import java.util.UUID;

/**
 * A roster entry's public name, for a service that shows it (tournament-service's pairings,
 * protocols and exports): the name opponents see on the login list; after the school's personal
 * data was erased, the anonymous one ("Доска 1").
 *
 * @param playerId    the roster entry: the player id pairings and games use
 * @param displayName the public name ("Иван Петров")
 */
public record RosterName(UUID playerId, String displayName) {
}
