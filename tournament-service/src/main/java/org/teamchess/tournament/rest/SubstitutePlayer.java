package org.teamchess.tournament.rest;

import java.util.UUID;

/**
 * A team's coach or an organizer puts a reserve on a board of a published match before its game
 * started (seed 000 §6.4).
 *
 * @param teamId   the team whose player is replaced: one of the match's two teams
 * @param playerId the incoming player: on the team's roster, not playing another board of the
 *                 match, and allowed on the board by the competition's composition rule
 * @param reason   why, for the audit trail (required, at most 400 characters)
 */
public record SubstitutePlayer(UUID teamId, UUID playerId, String reason) {
}
