package org.teamchess.events.tournament;

import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * One team's line of the standings.
 *
 * @param rank         the place, from 1; teams equal on every tie-break share it
 * @param teamId       the team
 * @param played       matches played
 * @param matchPoints  match points 2/1/0 (Art. 30.2.1)
 * @param boardPoints  board points (Art. 30.2.2)
 * @param tieBreaks    the value of each tie-break of the tournament, in its order
 */
public record StandingsRow(int rank, UUID teamId, int played, int matchPoints, double boardPoints,
        List<TieBreakValue> tieBreaks) {

    /** @throws NullPointerException if the team or the tie-breaks are null */
    public StandingsRow {
        Objects.requireNonNull(teamId, "teamId");
        tieBreaks = List.copyOf(tieBreaks);
        if (rank < 1) {
            throw new IllegalArgumentException("rank must be at least 1, not " + rank);
        }
    }
}
