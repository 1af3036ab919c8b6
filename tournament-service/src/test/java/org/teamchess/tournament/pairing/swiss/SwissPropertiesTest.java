package org.teamchess.tournament.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.teamchess.rules.Side;
import org.teamchess.tournament.pairing.Pairing;

/**
 * Properties every round of many simulated tournaments (9-200 teams, 5-11 rounds, random results,
 * forfeits and absences) must have, whatever the pairing chosen: the absolute criteria of C.04.6,
 * Art. 3.4 for the bye, the top-scoregroup kept together when it can be, determinism.
 */
class SwissPropertiesTest {

    static Stream<Arguments> tournaments() {
        Random sizes = new Random(20260201);
        List<Arguments> cases = new ArrayList<>();
        for (int i = 0; i < 24; i++) {
            int teams = i == 0 ? 200 : 9 + sizes.nextInt(i < 4 ? 192 : 60);
            int rounds = 5 + sizes.nextInt(7);
            ColourPreferences preferences = ColourPreferences.values()[i % 3];
            cases.add(Arguments.of(teams, rounds, 1000L + i, preferences));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} teams, {1} rounds, seed {2}, {3}")
    @MethodSource("tournaments")
    void everyRoundKeepsTheRules(int teams, int rounds, long seed, ColourPreferences preferences) {
        SwissRules rules = new SwissRules(preferences, PrimaryScore.MATCH_POINTS, true, Side.WHITE);
        SimulatedTournament tournament = new SimulatedTournament(teams, rounds, seed, rules);

        tournament.play();

        if (tournament.exhausted != null) {
            assertFalse(legalPairingExists(tournament.exhausted), "a dead end where a pairing exists");
        }

        for (int round = 0; round < tournament.outputs.size(); round++) {
            SwissRound input = tournament.inputs.get(round);
            SwissPairing output = tournament.outputs.get(round);
            Field field = Field.of(input);
            everyPresentTeamOnce(input, output);
            noRematch(field, output);
            byeRules(field, input, output);
            topScoregroupStaysTogether(field, input, output);
        }
        atMostOneByeEach(tournament);
    }

    @ParameterizedTest(name = "{0} teams, {1} rounds, seed {2}, {3}")
    @MethodSource("tournaments")
    void theSameRoundPairsTheSameWayWhateverTheOrderOfItsResults(int teams, int rounds, long seed,
            ColourPreferences preferences) {
        SimulatedTournament tournament = new SimulatedTournament(teams, Math.min(rounds, 6), seed,
                new SwissRules(preferences, PrimaryScore.MATCH_POINTS, true, Side.WHITE));
        tournament.play();
        SwissRound last = tournament.inputs.get(tournament.inputs.size() - 1);
        List<MatchResult> shuffled = new ArrayList<>(last.matches());
        Collections.shuffle(shuffled, new Random(seed));

        SwissRound same = new SwissRound(last.round(), last.totalRounds(), last.teamCount(), shuffled, last.byes(),
                last.absent(), last.rules());

        assertEquals(tournament.outputs.get(tournament.outputs.size() - 1), SwissPairer.pair(same));
        assertEquals(SwissPairer.pair(last), SwissPairer.pair(last));
    }

    /** Whether the present teams can be paired by [C1] and [C2] alone: the engine's only reason to give up. */
    private static boolean legalPairingExists(SwissRound input) {
        Field field = Field.of(input);
        int[] present = IntStream.rangeClosed(1, field.size).filter(team -> !input.absent().contains(team)).toArray();
        if (present.length % 2 == 0) {
            return Matching.perfect(present, present.length, field.met);
        }
        return Arrays.stream(present).filter(team -> !field.byeBarred[team]).anyMatch(team -> {
            int[] others = UpfloaterSelection.without(present, new int[] {team});
            return Matching.perfect(others, others.length, field.met);
        });
    }

    private static void everyPresentTeamOnce(SwissRound input, SwissPairing output) {
        List<Integer> seen = new ArrayList<>();
        for (PairedMatch match : output.matches()) {
            seen.add(match.pairing().white());
            seen.add(match.pairing().black());
        }
        output.bye().ifPresent(seen::add);
        Collections.sort(seen);
        List<Integer> present = IntStream.rangeClosed(1, input.teamCount()).filter(team -> !input.absent().contains(team))
                .boxed().toList();
        assertEquals(present, seen, "round " + input.round());
        assertEquals(present.size() % 2 == 1, output.bye().isPresent());
    }

    private static void noRematch(Field field, SwissPairing output) {
        for (PairedMatch match : output.matches()) {
            Pairing pairing = match.pairing();
            assertFalse(field.met[pairing.white()][pairing.black()], "a rematch: " + pairing);
        }
    }

    /** [C2], and Art. 3.4: no eligible team below the bye's score (or level with more matches) could take it. */
    private static void byeRules(Field field, SwissRound input, SwissPairing output) {
        if (output.bye().isEmpty()) {
            return;
        }
        int bye = output.bye().getAsInt();
        assertFalse(field.byeBarred[bye], "bye to a team that had one or won by forfeit: " + bye);
        int[] present = IntStream.rangeClosed(1, field.size).filter(team -> !input.absent().contains(team)).toArray();
        for (int team : present) {
            boolean preferred = field.score[team] < field.score[bye] || field.score[team] == field.score[bye]
                    && (field.playedMatches[team] > field.playedMatches[bye]
                            || field.playedMatches[team] == field.playedMatches[bye] && team > bye);
            if (preferred && !field.byeBarred[team]) {
                int[] others = UpfloaterSelection.without(present, new int[] {team});
                assertFalse(Matching.perfect(others, others.length, field.met),
                        "team " + team + " should have had the bye rather than " + bye);
            }
        }
    }

    /**
     * [C4]: when the leading teams (bye aside) are even in number and can be paired among themselves with
     * the rest pairable too, none of them meets a team of a lower score.
     */
    private static void topScoregroupStaysTogether(Field field, SwissRound input, SwissPairing output) {
        int[] open = IntStream.rangeClosed(1, field.size)
                .filter(team -> !input.absent().contains(team) && output.bye().orElse(0) != team).toArray();
        long top = Arrays.stream(open).mapToLong(team -> field.score[team]).max().orElse(0);
        int[] group = Arrays.stream(open).filter(team -> field.score[team] == top).toArray();
        int[] rest = UpfloaterSelection.without(open, group);
        if (group.length % 2 == 1 || !Matching.perfect(group, group.length, field.met)
                || !Matching.perfect(rest, rest.length, field.met)) {
            return;
        }
        Set<Integer> leaders = new HashSet<>();
        Arrays.stream(group).forEach(leaders::add);
        for (PairedMatch match : output.matches()) {
            assertEquals(leaders.contains(match.pairing().white()), leaders.contains(match.pairing().black()),
                    "a leader paired down: " + match);
        }
    }

    private static void atMostOneByeEach(SimulatedTournament tournament) {
        Set<Integer> had = new HashSet<>();
        for (PairingAllocatedBye bye : tournament.byes) {
            assertTrue(had.add(bye.team()), "a second bye for " + bye.team());
        }
    }
}
