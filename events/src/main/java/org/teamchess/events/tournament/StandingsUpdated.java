package org.teamchess.events.tournament;

import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;

/**
 * A tournament's standings after a match result, ranked by its tie-break order (Art. 30.2-30.3).
 * Published by tournament-service on {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS}, keyed
 * by tournament id; each event carries the whole table, so the latest one wins.
 *
 * @param tournamentId  the tournament, the subject of the event
 * @param competitionId the competition
 * @param round         the round of the match result that changed the standings
 * @param rows          every team, best first
 */
public record StandingsUpdated(UUID tournamentId, UUID competitionId, int round, List<StandingsRow> rows)
        implements EventPayload {

    /**
     * @throws NullPointerException     if an id or a row is null
     * @throws IllegalArgumentException if the round is below 1
     */
    public StandingsUpdated {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(competitionId, "competitionId");
        rows = List.copyOf(rows);
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1, not " + round);
        }
    }

    @Override
    public String subject() {
        return tournamentId.toString();
    }
}
