package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.clock.TimeControl;

/**
 * A game of a scheduled match exists in game-service and its players can join it. Published by
 * game-service on {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id; consumed by
 * clock-service, which sets up the game's clock.
 *
 * @param gameId         the game, the subject of the event
 * @param matchId        the match the game belongs to
 * @param board          the board number within the match, from 1
 * @param whitePlayerId  the player with the white pieces
 * @param blackPlayerId  the player with the black pieces
 * @param timeControl    the time control, as scheduled; on the wire its notation
 *                       ({@link TimeControl#notation()})
 * @param scheduledStart when White's clock starts (Art. 6.5)
 */
public record GameCreated(UUID gameId, UUID matchId, int board, UUID whitePlayerId,
        UUID blackPlayerId, TimeControl timeControl, Instant scheduledStart) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the board number is below 1
     */
    public GameCreated {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(whitePlayerId, "whitePlayerId");
        Objects.requireNonNull(blackPlayerId, "blackPlayerId");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(scheduledStart, "scheduledStart");
        if (board < 1) {
            throw new IllegalArgumentException("board must be at least 1, not " + board);
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
