package org.teamchess.game.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * A game as the API shows it.
 *
 * @param id                  the game
 * @param matchId             the match it belongs to (a friendly game is its own one-board match)
 * @param competitionId       the competition, null for a friendly game
 * @param round               the round of the match
 * @param board               the board number within the match
 * @param whitePlayerId       the player with the white pieces: a roster entry's player id (games of
 *                            matches; the account linked to it sits there) or an account id (friendly games)
 * @param blackPlayerId       the player with the black pieces, likewise
 * @param timeControl         the time control in its notation, e.g. {@code 30+0}
 * @param classification      {@code standard}, {@code rapid} or {@code blitz} (60-move rule)
 * @param scheduledStart      when White's clock starts (Art. 6.5)
 * @param variant             {@code standard} or {@code chess960}
 * @param chess960Number      the Chess960 start position number, null for standard chess
 * @param drawsAgreedFromMove Art. 9.1.1: the first move from which a draw may be agreed
 * @param status              {@code scheduled}, {@code playing} or {@code finished}
 * @param startFen            the position before the first move
 * @param fen                 the current position in FEN
 * @param ply                 half-moves played
 * @param result              {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code 0-0} (both forfeited) or
 *                            {@code *} (voided) once finished, else null
 * @param termination         how it ended (the wire names of {@code GameEnded}), else null;
 *                            {@code no-show} marks a forfeit for absence (Art. 6.7.1): the result
 *                            counts as unplayed (+/-, or -/- with {@code 0-0}), not as a played game
 * @param endedAt             when it ended, else null
 * @param arrivalDeadline     the scheduled start plus the default time (Art. 6.7.1): a player who
 *                            has not joined by then loses by forfeit; null for games older than the rule
 * @param whiteJoinedAt       when White's player first joined the live game, else null
 * @param blackJoinedAt       when Black's player first joined the live game, else null
 * @param startedAt           when the game started (its scheduled start, Art. 6.5) once GameStarted
 *                            was announced, else null
 * @param spectatorDelaySeconds how many seconds late spectators other than arbiters and organizers
 *                            see the game; 0 for none
 */
public record GameView(UUID id, UUID matchId, UUID competitionId, int round, int board, UUID whitePlayerId,
        UUID blackPlayerId, String timeControl, String classification, Instant scheduledStart, String variant,
        Integer chess960Number, int drawsAgreedFromMove, String status, String startFen, String fen, int ply,
        String result, String termination, Instant endedAt, Instant arrivalDeadline, Instant whiteJoinedAt,
        Instant blackJoinedAt, Instant startedAt, int spectatorDelaySeconds) {
}
