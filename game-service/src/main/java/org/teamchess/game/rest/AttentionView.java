package org.teamchess.game.rest;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A game that needs an arbiter now (GET /api/games/attention).
 *
 * @param gameId        the game
 * @param matchId       its match
 * @param competitionId its competition, null for a friendly game
 * @param round         the round
 * @param board         the board
 * @param status        {@code scheduled}, {@code playing} or {@code finished}
 * @param reasons       why, at least one
 */
public record AttentionView(UUID gameId, UUID matchId, UUID competitionId, int round, int board, String status,
        List<Reason> reasons) {

    /**
     * One reason.
     *
     * @param kind   {@code quickplay-claim} (an open claim of Art. 10.2), {@code flag-fell} (a flag fell
     *               while a claim was open, or the game ended on a flag lately) or
     *               {@code player-disconnected} (a player who had joined is not connected)
     * @param side   the claimant, the side whose flag fell, or the disconnected player's side
     * @param since  when: the claim, the flag fall; null for a disconnection
     * @param detail {@code open}/{@code postponed} for a claim, {@code awaiting-result} for a flag with a
     *               claim open, the result for a game that ended on a flag; null for a disconnection
     */
    public record Reason(String kind, String side, Instant since, String detail) {
    }
}
