package org.teamchess.tournament.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Side;

/**
 * The example under C.04.6 Art. 3.5.4: teams 2, 6 and 8 have 3 points, 1, 3 and 5 have 2.5, and
 * three upfloaters are needed. [C5] takes the three 3-pointers when they can be paired; when 8 cannot,
 * two 3-pointers and one 2.5-pointer, and the sets in the order {2,6,1}, {2,6,3}, {2,6,5}, {2,8,1},
 * ... give {2,6,1}.
 *
 * <p>The top-scoregroup is 9, 10 and 11 with 4 points, who have all met: each needs an upfloater.
 * Game points are the primary score so that halves exist; how the scores came about does not
 * matter to Art. 3.5, so each team's points are all put in its round-1 match. Round 4 of 5: one
 * of the last two rounds, where [C7] lapses and cannot prefer another set.
 */
class UpfloaterExampleTest {

    /** Game points times two after three rounds, by pairing number (index 0 unused). */
    private static final int[] HALVES = {0, 5, 6, 5, 2, 5, 6, 2, 6, 8, 8, 8, 2};

    private static final SwissRules GAME_POINTS_FIRST = new SwissRules(ColourPreferences.TYPE_A,
            PrimaryScore.GAME_POINTS, true, Side.WHITE);

    @Test
    void theThreeBestScoresFloatWhenTheyCanBePaired() {
        int[][][] rounds = {
            {{9, 10}, {11, 4}, {8, 12}, {1, 2}, {3, 5}, {6, 7}},
            {{9, 11}, {10, 7}, {8, 4}, {1, 5}, {2, 3}, {6, 12}},
            {{10, 11}, {9, 12}, {8, 7}, {1, 3}, {2, 4}, {5, 6}},
        };

        assertUpfloaters(rounds, "[2, 6, 8]");
    }

    @Test
    void whenEightHasMetTheLeadersTheExampleGivesTwoSixAndOne() {
        int[][][] rounds = {
            {{9, 10}, {8, 11}, {1, 4}, {2, 7}, {3, 12}, {5, 6}},
            {{9, 11}, {8, 10}, {1, 5}, {2, 3}, {4, 12}, {6, 7}},
            {{10, 11}, {8, 9}, {2, 4}, {3, 5}, {6, 12}, {1, 7}},
        };

        assertUpfloaters(rounds, "[2, 6, 1]");
    }

    private static void assertUpfloaters(int[][][] rounds, String upfloaters) {
        List<MatchResult> matches = new ArrayList<>();
        for (int round = 1; round <= rounds.length; round++) {
            for (int[] pair : rounds[round - 1]) {
                int first = round == 1 ? HALVES[pair[0]] : 0;
                int second = round == 1 ? HALVES[pair[1]] : 0;
                matches.add(MatchResult.of(round, pair[0], pair[1], first, second, true));
            }
        }

        SwissPairing pairing = SwissPairer.pair(new SwissRound(4, 5, 12, matches, List.of(), Set.of(),
                GAME_POINTS_FIRST));

        String expected = "top-scoregroup [9, 10, 11], upfloaters " + upfloaters + ";";
        assertEquals(3, pairing.matches().stream().filter(match -> match.explanation().contains(expected)).count(),
                pairing.matches().toString());
    }
}
