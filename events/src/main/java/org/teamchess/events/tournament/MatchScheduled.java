package org.teamchess.events.tournament;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;
import org.teamchess.rules.clock.TimeControl;

/**
 * A match between two teams was scheduled for a round, with its board pairings. Published by
 * tournament-service on {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS}, keyed by match id;
 * consumed by game-service, which creates one game per board.
 *
 * @param matchId        the match, the subject of the event
 * @param competitionId  the competition the match belongs to
 * @param round          the round number, from 1
 * @param boards         the pairings, at least one, each board number and game id once
 * @param timeControl    the time control of every game of the match; on the wire its notation
 *                       ({@link TimeControl#notation()}), e.g. {@code 30+0} or {@code 90/40+30+30s}
 * @param scheduledStart when the games start; White's clocks start then (Art. 6.5)
 * @param spectatorDelaySeconds the competition's spectator delay: spectators see the games' moves
 *                       this many seconds late (players and arbiters at once); null or 0 for none
 * @param defaultTimeMinutes the competition's default time (Art. 6.7.1): a player not at the board
 *                       by the scheduled start plus this many minutes loses, unplayed; 0 is the
 *                       Laws' own value; null (an older producer; added within version 1) leaves it
 *                       to game-service's configuration
 */
public record MatchScheduled(UUID matchId, UUID competitionId, int round, List<BoardPairing> boards,
        TimeControl timeControl, Instant scheduledStart, @OptionalField Integer spectatorDelaySeconds,
        @OptionalField Integer defaultTimeMinutes) implements EventPayload {

    /**
     * @throws NullPointerException     if a field or a board is null
     * @throws IllegalArgumentException if the round is below 1, there are no boards, a board number
     *                                  or game id repeats, or the spectator delay or default time is
     *                                  negative
     */
    public MatchScheduled {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(timeControl, "timeControl");
        Objects.requireNonNull(scheduledStart, "scheduledStart");
        boards = List.copyOf(boards);
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1, not " + round);
        }
        if (spectatorDelaySeconds != null && spectatorDelaySeconds < 0) {
            throw new IllegalArgumentException("spectatorDelaySeconds must not be negative, not "
                    + spectatorDelaySeconds);
        }
        if (defaultTimeMinutes != null && defaultTimeMinutes < 0) {
            throw new IllegalArgumentException("defaultTimeMinutes must not be negative, not " + defaultTimeMinutes);
        }
        if (boards.isEmpty()) {
            throw new IllegalArgumentException("a match needs at least one board");
        }
        Set<Integer> boardNumbers = new HashSet<>();
        Set<UUID> gameIds = new HashSet<>();
        for (BoardPairing pairing : boards) {
            if (!boardNumbers.add(pairing.board())) {
                throw new IllegalArgumentException("board " + pairing.board() + " is paired twice");
            }
            if (!gameIds.add(pairing.gameId())) {
                throw new IllegalArgumentException("game " + pairing.gameId() + " is on two boards");
            }
        }
    }

    /** A match whose games spectators watch without delay, with game-service's default time. */
    public MatchScheduled(UUID matchId, UUID competitionId, int round, List<BoardPairing> boards,
            TimeControl timeControl, Instant scheduledStart) {
        this(matchId, competitionId, round, boards, timeControl, scheduledStart, null, null);
    }

    /** A match with game-service's default time. */
    public MatchScheduled(UUID matchId, UUID competitionId, int round, List<BoardPairing> boards,
            TimeControl timeControl, Instant scheduledStart, Integer spectatorDelaySeconds) {
        this(matchId, competitionId, round, boards, timeControl, scheduledStart, spectatorDelaySeconds, null);
    }

    @Override
    public String subject() {
        return matchId.toString();
    }
}
