package org.teamchess.tournament.rest;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A team match.
 *
 * @param matchId               the match (the {@code matchId} of its events)
 * @param tournamentId          the tournament
 * @param round                 the round
 * @param firstTeamId           the first-named team: White on boards 1 and 3, Black on 2 and 4
 * @param secondTeamId          the second-named team
 * @param firstTeamName         the first team's public name, or null when registration gave none
 * @param secondTeamName        the second team's, likewise
 * @param scheduledStart        the start in UTC
 * @param scheduledStartLocal   the start in the tournament's time zone
 * @param status                {@code scheduled} (boards not yet announced), {@code published},
 *                              {@code decider} (level on the boards, the decider is being played)
 *                              or {@code ended}
 * @param boards                the board pairings once published, without the decider
 * @param firstTeamBoardPoints  once ended, else null
 * @param secondTeamBoardPoints once ended, else null
 * @param firstTeamMatchPoints  2, 1 or 0 once ended, else null
 * @param secondTeamMatchPoints 2, 1 or 0 once ended, else null
 * @param outcome               {@code first-team-won}, {@code second-team-won} or {@code level}
 *                              once ended, else null; by the decider when the boards were level
 * @param decider               the game deciding a level match once scheduled, else null
 * @param deciderWinnerTeamId   the team that won the decider once it ended, else null
 * @param forfeitedByTeamId     the team that forfeited the match unplayed (it withdrew), else null
 * @param namesShown            the players' names this reader reads: {@code full},
 *                              {@code first-name-initial} or {@code hidden} ("Доска 2, Школа № 5")
 */
public record MatchView(UUID matchId, UUID tournamentId, int round, UUID firstTeamId, UUID secondTeamId,
        String firstTeamName, String secondTeamName, Instant scheduledStart, OffsetDateTime scheduledStartLocal, String status, List<BoardView> boards,
        Double firstTeamBoardPoints, Double secondTeamBoardPoints, Integer firstTeamMatchPoints,
        Integer secondTeamMatchPoints, String outcome, BoardView decider, UUID deciderWinnerTeamId,
        UUID forfeitedByTeamId, String namesShown) {

    /**
     * A board.
     *
     * @param board         from 1
     * @param gameId        the game played there
     * @param whitePlayerId the player with White
     * @param blackPlayerId the player with Black
     * @param whitePlayerName the White player's public name, or null when registration gave none
     * @param blackPlayerName the Black player's, likewise
     * @param whiteTeamId   the team with White on this board
     * @param result        {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code 0-0} (a double
     *                      forfeit), or null while playing (and while a voided game awaits its result)
     * @param unplayed      whether the result was a forfeit or an absence (+/-, Art. 24.3), not a game
     */
    public record BoardView(int board, UUID gameId, UUID whitePlayerId, UUID blackPlayerId, String whitePlayerName,
            String blackPlayerName, UUID whiteTeamId, String result, boolean unplayed) {
    }
}
