package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A move was accepted and is durable. Published by game-service on
 * {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id, so a game's moves stay in order.
 * clock-service re-times the game's clock from {@code receivedAt} with the shared clock model and
 * moves its flag timer to the new side's deadline; spectators and the federation feed replay it.
 *
 * @param gameId              the game, the subject of the event
 * @param ply                 half-moves played including this one: 1 is White's first move
 * @param san                 the move in English SAN, e.g. {@code Nf3}, {@code O-O}, {@code e8=Q#}
 * @param uci                 the move in UCI, e.g. {@code g1f3}; castling as king to its target square
 * @param fen                 the position after the move
 * @param receivedAt          when game-service received the move: the clock stops at this instant
 * @param whiteRemainingMillis White's time left right after the move (increment included)
 * @param blackRemainingMillis Black's time left right after the move (increment included)
 */
public record MovePlayed(UUID gameId, int ply, String san, String uci, String fen, Instant receivedAt,
        long whiteRemainingMillis, long blackRemainingMillis) implements EventPayload {

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the ply is below 1, a notation is blank or a remaining
     *                                  time is negative
     */
    public MovePlayed {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(san, "san");
        Objects.requireNonNull(uci, "uci");
        Objects.requireNonNull(fen, "fen");
        Objects.requireNonNull(receivedAt, "receivedAt");
        if (ply < 1) {
            throw new IllegalArgumentException("ply must be at least 1, not " + ply);
        }
        if (san.isBlank() || uci.isBlank() || fen.isBlank()) {
            throw new IllegalArgumentException("san, uci and fen must not be blank");
        }
        if (whiteRemainingMillis < 0 || blackRemainingMillis < 0) {
            throw new IllegalArgumentException("remaining times must not be negative");
        }
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
