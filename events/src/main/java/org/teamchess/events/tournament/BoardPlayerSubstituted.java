package org.teamchess.events.tournament;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.rules.Side;

/**
 * A reserve replaced a player on one board of a published match before that board's game started
 * (seed 000 §6.4: a substitution is made at once). Published by tournament-service on
 * {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS}, keyed by match id (after the match's
 * {@link MatchScheduled}); consumed by game-service, which gives the game's seat of that side to the
 * incoming player while no move has been played, and ignores it after that.
 *
 * @param matchId          the match, the subject of the event
 * @param tournamentId     the tournament
 * @param competitionId    the competition
 * @param round            the round, from 1
 * @param board            the board, from 1; never the Armageddon decider
 * @param gameId           the board's game, as {@link MatchScheduled} named it
 * @param side             the colour the outgoing player had and the incoming player takes
 * @param outgoingPlayerId the player who leaves the board
 * @param incomingPlayerId the reserve who plays instead, from the same team's roster
 */
public record BoardPlayerSubstituted(UUID matchId, UUID tournamentId, UUID competitionId, int round, int board,
        UUID gameId, Side side, UUID outgoingPlayerId, UUID incomingPlayerId) implements EventPayload {

    /**
     * @throws NullPointerException     if an id or the side is null
     * @throws IllegalArgumentException if the round or board is below 1, or the incoming player is
     *                                  the outgoing one
     */
    public BoardPlayerSubstituted {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(outgoingPlayerId, "outgoingPlayerId");
        Objects.requireNonNull(incomingPlayerId, "incomingPlayerId");
        if (round < 1 || board < 1) {
            throw new IllegalArgumentException("round and board start at 1, not " + round + " and " + board);
        }
        if (outgoingPlayerId.equals(incomingPlayerId)) {
            throw new IllegalArgumentException("a player cannot replace himself");
        }
    }

    @Override
    public String subject() {
        return matchId.toString();
    }
}
