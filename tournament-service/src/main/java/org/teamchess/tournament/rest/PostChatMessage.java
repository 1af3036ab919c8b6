package org.teamchess.tournament.rest;

import java.util.UUID;

/**
 * A message to a match's chat.
 *
 * @param text     up to {@link org.teamchess.tournament.service.MatchChatService#MAX_LENGTH}
 *                 characters, not blank
 * @param toTeamId for the officials only: one of the match's two teams, whose captain alone (with
 *                 the officials) reads it; null or absent for everyone
 */
public record PostChatMessage(String text, UUID toTeamId) {
}
