package org.teamchess.clock.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * A game's clocks at one instant, as chess-rules' clock model computes them.
 *
 * @param gameId               the game
 * @param timeControl          its time control in notation, e.g. {@code 30+0}
 * @param classification       {@code standard}, {@code rapid} or {@code blitz} (60-move rule)
 * @param scheduledStart       when White's clock starts (Art. 6.5)
 * @param status               {@code scheduled}, {@code running}, {@code paused} or {@code ended}
 * @param ply                  half-moves played
 * @param toMove               {@code white} or {@code black}: whose clock runs
 * @param whiteRemainingMillis White's time left, never below zero
 * @param blackRemainingMillis Black's time left, never below zero
 * @param deadline             when the running side's time reaches zero; null when stopped
 * @param graceEnd             the deadline plus the lag the next move could still be credited: the
 *                             flag has fallen from then on; null when stopped
 * @param flag                 the flag fall, once it is a fact; null before
 * @param at                   the instant of this state, by the server's clock
 */
public record ClockView(UUID gameId, String timeControl, String classification, Instant scheduledStart,
        String status, int ply, String toMove, long whiteRemainingMillis, long blackRemainingMillis,
        Instant deadline, Instant graceEnd, FlagView flag, Instant at) {

    /**
     * A side's time ran out (Art. 6.9): a fact, not yet a result.
     *
     * @param side   {@code white} or {@code black}
     * @param ply    the half-moves played when it ran out
     * @param fellAt when its time reached zero
     */
    public record FlagView(String side, int ply, Instant fellAt) {
    }
}
