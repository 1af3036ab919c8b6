package org.teamchess.tournament.rest;

import java.time.LocalDateTime;
import org.teamchess.support.input.WithinSchedulingWindow;

/**
 * An organizer moves a round that is not yet published.
 *
 * @param start  the new start in the tournament's time zone, e.g. {@code 2026-12-12T14:00}; from a
 *               year ago to five years ahead
 * @param reason why, for the audit trail and the schools (required, at most 400 characters)
 */
public record MoveRound(@WithinSchedulingWindow LocalDateTime start, String reason) {
}
