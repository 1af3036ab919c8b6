package org.teamchess.events.tournament;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.game.GameResult;

/**
 * One board of a team match has its result, as the match counts it: the federation feed's board
 * result, so that a regional dashboard needs no game events to follow a match board by board.
 * Published by tournament-service on {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS}, keyed by
 * match id (in order with the match's {@link MatchScheduled} and {@link MatchEnded}).
 *
 * @param matchId       the match, the subject of the event
 * @param tournamentId  the tournament
 * @param competitionId the competition
 * @param round         the round, from 1
 * @param board         the board, from 1; one past the match's boards for its Armageddon decider
 * @param gameId        the game played there
 * @param whiteTeamId   the team whose player had White
 * @param whitePlayerId the player with White
 * @param blackPlayerId the player with Black
 * @param result        {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code 0-0} (a double forfeit);
 *                      never {@code *}: a voided game is not a board result
 * @param unplayed      whether the result was a forfeit or an absence (+/-, seed 004 Art. 24.3),
 *                      not a game played
 * @param decider       whether this is the Armageddon game deciding a level match (seed 000 §4.6)
 */
public record BoardResultRecorded(UUID matchId, UUID tournamentId, UUID competitionId, int round, int board,
        UUID gameId, UUID whiteTeamId, UUID whitePlayerId, UUID blackPlayerId, GameResult result, boolean unplayed,
        boolean decider) implements EventPayload {

    /**
     * @throws NullPointerException     if an id or the result is null
     * @throws IllegalArgumentException if the round or board is below 1, or the result is {@code *}
     */
    public BoardResultRecorded {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(whiteTeamId, "whiteTeamId");
        Objects.requireNonNull(whitePlayerId, "whitePlayerId");
        Objects.requireNonNull(blackPlayerId, "blackPlayerId");
        Objects.requireNonNull(result, "result");
        if (round < 1 || board < 1) {
            throw new IllegalArgumentException("round and board start at 1, not " + round + " and " + board);
        }
        if (result == GameResult.VOID) {
            throw new IllegalArgumentException("a voided game is not a board result");
        }
    }

    @Override
    public String subject() {
        return matchId.toString();
    }
}
