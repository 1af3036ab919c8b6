package org.teamchess.tournament.pairing.swiss;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;

/**
 * Pairs a round of a team Swiss by the FIDE Swiss Team Pairing System (Handbook C.04.6, effective
 * 1 February 2026), with the Basic Rules of C.04.1 but not their Articles 6 and 7 (C.04.6 Art. 0).
 * Pure and deterministic: the same {@link SwissRound} always gives the same {@link SwissPairing}.
 *
 * <p>The procedure of Art. 3.3: the pairing-allocated bye first (Art. 3.4), then, while teams are
 * left, the top-scoregroup with its upfloaters (Art. 3.5) forms a bracket that is paired (Art.
 * 3.6), and last every pair gets its colours (Art. 4). The absolute criteria [C1] (no rematch) and
 * [C2] (no second bye, no bye after a forfeit win) always hold; [C3] (the teams left can still be
 * paired) is checked at every choice. {@code docs/decisions/team-swiss.md} says where this reads
 * or simplifies the text.
 */
public final class SwissPairer {

    private SwissPairer() {
    }

    /**
     * @throws NoLegalPairingException when no pairing complies with [C1] and [C2]: the Chief Arbiter
     *                                 decides (Art. 3.3.3)
     */
    public static SwissPairing pair(SwissRound round) {
        Field field = Field.of(round);
        int[] teams = IntStream.rangeClosed(1, field.size).filter(team -> !round.absent().contains(team))
                .boxed().sorted(byRank(field)).mapToInt(Integer::intValue).toArray();
        OptionalInt bye = OptionalInt.empty();
        if (teams.length % 2 == 1) {
            int byeTeam = bye(field, teams);
            bye = OptionalInt.of(byeTeam);
            teams = UpfloaterSelection.without(teams, new int[] {byeTeam});
        } else if (!Matching.perfect(teams, teams.length, field.met)) {
            throw new NoLegalPairingException("the " + teams.length + " teams cannot all be paired without a rematch");
        }
        List<PairedMatch> matches = new ArrayList<>();
        int[] open = teams;
        while (open.length > 0) {
            long topScore = field.score[open[0]];
            int groupSize = 0;
            while (groupSize < open.length && field.score[open[groupSize]] == topScore) {
                groupSize++;
            }
            int[] top = Arrays.copyOf(open, groupSize);
            int[] lower = Arrays.copyOfRange(open, groupSize, open.length);
            int[] upfloaters = UpfloaterSelection.select(field, top, lower);
            int[] bracket = UpfloaterSelection.concat(top, upfloaters);
            Arrays.sort(bracket);
            String context = describe(field, top, upfloaters);
            for (int[] pair : BracketSearch.pair(field, bracket)) {
                Colours.Allocation allocation = Colours.allocate(field, pair[0], pair[1]);
                matches.add(new PairedMatch(allocation.pairing(),
                        context + "; " + pair[0] + " (top) v " + pair[1] + " (bottom)" + floats(field, pair)
                                + "; " + allocation.reason()));
            }
            open = UpfloaterSelection.without(lower, upfloaters);
        }
        Comparator<Integer> rank = byRank(field);
        matches.sort(Comparator.comparing(
                match -> Colours.firstTeam(field, match.pairing().white(), match.pairing().black()), rank));
        return new SwissPairing(round.round(), matches, bye);
    }

    /** The pairing order: score descending, then pairing number (C.04.2 Art. 3.2 for teams). */
    private static Comparator<Integer> byRank(Field field) {
        return Comparator.<Integer>comparingLong(team -> -field.score[team]).thenComparingInt(team -> team);
    }

    /**
     * Art. 3.4: of the teams [C2] allows, the one with the lowest score, then the most matches
     * played, then the largest pairing number, whose absence leaves the others pairable (3.4.1).
     */
    private static int bye(Field field, int[] teams) {
        Integer[] candidates = Arrays.stream(teams).filter(team -> !field.byeBarred[team]).boxed()
                .toArray(Integer[]::new);
        Arrays.sort(candidates, Comparator.<Integer>comparingLong(team -> field.score[team])
                .thenComparingInt(team -> -field.playedMatches[team]).thenComparingInt(team -> -team));
        for (int candidate : candidates) {
            int[] others = UpfloaterSelection.without(teams, new int[] {candidate});
            if (Matching.perfect(others, others.length, field.met)) {
                return candidate;
            }
        }
        throw new NoLegalPairingException("no team can take the bye and leave the others pairable");
    }

    private static String describe(Field field, int[] top, int[] upfloaters) {
        StringBuilder text = new StringBuilder("bracket of score ").append(field.scoreText(field.score[top[0]]))
                .append(": top-scoregroup ").append(Arrays.toString(top));
        if (upfloaters.length > 0) {
            text.append(", upfloaters ").append(Arrays.toString(upfloaters));
        }
        return text.toString();
    }

    private static String floats(Field field, int[] pair) {
        long first = field.score[pair[0]];
        long second = field.score[pair[1]];
        if (first == second) {
            return "";
        }
        int upfloater = first < second ? pair[0] : pair[1];
        return "; " + upfloater + " floats up from " + field.scoreText(Math.min(first, second)) + " to "
                + field.scoreText(Math.max(first, second));
    }
}
