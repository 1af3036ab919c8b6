package org.teamchess.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class MatchScoreTest {

    private static final UUID A = UUID.fromString("00000000-0000-0000-0000-00000000000a");
    private static final UUID B = UUID.fromString("00000000-0000-0000-0000-00000000000b");
    private static final UUID C = UUID.fromString("00000000-0000-0000-0000-00000000000c");

    @Test
    void matchPointsAreTwoOneOrNothingByBoardPoints() {
        MatchScore won = new MatchScore(A, B, 5, 3);
        MatchScore level = new MatchScore(A, B, 4, 4);

        assertEquals(List.of(2, 0), List.of(won.matchPointsOf(A), won.matchPointsOf(B)));
        assertEquals(List.of(1, 1), List.of(level.matchPointsOf(A), level.matchPointsOf(B)));
    }

    @Test
    void aLevelMatchWithADeciderGivesItsWinnerBothMatchPointsAndKeepsTheBoardPoints() {
        MatchScore decided = new MatchScore(A, B, 4, 4, B);

        assertEquals(List.of(0, 2), List.of(decided.matchPointsOf(A), decided.matchPointsOf(B)));
        assertEquals(List.of(4, 4), List.of(decided.halvesOf(A), decided.halvesOf(B)));
    }

    @Test
    void onlyALevelMatchHasADeciderAndOnlyOneOfItsTeamsWinsIt() {
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(A, B, 5, 3, A));
        assertThrows(IllegalArgumentException.class, () -> new MatchScore(A, B, 4, 4, C));
    }

    /** The decider changes who ranks first when the board points are level (Art. 31.3.2 order). */
    @Test
    void theDecidersWinnerRanksAboveTheLoserOnEqualBoardPoints() {
        List<Standings.Row> rows = Standings.rank(List.of(A, B), List.of(new MatchScore(A, B, 4, 4, B)),
                TieBreak.TEAM_ROUND_ROBIN);

        assertEquals(List.of(B, A), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(1, 2), rows.stream().map(Standings.Row::rank).toList());
    }
}
