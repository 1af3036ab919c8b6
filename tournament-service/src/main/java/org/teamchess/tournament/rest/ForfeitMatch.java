package org.teamchess.tournament.rest;

import java.util.List;
import java.util.UUID;

/**
 * An organizer or arbiter scores a match as forfeited by a team that did not come.
 *
 * @param teamIds the team that forfeits (exactly one of the match's two)
 * @param reason  why, for the audit trail (required, at most 400 characters)
 */
public record ForfeitMatch(List<UUID> teamIds, String reason) {
}
