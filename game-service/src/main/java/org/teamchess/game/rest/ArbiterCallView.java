package org.teamchess.game.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * A player's call for the arbiter (GET/POST /api/arbiter-calls).
 *
 * @param id            the call
 * @param gameId        the game
 * @param matchId       its match
 * @param competitionId its competition, null for a friendly game
 * @param round         the round
 * @param board         the board
 * @param side          the caller's seat, {@code white} or {@code black}
 * @param callerName    the caller's name as his token gave it
 * @param message       what he wrote; empty when he only pressed the button
 * @param calledAt      when
 * @param handledAt     when an arbiter marked it handled; null while open
 * @param handledBy     that arbiter's name; null while open
 * @param note          the arbiter's note; null while open or when he wrote none
 */
public record ArbiterCallView(UUID id, UUID gameId, UUID matchId, UUID competitionId, int round, int board, String side,
        String callerName, String message, Instant calledAt, Instant handledAt, String handledBy, String note) {
}
