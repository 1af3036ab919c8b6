package org.teamchess.events.game;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;

/**
 * A game has its final result. Published by game-service on
 * {@link org.teamchess.events.Topics#GAME_EVENTS}, keyed by game id; consumed by tournament-service
 * (match result, standings) and clock-service (stops the clock).
 *
 * @param gameId      the game, the subject of the event
 * @param result      the result
 * @param termination how the game ended
 * @param endedAt     when it ended: for a time forfeit the moment the flag fell, which may be
 *                    earlier than the envelope time
 * @param pgn         the whole game in PGN (English SAN, with its tags), so that the tournament's
 *                    round exports need not ask game-service; null when there is none to give
 *                    (added within version 1; absent from older events)
 * @param unplayed    whether the result was not played but forfeited ({@link Termination#unplayed()}:
 *                    {@code no-show}, {@code forfeit}; shown +/-, -/+ or -/-, Art. 6.7.1, 24.3); never
 *                    null once built: an older event without it (added within version 1) gets the
 *                    value its termination gives
 * @param focus       each side's time away from the game during its own turn, server-timed from the
 *                    client's focus signals, for the fair-play report of arbiters only; null when
 *                    the producer does not say (added within version 1; absent from older events)
 */
public record GameEnded(UUID gameId, GameResult result, Termination termination, Instant endedAt,
        @OptionalField String pgn, @OptionalField Boolean unplayed, @OptionalField FocusRecord focus)
        implements EventPayload {

    /**
     * @throws NullPointerException     if a required field is null
     * @throws IllegalArgumentException if {@code unplayed} disagrees with the termination
     */
    public GameEnded {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(termination, "termination");
        Objects.requireNonNull(endedAt, "endedAt");
        if (unplayed == null) {
            unplayed = termination.unplayed();
        } else if (unplayed != termination.unplayed()) {
            throw new IllegalArgumentException("a game that ends by " + termination.wireName() + " is "
                    + (termination.unplayed() ? "unplayed" : "played") + ", not " + (unplayed ? "unplayed" : "played"));
        }
    }

    /** A game's end with its PGN and focus record; whether it was played follows from the termination. */
    public GameEnded(UUID gameId, GameResult result, Termination termination, Instant endedAt, String pgn,
            FocusRecord focus) {
        this(gameId, result, termination, endedAt, pgn, null, focus);
    }

    /** A game's end with its PGN; whether it was played follows from the termination. */
    public GameEnded(UUID gameId, GameResult result, Termination termination, Instant endedAt, String pgn) {
        this(gameId, result, termination, endedAt, pgn, null, null);
    }

    /** A game's end without its PGN. */
    public GameEnded(UUID gameId, GameResult result, Termination termination, Instant endedAt) {
        this(gameId, result, termination, endedAt, null, null, null);
    }

    @Override
    public String subject() {
        return gameId.toString();
    }
}
