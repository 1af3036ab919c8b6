package org.teamchess.tournament.standings;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The criteria that rank teams (seed 004 Art. 30.2-30.3), applied in a tournament's chosen order:
 * the first is the primary score, each next one separates teams equal on all before it.
 * {@code docs/decisions/tournament-service.md} says how each is computed.
 */
public enum TieBreak {
    /** Match points: 2 for a won match, 1 for a level one, 0 for a lost one (Art. 30.2.1). */
    MATCH_POINTS("match-points"),
    /** Board points: the sum of the team's game points (Art. 30.2.2). */
    BOARD_POINTS("board-points"),
    /**
     * Direct encounter (Art. 30.2.4): when all teams equal so far have met each other, the
     * primary score they made in those matches; otherwise it separates nobody.
     */
    DIRECT_ENCOUNTER("direct-encounter"),
    /**
     * Team Sonneborn-Berger (Art. 30.3.2.2): the sum over the opponents of the opponent's primary
     * score times the board points scored against that opponent.
     */
    SONNEBORN_BERGER("sonneborn-berger"),
    /** Buchholz (Art. 30.3.1): the sum of the opponents' primary scores. */
    BUCHHOLZ("buchholz"),
    /** Buchholz cut 1 (Art. 30.3.1.3): Buchholz less the lowest opponent's primary score. */
    BUCHHOLZ_CUT_1("buchholz-cut-1"),
    /** The number of matches won (Art. 30.1.4, for teams). */
    WINS("wins");

    /** The recommendation of Art. 31.3.2 for team round robins (the play-off aside). */
    public static final List<TieBreak> TEAM_ROUND_ROBIN = List.of(BOARD_POINTS, MATCH_POINTS, DIRECT_ENCOUNTER,
            SONNEBORN_BERGER);

    private final String wireName;

    TieBreak(String wireName) {
        this.wireName = wireName;
    }

    /** The name in the API and in events, e.g. {@code sonneborn-berger}. */
    public String wireName() {
        return wireName;
    }

    /** The tie-break with this name, or empty. */
    public static Optional<TieBreak> fromWireName(String name) {
        return Arrays.stream(values()).filter(tieBreak -> tieBreak.wireName.equals(name)).findFirst();
    }

    /**
     * The score the opponents' tie-breaks (Buchholz, Sonneborn-Berger) and direct encounter count
     * in: the first of match points and board points in the order, match points if neither is.
     */
    public static TieBreak primaryScore(List<TieBreak> order) {
        return order.stream().filter(tieBreak -> tieBreak == MATCH_POINTS || tieBreak == BOARD_POINTS)
                .findFirst().orElse(MATCH_POINTS);
    }
}
