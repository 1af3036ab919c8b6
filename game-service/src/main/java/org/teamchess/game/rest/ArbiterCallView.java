package org.teamchess.game.rest;

import java.time.Instant;
import java.util.List;
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
 * @param note          the arbiter's ruling with which he closed the call; null while open or when he wrote none
 * @param replies       the thread after the caller's first words, the oldest first (issue 20)
 */
public record ArbiterCallView(UUID id, UUID gameId, UUID matchId, UUID competitionId, int round, int board, String side,
        String callerName, String message, Instant calledAt, Instant handledAt, String handledBy, String note,
        List<Reply> replies) {

    /**
     * A line of the thread.
     *
     * @param authorName the writer's name as his token gave it
     * @param authorRole {@code player} (the caller's seat) or {@code arbiter} (an arbiter or organizer)
     * @param text       what he wrote
     * @param postedAt   when
     */
    public record Reply(String authorName, String authorRole, String text, Instant postedAt) {
    }
}
