package org.teamchess.tournament.pairing.swiss;

/**
 * A finished match of an earlier round, as the pairing needs it.
 *
 * @param round                 the round, from 1
 * @param firstTeam             the pairing number of the first-named team (White on board 1)
 * @param secondTeam            the pairing number of the second-named team
 * @param firstTeamHalves       the first team's game points times two
 * @param secondTeamHalves      the second team's game points times two
 * @param firstTeamMatchPoints  the first team's match points (2 win, 1 level, 0 loss; a decider
 *                              may have changed them)
 * @param secondTeamMatchPoints the second team's match points
 * @param played                whether at least one game was played. A match forfeited as a whole
 *                              gives no colour, does not count as a meeting (C.04.2 Art. 3.5: the
 *                              two may be paired again) and bars its winner from the bye
 *                              (C.04.6 [C2])
 */
public record MatchResult(int round, int firstTeam, int secondTeam, int firstTeamHalves, int secondTeamHalves,
        int firstTeamMatchPoints, int secondTeamMatchPoints, boolean played) {

    /** @throws IllegalArgumentException for a round below 1, a team against itself or negative points */
    public MatchResult {
        if (round < 1) {
            throw new IllegalArgumentException("rounds start at 1: " + round);
        }
        if (firstTeam == secondTeam) {
            throw new IllegalArgumentException("team " + firstTeam + " cannot play itself");
        }
        if (firstTeamHalves < 0 || secondTeamHalves < 0 || firstTeamMatchPoints < 0 || secondTeamMatchPoints < 0) {
            throw new IllegalArgumentException("points cannot be negative");
        }
    }

    /**
     * A match decided on its boards: match points 2, 1 or 0 from the game points (Art. 30.2.1).
     */
    public static MatchResult of(int round, int firstTeam, int secondTeam, int firstTeamHalves,
            int secondTeamHalves, boolean played) {
        int first = Integer.compare(firstTeamHalves, secondTeamHalves) + 1;
        return new MatchResult(round, firstTeam, secondTeam, firstTeamHalves, secondTeamHalves, first, 2 - first,
                played);
    }

    /** Whether the team was paired in it. */
    public boolean involves(int team) {
        return firstTeam == team || secondTeam == team;
    }
}
