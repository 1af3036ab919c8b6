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
 */
public record MatchScore(UUID firstTeam, UUID secondTeam, int firstTeamHalves, int secondTeamHalves) {

    /** @throws IllegalArgumentException for a team against itself or negative points */
    public MatchScore {
        Objects.requireNonNull(firstTeam, "firstTeam");
        Objects.requireNonNull(secondTeam, "secondTeam");
        if (firstTeam.equals(secondTeam)) {
            throw new IllegalArgumentException("team " + firstTeam + " cannot play itself");
        }
        if (firstTeamHalves < 0 || secondTeamHalves < 0) {
            throw new IllegalArgumentException("board points cannot be negative");
        }
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

    /** The team's match points (Art. 30.2.1): 2 for more than half the board points, 1 for half, 0. */
    public int matchPointsOf(UUID team) {
        int own = halvesOf(team);
        int other = halvesOf(opponentOf(team));
        return own > other ? 2 : own == other ? 1 : 0;
    }
}
