package org.teamchess.events.tournament;

import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;

/**
 * Every board of a team match has its result, and the match is scored: board points (win 1,
 * draw 1/2, loss 0, Art. 12) and match points 2/1/0 (Art. 30.2.1). A match level on board points
 * is decided by its {@link MatchDecider} where the competition plays one: the decider's winner
 * takes the match points 2/0, and the board points stay as the boards scored them. Published by tournament-service
 * on {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS}, keyed by match id; for the federation
 * feed and any dashboard.
 *
 * @param matchId                the match, the subject of the event
 * @param tournamentId           the tournament it belongs to
 * @param competitionId          the competition
 * @param round                  the round, from 1
 * @param firstTeamId            the first-named team (White on boards 1 and 3)
 * @param secondTeamId           the second-named team
 * @param firstTeamBoardPoints   the first team's board points, in halves (e.g. 2.5)
 * @param secondTeamBoardPoints  the second team's board points
 * @param firstTeamMatchPoints   2, 1 or 0
 * @param secondTeamMatchPoints  2, 1 or 0
 * @param outcome                who won the match: by board points, or by the decider when they
 *                               were level; {@code LEVEL} only when the competition plays no decider
 * @param decider                the game that decided a level match, or null when there was none
 * @param forfeitedByTeamId      the team that forfeited the whole match unplayed (it withdrew,
 *                               Art. 24.3: an unplayed match is marked as such), or null for a
 *                               match that was played; added within version 1
 */
public record MatchEnded(UUID matchId, UUID tournamentId, UUID competitionId, int round, UUID firstTeamId,
        UUID secondTeamId, double firstTeamBoardPoints, double secondTeamBoardPoints, int firstTeamMatchPoints,
        int secondTeamMatchPoints, MatchOutcome outcome, @OptionalField MatchDecider decider,
        @OptionalField UUID forfeitedByTeamId) implements EventPayload {

    /**
     * @throws NullPointerException     if an id or the outcome is null
     * @throws IllegalArgumentException if the round is below 1, points are negative, or the match
     *                                  points do not add up to 2, or a decider comes with unequal
     *                                  board points
     */
    public MatchEnded {
        Objects.requireNonNull(matchId, "matchId");
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(firstTeamId, "firstTeamId");
        Objects.requireNonNull(secondTeamId, "secondTeamId");
        Objects.requireNonNull(outcome, "outcome");
        if (round < 1) {
            throw new IllegalArgumentException("round must be at least 1, not " + round);
        }
        if (firstTeamBoardPoints < 0 || secondTeamBoardPoints < 0) {
            throw new IllegalArgumentException("board points cannot be negative");
        }
        if (firstTeamMatchPoints < 0 || secondTeamMatchPoints < 0
                || firstTeamMatchPoints + secondTeamMatchPoints != 2) {
            throw new IllegalArgumentException("match points are 2/1/0 and add up to 2, not "
                    + firstTeamMatchPoints + "/" + secondTeamMatchPoints);
        }
        if (decider != null && firstTeamBoardPoints != secondTeamBoardPoints) {
            throw new IllegalArgumentException("only a match level on board points has a decider");
        }
        if (forfeitedByTeamId != null && (decider != null
                || !(forfeitedByTeamId.equals(firstTeamId) || forfeitedByTeamId.equals(secondTeamId)))) {
            throw new IllegalArgumentException("a match is forfeited by one of its teams, and has no decider");
        }
    }

    /** A match scored on its boards alone. */
    public MatchEnded(UUID matchId, UUID tournamentId, UUID competitionId, int round, UUID firstTeamId,
            UUID secondTeamId, double firstTeamBoardPoints, double secondTeamBoardPoints, int firstTeamMatchPoints,
            int secondTeamMatchPoints, MatchOutcome outcome) {
        this(matchId, tournamentId, competitionId, round, firstTeamId, secondTeamId, firstTeamBoardPoints,
                secondTeamBoardPoints, firstTeamMatchPoints, secondTeamMatchPoints, outcome, null, null);
    }

    @Override
    public String subject() {
        return matchId.toString();
    }
}
