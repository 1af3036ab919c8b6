package org.teamchess.tournament.standings;

import java.util.Objects;
import java.util.UUID;

/**
 * A finished team match, its board points counted in halves so that sums stay exact.
 *
 * @param firstTeam        the first-named team
 * @param secondTeam       the second-named team
 * @param firstTeamHalves  the first team's board points times two (a win 2, a draw 1)
 * @param secondTeamHalves the second team's board points times two
 * @param deciderWinner    the team that won the decider of a match level on board points (seed
 *                         000 §4.6), or null when none was played
 */
public record MatchScore(UUID firstTeam, UUID secondTeam, int firstTeamHalves, int secondTeamHalves,
        UUID deciderWinner) {

    /**
     * @throws IllegalArgumentException for a team against itself, negative points, or a decider in a
     *                                  match that was not level or won by neither team
     */
    public MatchScore {
        Objects.requireNonNull(firstTeam, "firstTeam");
        Objects.requireNonNull(secondTeam, "secondTeam");
        if (firstTeam.equals(secondTeam)) {
            throw new IllegalArgumentException("team " + firstTeam + " cannot play itself");
        }
        if (firstTeamHalves < 0 || secondTeamHalves < 0) {
            throw new IllegalArgumentException("board points cannot be negative");
        }
        if (deciderWinner != null && (firstTeamHalves != secondTeamHalves
                || !(deciderWinner.equals(firstTeam) || deciderWinner.equals(secondTeam)))) {
            throw new IllegalArgumentException("only a level match has a decider, won by one of its teams");
        }
    }

    /** A match decided on its boards alone. */
    public MatchScore(UUID firstTeam, UUID secondTeam, int firstTeamHalves, int secondTeamHalves) {
        this(firstTeam, secondTeam, firstTeamHalves, secondTeamHalves, null);
    }

    /** Whether the team played in it. */
    public boolean involves(UUID team) {
        return firstTeam.equals(team) || secondTeam.equals(team);
    }

    /** The other team. */
    public UUID opponentOf(UUID team) {
        return firstTeam.equals(team) ? secondTeam : firstTeam;
    }

    /** The team's board points times two. */
    public int halvesOf(UUID team) {
        return firstTeam.equals(team) ? firstTeamHalves : secondTeamHalves;
    }

    /**
     * The team's match points (Art. 30.2.1): 2 for more board points than the opponent, 1 for as
     * many (a double forfeit, -/-, gives neither a point, so the two need not make half each), 0;
     * a level match with a decider gives its winner 2 and the loser 0.
     */
    public int matchPointsOf(UUID team) {
        int own = halvesOf(team);
        int other = halvesOf(opponentOf(team));
        if (own == other && deciderWinner != null) {
            return deciderWinner.equals(team) ? 2 : 0;
        }
        return own > other ? 2 : own == other ? 1 : 0;
    }
}
