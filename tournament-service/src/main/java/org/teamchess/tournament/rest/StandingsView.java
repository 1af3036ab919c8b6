package org.teamchess.tournament.rest;

import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * A tournament's standings now, ranked by its tie-break order (Art. 30.2-30.3).
 *
 * @param tournamentId the tournament
 * @param tieBreaks    the ranking order, the primary score first
 * @param rows         every team, best first
 */
public record StandingsView(UUID tournamentId, List<String> tieBreaks, List<Row> rows) {

    /**
     * A team's line.
     *
     * @param rank        from 1; teams equal on every tie-break share it
     * @param teamId      the team
     * @param played      matches played
     * @param matchPoints 2/1/0 per match
     * @param boardPoints the sum of its game points
     * @param tieBreaks   each tie-break's name and value, in the tournament's order
     */
    public record Row(int rank, UUID teamId, int played, int matchPoints, double boardPoints,
            Map<String, Double> tieBreaks) {
    }
}
