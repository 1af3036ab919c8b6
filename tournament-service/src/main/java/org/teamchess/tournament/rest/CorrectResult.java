package org.teamchess.tournament.rest;

/**
 * An organizer or arbiter sets a board's result.
 *
 * @param result from White's side of the board: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2} for a
 *               game, {@code +/-} or {@code -/+} for a forfeit (unplayed, Art. 24.3), {@code -/-}
 *               when both sides forfeited
 * @param reason why, for the audit trail (required, at most 400 characters)
 */
public record CorrectResult(String result, String reason) {
}
