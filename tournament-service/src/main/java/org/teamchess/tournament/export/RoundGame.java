package org.teamchess.tournament.export;

import java.time.LocalDate;

/**
 * A finished game of a round, as the round's PGN lists it.
 *
 * @param round     the round
 * @param board     the board, from 1; a decider is numbered one past the match's last board
 * @param decider   whether it is the Armageddon decider of a level match
 * @param white     White's name
 * @param black     Black's name
 * @param whiteTeam White's team
 * @param blackTeam Black's team
 * @param date      the day it was played (UTC) when its PGN does not say
 * @param result    {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code 0-0} (both lost by forfeit)
 * @param unplayed  whether the result was a forfeit or an absence, not a game (Art. 24.3)
 * @param pgn       the game as game-service gave it (English SAN with its tags), or null without one
 * @param note      what the game was, as a comment before the moves (a play-off's stage), or null
 */
public record RoundGame(int round, int board, boolean decider, String white, String black, String whiteTeam,
        String blackTeam, LocalDate date, String result, boolean unplayed, String pgn, String note) {

    /** A game of a round, with no note. */
    public RoundGame(int round, int board, boolean decider, String white, String black, String whiteTeam,
            String blackTeam, LocalDate date, String result, boolean unplayed, String pgn) {
        this(round, board, decider, white, black, whiteTeam, blackTeam, date, result, unplayed, pgn, null);
    }
}
