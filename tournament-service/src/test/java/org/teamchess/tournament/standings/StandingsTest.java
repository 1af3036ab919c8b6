package org.teamchess.tournament.standings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Tie-breaks against hand-computed tables. The four-team round robin used by most tests, 4 boards:
 * <pre>
 * round 1: A-D 3-1,     B-C 2-2
 * round 2: D-C 2.5-1.5, A-B 2-2
 * round 3: B-D 1-3,     C-A 2.5-1.5
 *
 *      board points  match points  wins  opponents' board points
 * A    3+2+1.5 = 6.5  2+1+0 = 3     1     D 6.5, B 5, C 6
 * B    2+2+1   = 5    1+1+0 = 2     0     C 6, A 6.5, D 6.5
 * C    2+1.5+2.5 = 6  1+0+2 = 3     1     B 5, D 6.5, A 6.5
 * D    1+2.5+3 = 6.5  0+2+2 = 4     2     A 6.5, C 6, B 5
 * </pre>
 */
class StandingsTest {

    private static final UUID A = UUID.fromString("00000000-0000-0000-0000-00000000000a");
    private static final UUID B = UUID.fromString("00000000-0000-0000-0000-00000000000b");
    private static final UUID C = UUID.fromString("00000000-0000-0000-0000-00000000000c");
    private static final UUID D = UUID.fromString("00000000-0000-0000-0000-00000000000d");
    private static final List<UUID> TEAMS = List.of(A, B, C, D);

    private static final List<MatchScore> ROUND_ROBIN = List.of(
            match(A, D, 3, 1), match(B, C, 2, 2),
            match(D, C, 2.5, 1.5), match(A, B, 2, 2),
            match(B, D, 1, 3), match(C, A, 2.5, 1.5));

