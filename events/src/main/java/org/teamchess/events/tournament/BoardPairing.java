package org.teamchess.events.tournament;

import java.util.Objects;
import java.util.UUID;

/**
 * One board of a scheduled match: who plays whom with which colour, and the id of the game they
 * will play, chosen by tournament-service so every service can refer to it from the start.
 *
 * @param board         the board number within the match, from 1
 * @param gameId        the game to be played on this board
 * @param whitePlayerId the player with the white pieces
 * @param blackPlayerId the player with the black pieces
 */
public record BoardPairing(int board, UUID gameId, UUID whitePlayerId, UUID blackPlayerId) {

    /**
     * @throws NullPointerException     if an id is null
     * @throws IllegalArgumentException if the board number is below 1 or a player plays himself
     */
    public BoardPairing {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(whitePlayerId, "whitePlayerId");
        Objects.requireNonNull(blackPlayerId, "blackPlayerId");
        if (board < 1) {
            throw new IllegalArgumentException("board must be at least 1, not " + board);
        }
        if (whitePlayerId.equals(blackPlayerId)) {
            throw new IllegalArgumentException("board " + board + " pairs player " + whitePlayerId
                    + " against himself");
        }
    }
}
