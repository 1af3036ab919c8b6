package org.teamchess.tournament.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Side;

/**
 * The engine's two searches against the definitions written out as brute force, on small cases
 * where every candidate can be listed: the matching oracle against trying every pairing, and
 * Art. 3.6 against "list every pairing, sort by identifier, take the first with the fewest
 * [C8], [C9], [C10]".
 */
class ReferenceTest {

    @Test
    void theOracleAgreesWithTryingEveryPairing() {
        Random random = new Random(7);
        for (int trial = 0; trial < 3000; trial++) {
            int count = 2 * (1 + random.nextInt(6));
            boolean[][] met = new boolean[count + 1][count + 1];
            double density = random.nextDouble();
            for (int i = 1; i <= count; i++) {
                for (int j = i + 1; j <= count; j++) {
                    met[i][j] = met[j][i] = random.nextDouble() < density;
                }
            }
            int[] teams = new int[count];
            Arrays.setAll(teams, i -> i + 1);

            assertEquals(!everyPairing(teams, met).isEmpty(), Matching.perfect(teams, count, met),
                    "trial " + trial);
        }
    }

    @Test
    void bracketsPairAsArticle36Defines() {
        int compared = 0;
        for (ColourPreferences preferences : ColourPreferences.values()) {
            for (long seed = 1; seed <= 12; seed++) {
                SimulatedTournament tournament = new SimulatedTournament(10, 7, seed,
                        new SwissRules(preferences, PrimaryScore.MATCH_POINTS, true, Side.WHITE));
                tournament.play();
                Random random = new Random(seed);
                for (SwissRound input : tournament.inputs) {
                    Field field = Field.of(input);
                    for (int trial = 0; trial < 8; trial++) {
                        int[] bracket = randomBracket(random, field.size);
                        List<int[][]> all = everyPairing(bracket, field.met);
                        if (all.isEmpty()) {
                            continue;
                        }
                        assertArrayEquals(reference(field, all), BracketSearch.pair(field, bracket),
                                "bracket " + Arrays.toString(bracket) + " in round " + input.round());
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 500, "only " + compared + " brackets compared");
    }

    private static int[] randomBracket(Random random, int teams) {
        List<Integer> numbers = new ArrayList<>();
        for (int team = 1; team <= teams; team++) {
            numbers.add(team);
        }
        Collections.shuffle(numbers, random);
        int size = 2 * (1 + random.nextInt(teams / 2));
        return numbers.subList(0, size).stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /** The first pairing in identifier order among those with the least [C8], then [C9], then [C10]. */
    private static int[][] reference(Field field, List<int[][]> all) {
        all.sort((one, other) -> Arrays.compare(identifier(one), identifier(other)));
        int[][] best = null;
        long bestCost = Long.MAX_VALUE;
        for (int[][] pairing : all) {
            long cost = 0;
            for (int[] pair : pairing) {
                cost += cost(field, pair[0], pair[1]);
            }
            if (cost < bestCost) {
                bestCost = cost;
                best = pairing;
            }
        }
        return best;
    }

    private static long cost(Field field, int one, int other) {
        Side preference = field.preference[one];
        boolean clash = preference != null && preference == field.preference[other];
        boolean strongClash = clash && field.input.rules().colourPreferences() == ColourPreferences.TYPE_B
                && field.strong[one] && field.strong[other];
        int higher = field.score[one] > field.score[other] ? one : other;
        boolean floaterOpponent = field.floatsMatter() && field.score[one] != field.score[other]
                && field.floatedLastRound[higher];
        return (clash ? 1_000_000 : 0) + (strongClash ? 1_000 : 0) + (floaterOpponent ? 1 : 0);
    }

    /** Art. 3.6.2: the top members ascending, then their bottom members. */
    private static int[] identifier(int[][] pairing) {
        int[] identifier = new int[2 * pairing.length];
        for (int i = 0; i < pairing.length; i++) {
            identifier[i] = pairing[i][0];
            identifier[pairing.length + i] = pairing[i][1];
        }
        return identifier;
    }

    /** Every pairing without a rematch, each as {top, bottom} pairs ordered by top member. */
    private static List<int[][]> everyPairing(int[] teams, boolean[][] met) {
        List<int[][]> found = new ArrayList<>();
        collect(teams, new boolean[teams.length], new ArrayList<>(), met, found);
        return found;
    }

    private static void collect(int[] teams, boolean[] used, List<int[]> pairs, boolean[][] met, List<int[][]> found) {
        int first = 0;
        while (first < teams.length && used[first]) {
            first++;
        }
        if (first == teams.length) {
            int[][] pairing = pairs.toArray(int[][]::new);
            Arrays.sort(pairing, (one, other) -> Integer.compare(one[0], other[0]));
            found.add(pairing);
            return;
        }
        used[first] = true;
        for (int second = first + 1; second < teams.length; second++) {
            if (!used[second] && !met[teams[first]][teams[second]]) {
                used[second] = true;
                pairs.add(new int[] {teams[first], teams[second]});
                collect(teams, used, pairs, met, found);
                pairs.remove(pairs.size() - 1);
                used[second] = false;
            }
        }
        used[first] = false;
    }
}
