package org.teamchess.game.rest;

import java.time.Instant;
import java.util.UUID;

/**
 * A game as the API shows it.
 *
 * @param id             the game
 * @param matchId        the match it belongs to
 * @param round          the round of the match
 * @param board          the board number within the match
 * @param whitePlayerId  the player with the white pieces
 * @param blackPlayerId  the player with the black pieces
 * @param timeControl    the time control in its notation, e.g. {@code 30+0}
 * @param classification {@code standard}, {@code rapid} or {@code blitz} (60-move rule)
 * @param scheduledStart when White's clock starts (Art. 6.5)
 * @param status         {@code scheduled}
 * @param fen            the current position in FEN
 */
public record GameView(UUID id, UUID matchId, int round, int board, UUID whitePlayerId, UUID blackPlayerId,
        String timeControl, String classification, Instant scheduledStart, String status, String fen) {
}
