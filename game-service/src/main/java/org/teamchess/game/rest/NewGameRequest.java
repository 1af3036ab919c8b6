package org.teamchess.game.rest;

import java.time.Instant;
import java.util.UUID;
import org.teamchess.support.input.WithinSchedulingWindow;

/**
 * A friendly or trial game an organizer or arbiter sets up (POST /api/games).
 *
 * @param whitePlayerId       the player with White: his account id, the token's subject
 * @param blackPlayerId       the player with Black, not the same player
 * @param timeControl         chess-rules' notation, e.g. {@code 15+10}
 * @param variant             {@code standard} (when left out) or {@code chess960}
 * @param chess960Number      for Chess960, the start position number 0-959
 * @param scheduledStart      when White's clock starts (Art. 6.5); a year ago to five years ahead
 * @param drawsAgreedFromMove Art. 9.1.1: no agreed draw before this move; 1 when left out
 * @param defaultTimeMinutes  Art. 6.7.1: a player not at the board by the scheduled start plus this
 *                            many minutes loses by forfeit; 15 when left out (a friendly game is
 *                            often set up on the spot); not negative
 * @param spectatorDelaySeconds spectators other than arbiters and organizers see the game this many
 *                            seconds late; 0 (none) when left out; 0 to 3600
 */
public record NewGameRequest(UUID whitePlayerId, UUID blackPlayerId, String timeControl, String variant,
        Integer chess960Number, @WithinSchedulingWindow Instant scheduledStart, Integer drawsAgreedFromMove,
        Integer defaultTimeMinutes, Integer spectatorDelaySeconds) {

    /** A game spectators watch without delay. */
    public NewGameRequest(UUID whitePlayerId, UUID blackPlayerId, String timeControl, String variant,
            Integer chess960Number, Instant scheduledStart, Integer drawsAgreedFromMove, Integer defaultTimeMinutes) {
        this(whitePlayerId, blackPlayerId, timeControl, variant, chess960Number, scheduledStart, drawsAgreedFromMove,
                defaultTimeMinutes, null);
    }
}
