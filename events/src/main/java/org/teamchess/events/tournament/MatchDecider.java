package org.teamchess.events.tournament;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.game.GameResult;

/**
 * The extra game that decides a level team match (seed 000 §4.6: "сразу же проведётся
 * дополнительная быстрая игра"): one Armageddon game, White 5 minutes and Black 4, a draw counting
 * as a win for Black (seed 004 Art. 30.5.6.1.2).
 *
 * @param gameId       the decider's game
 * @param board        the board whose players played it: the tournament's decider board (default
 *                     1), a board of the match; not the decider's own number in its
 *                     {@link MatchScheduled} and {@link BoardResultRecorded}, which is one past the
 *                     match's boards
 * @param whiteTeamId  the team whose player had White (drawn by lot)
 * @param result       the game's result as played
 * @param winnerTeamId the team that won the match by it: with a draw, the team with Black
 */
public record MatchDecider(UUID gameId, int board, UUID whiteTeamId, GameResult result, UUID winnerTeamId) {

    /** @throws NullPointerException if a field is null */
    public MatchDecider {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(whiteTeamId, "whiteTeamId");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(winnerTeamId, "winnerTeamId");
    }
}
