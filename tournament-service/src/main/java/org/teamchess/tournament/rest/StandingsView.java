package org.teamchess.tournament.rest;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.teamchess.tournament.playoff.PlayoffView;

/**
 * A tournament's standings now, ranked by its tie-break order (Art. 30.2-30.3), with the
 * crosstable: every team's matches, played, being played and to come.
 *
 * @param tournamentId   the tournament
 * @param tournamentName its name
 * @param tieBreaks      the ranking order, the primary score first
 * @param rows           every team, best first; teams whose results are not counted last
 * @param playoffs       the play-offs for tied places (Art. 30.5), whose places the rows show
 */
public record StandingsView(UUID tournamentId, String tournamentName, List<String> tieBreaks, List<Row> rows,
        List<PlayoffView> playoffs) {

    /** Standings without play-offs. */
    public StandingsView(UUID tournamentId, String tournamentName, List<String> tieBreaks, List<Row> rows) {
        this(tournamentId, tournamentName, tieBreaks, rows, List.of());
    }

    /**
     * A team's line.
     *
     * @param rank           from 1; teams equal on every tie-break share it
     * @param teamId         the team
     * @param teamName       its public name (school, municipality), or null when registration gave none
     * @param withdrawn      whether the team withdrew (Art. 24.1)
     * @param resultsCounted false for a team that withdrew having completed under half of its
     *                       matches: its results and those against it are shown, not counted, it
     *                       has no tie-breaks and follows the ranked teams (Art. 24.1.1)
     * @param played         matches ended, forfeits included
     * @param matchPoints    2/1/0 per match
     * @param boardPoints    the sum of its game points in ended matches
     * @param tieBreaks      each tie-break's name and value, in the tournament's order
     * @param encounters     its matches by round: the crosstable's line
     */
    public record Row(int rank, UUID teamId, String teamName, boolean withdrawn, boolean resultsCounted, int played,
            int matchPoints, double boardPoints, Map<String, Double> tieBreaks, List<Encounter> encounters) {
    }

    /**
     * One match of a team, seen from that team.
     *
     * @param round               the round
     * @param matchId             the match
     * @param opponentId          the other team
     * @param status              {@code played} (ended), {@code forfeit} (ended unplayed: a team
     *                            withdrew; Art. 24.3 "+"/"-"), {@code playing} (published, not
     *                            ended: the points so far) or {@code pending} (not yet published)
     * @param counted             false when a team of the match withdrew having completed under
     *                            half of its matches (Art. 24.1.1)
     * @param boardPoints         the team's board points (so far), null while pending
     * @param opponentBoardPoints the opponent's, null while pending
     * @param matchPoints         2/1/0 once ended, else null
     * @param deciderWon          whether the team won the decider of a level match; null without one
     */
    public record Encounter(int round, UUID matchId, UUID opponentId, String status, boolean counted,
            Double boardPoints, Double opponentBoardPoints, Integer matchPoints, Boolean deciderWon) {
    }
}
