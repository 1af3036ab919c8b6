package org.teamchess.events.tournament;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Who won a team match (Art. 30.2.1), as seen from the match's first-named team: by board points,
 * or by the decider of a match level on them ({@link MatchDecider}).
 */
public enum MatchOutcome {
    /** The first-named team scored more board points than the second, or won the decider. */
    FIRST_TEAM_WON("first-team-won"),
    /** The second-named team scored more board points than the first, or won the decider. */
    SECOND_TEAM_WON("second-team-won"),
    /**
     * Both teams scored as many board points (half each, or less with double forfeits), and no
     * decider was played or it was a double forfeit (both its players absent).
     */
    LEVEL("level");

    private final String wireName;

    MatchOutcome(String wireName) {
        this.wireName = wireName;
    }

    /** The name on the wire. */
    @JsonValue
    public String wireName() {
        return wireName;
    }
}
