package org.teamchess.tournament.rest;

import java.time.LocalDateTime;

/**
 * An organizer moves a round that is not yet published.
 *
 * @param start  the new start in the tournament's time zone, e.g. {@code 2026-12-12T14:00}
 * @param reason why, for the audit trail and the schools (required, at most 400 characters)
 */
public record MoveRound(LocalDateTime start, String reason) {
}