    @Test
    void defaultOrderOfArt31_3_2RanksByBoardPointsThenMatchPoints() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN, TieBreak.TEAM_ROUND_ROBIN);

        assertEquals(List.of(D, A, C, B), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::rank).toList());
        assertEquals(List.of(6.5, 6.5, 6.0, 5.0), rows.stream().map(Standings.Row::boardPoints).toList());
        assertEquals(List.of(4, 3, 3, 2), rows.stream().map(Standings.Row::matchPoints).toList());
        rows.forEach(row -> assertEquals(3, row.played()));
    }

    /**
     * A Swiss bye worth a level match (1 match point, 2 of 4 board points) counts in the scores but
     * has no opponent: B's Buchholz is A's score alone, C's (only a bye) is 0, and a bye is not a win.
     */
    @Test
    void aByeScoresItsPointsWithoutAnOpponent() {
        List<Standings.Row> rows = Standings.rank(List.of(A, B, C), List.of(match(A, B, 3, 1)),
                List.of(new Standings.Bye(B, 1, 4), new Standings.Bye(C, 1, 4)),
                List.of(TieBreak.MATCH_POINTS, TieBreak.BOARD_POINTS, TieBreak.BUCHHOLZ, TieBreak.WINS));

        assertEquals(List.of(A, B, C), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(2, 1, 1), rows.stream().map(Standings.Row::matchPoints).toList());
        assertEquals(List.of(3.0, 3.0, 2.0), rows.stream().map(Standings.Row::boardPoints).toList());
        assertEquals(List.of(1, 1, 0), rows.stream().map(Standings.Row::played).toList());
        assertEquals(Map.of(A, 1.0, B, 2.0, C, 0.0), values(rows, TieBreak.BUCHHOLZ));
        assertEquals(Map.of(A, 1.0, B, 0.0, C, 0.0), values(rows, TieBreak.WINS));
    }

    /**
     * Team Sonneborn-Berger (30.3.2.2), opponents' board points (the primary score) times the
     * board points scored against them. A: 6.5*3 + 5*2 + 6*1.5 = 38.5; B: 6*2 + 6.5*2 + 6.5*1 =
     * 31.5; C: 5*2 + 6.5*1.5 + 6.5*2.5 = 36; D: 6.5*1 + 6*2.5 + 5*3 = 36.5.
     */
    @Test
    void sonnebornBergerMultipliesEachOpponentsScoreByThePointsScoredAgainstIt() {
        Map<UUID, Double> values = values(Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.BOARD_POINTS, TieBreak.SONNEBORN_BERGER)), TieBreak.SONNEBORN_BERGER);
        assertEquals(Map.of(A, 38.5, B, 31.5, C, 36.0, D, 36.5), values);
    }

    /**
     * With match points primary the opponents count in match points (A 3, B 2, C 3, D 4).
     * A: D 4*3 + B 2*2 + C 3*1.5 = 20.5; B: C 3*2 + A 3*2 + D 4*1 = 16;
     * C: B 2*2 + D 4*1.5 + A 3*2.5 = 17.5; D: A 3*1 + C 3*2.5 + B 2*3 = 16.5.
     */
    @Test
    void sonnebornBergerCountsOpponentsInThePrimaryScore() {
        Map<UUID, Double> values = values(Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.MATCH_POINTS, TieBreak.SONNEBORN_BERGER)), TieBreak.SONNEBORN_BERGER);
        assertEquals(Map.of(A, 20.5, B, 16.0, C, 17.5, D, 16.5), values);
    }

    /** Buchholz (30.3.1) and cut 1 (30.3.1.3) in board points: A 17.5/12.5, B 19/13, C 18/13, D 17.5/12.5. */
    @Test
    void buchholzAndCutOne() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.BOARD_POINTS, TieBreak.BUCHHOLZ, TieBreak.BUCHHOLZ_CUT_1));
        assertEquals(Map.of(A, 17.5, B, 19.0, C, 18.0, D, 17.5), values(rows, TieBreak.BUCHHOLZ));
        assertEquals(Map.of(A, 12.5, B, 13.0, C, 13.0, D, 12.5), values(rows, TieBreak.BUCHHOLZ_CUT_1));
        // A and D are equal on board points and on both Buchholz: they share first place.
        assertEquals(List.of(1, 1, 3, 4), rows.stream().map(Standings.Row::rank).toList());
        assertEquals(List.of(A, D, C, B), rows.stream().map(Standings.Row::team).toList());
    }

    @Test
    void winsCountMatchesWon() {
        Map<UUID, Double> values = values(Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.MATCH_POINTS, TieBreak.WINS)), TieBreak.WINS);
        assertEquals(Map.of(A, 1.0, B, 0.0, C, 1.0, D, 2.0), values);
    }

    /** A and C have 3 match points each; C beat A 2.5-1.5, so the direct encounter puts C ahead. */
    @Test
    void directEncounterSeparatesTeamsThatMet() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.MATCH_POINTS, TieBreak.DIRECT_ENCOUNTER, TieBreak.BOARD_POINTS));
        assertEquals(List.of(D, C, A, B), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::rank).toList());
        Map<UUID, Double> encounter = values(rows, TieBreak.DIRECT_ENCOUNTER);
        assertEquals(2.0, encounter.get(C));
        assertEquals(0.0, encounter.get(A));
    }

    /** Board points would put A ahead of C; in this order they come before direct encounter. */
    @Test
    void theOrderDecides() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN,
                List.of(TieBreak.MATCH_POINTS, TieBreak.BOARD_POINTS, TieBreak.DIRECT_ENCOUNTER));
        assertEquals(List.of(D, A, C, B), rows.stream().map(Standings.Row::team).toList());
    }

    /**
     * After round 1 only: A 2 mp, B and C 1, D 0. B and C met (2-2), so direct encounter applies
     * and leaves them equal; they share rank 2.
     */
    @Test
    void equalOnEveryCriterionShareTheRank() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN.subList(0, 2),
                List.of(TieBreak.MATCH_POINTS, TieBreak.DIRECT_ENCOUNTER, TieBreak.BOARD_POINTS));
        assertEquals(List.of(A, B, C, D), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(1, 2, 2, 4), rows.stream().map(Standings.Row::rank).toList());
        assertEquals(1.0, values(rows, TieBreak.DIRECT_ENCOUNTER).get(B));
    }

    /**
     * After round 2 (A-D 3-1, B-C 2-2, D-C 2.5-1.5, A-B 2-2) with match points first: A 3, B 2,
     * D 2, C 1. B and D are equal but have not met: direct encounter does not separate them, board
     * points do (B 4, D 3.5).
     */
    @Test
    void directEncounterDoesNotApplyWhenTheEqualTeamsHaveNotAllMet() {
        List<Standings.Row> rows = Standings.rank(TEAMS, ROUND_ROBIN.subList(0, 4),
                List.of(TieBreak.MATCH_POINTS, TieBreak.DIRECT_ENCOUNTER, TieBreak.BOARD_POINTS));
        assertEquals(List.of(A, B, D, C), rows.stream().map(Standings.Row::team).toList());
        assertEquals(List.of(1, 2, 3, 4), rows.stream().map(Standings.Row::rank).toList());
        assertEquals(0.0, values(rows, TieBreak.DIRECT_ENCOUNTER).get(B));
        assertEquals(0.0, values(rows, TieBreak.DIRECT_ENCOUNTER).get(D));
    }

    /**
     * Three teams, one round played: B-C 3-1, A had the bye. The bye is no match: A has played 0,
     * scores 0 and has no Buchholz; C's Buchholz is B's 3 board points.
     */
    @Test
    void aByeScoresNothingAndHasNoOpponent() {
        List<Standings.Row> rows = Standings.rank(List.of(A, B, C), List.of(match(B, C, 3, 1)),
                List.of(TieBreak.BOARD_POINTS, TieBreak.BUCHHOLZ, TieBreak.BUCHHOLZ_CUT_1));
        assertEquals(List.of(B, C, A), rows.stream().map(Standings.Row::team).toList());
        assertEquals(0, rows.get(2).played());
        assertEquals(Map.of(A, 0.0, B, 1.0, C, 3.0), values(rows, TieBreak.BUCHHOLZ));
        assertEquals(Map.of(A, 0.0, B, 0.0, C, 0.0), values(rows, TieBreak.BUCHHOLZ_CUT_1));
    }

    @Test
    void beforeAnyMatchEveryoneSharesFirstPlaceInPairingOrder() {
        List<Standings.Row> rows = Standings.rank(TEAMS, List.of(), TieBreak.TEAM_ROUND_ROBIN);
        assertEquals(TEAMS, rows.stream().map(Standings.Row::team).toList());
        rows.forEach(row -> assertEquals(1, row.rank()));
    }

    @Test
    void matchPointsAreTwoOneZeroByMoreThanHalfTheBoardPoints() {
        assertEquals(2, match(A, B, 2.5, 1.5).matchPointsOf(A));
        assertEquals(0, match(A, B, 2.5, 1.5).matchPointsOf(B));
        assertEquals(1, match(A, B, 2, 2).matchPointsOf(B));
    }

    @Test
    void aMatchOfATeamOutsideTheStandingsIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> Standings.rank(List.of(A, B), List.of(match(A, C, 2, 2)), TieBreak.TEAM_ROUND_ROBIN));
    }

    private static MatchScore match(UUID first, UUID second, double firstPoints, double secondPoints) {
        return new MatchScore(first, second, (int) (firstPoints * 2), (int) (secondPoints * 2));
    }

    private static Map<UUID, Double> values(List<Standings.Row> rows, TieBreak tieBreak) {
        return rows.stream().collect(java.util.stream.Collectors.toMap(Standings.Row::team,
                row -> row.values().get(tieBreak)));
    }
}
