package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A game has started: its scheduled start came and White's clock runs from then (Art. 6.5), whether
 * or not anyone is at the board. Published once per game by game-service on
 * {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id, after its {@link GameCreated}
 * and before its first {@link MovePlayed} and its {@link GameEnded}. A game ended before its scheduled
 * start (voided, say) never starts.
 *
 * @param gameId    the game, the subject of the event
 * @param startedAt when it started: its scheduled start, also when game-service noticed later
 */
public record GameStarted(UUID gameId, Instant startedAt) implements EventPayload {

    /** @throws NullPointerException if a field is null */
    public GameStarted {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(startedAt, "startedAt");
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
