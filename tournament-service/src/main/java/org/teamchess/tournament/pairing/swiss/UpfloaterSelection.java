package org.teamchess.tournament.pairing.swiss;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The upfloaters that join the top-scoregroup in its bracket (C.04.6 Art. 3.5): the fewest [C4],
 * with the highest scores [C5], then the fewest failures of [C6] and [C7], then the first set in
 * the order of Art. 3.5.3-3.5.4; always a set whose bracket and the teams left can be paired
 * ([C1], [C3]).
 */
final class UpfloaterSelection {

    private final Field field;
    private final int[] top;
    /** The teams below the top-scoregroup, by score descending, then pairing number. */
    private final int[] lower;
    /** The start of each score group within {@link #lower}, and the end as the last entry. */
    private final int[] groupStart;

    private int[] chosen;
    private long chosenKey;
    private int[] candidate;

    private UpfloaterSelection(Field field, int[] top, int[] lower) {
        this.field = field;
        this.top = top;
        this.lower = lower;
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i < lower.length; i++) {
            if (i == 0 || field.score[lower[i]] != field.score[lower[i - 1]]) {
                starts.add(i);
            }
        }
        starts.add(lower.length);
        groupStart = starts.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * @param top   the top-scoregroup
     * @param lower every other team still to pair, by score descending, then pairing number
     * @return the upfloaters, by score descending, then pairing number
     * @throws NoLegalPairingException when no set leaves a legal pairing (not after a legal bye)
     */
    static int[] select(Field field, int[] top, int[] lower) {
        UpfloaterSelection selection = new UpfloaterSelection(field, top, lower);
        for (int count = top.length % 2; count <= lower.length; count += 2) {
            if (selection.bestOfSize(count)) {
                return selection.chosen;
            }
        }
        throw new NoLegalPairingException("the teams from " + Arrays.toString(top) + " down cannot all be paired");
    }

    private int groups() {
        return groupStart.length - 1;
    }

    private int groupSize(int group) {
        return groupStart[group + 1] - groupStart[group];
    }

    /** Tries the score profiles of {@code count} upfloaters best first ([C5]); true once one has a legal set. */
    private boolean bestOfSize(int count) {
        candidate = new int[count];
        return profiles(count, groups(), new int[groups()]);
    }

    /**
     * The ways to take {@code count} teams from the groups below {@code limit}, best [C5] first: the
     * lowest group used as high as possible, then as few teams from it as possible, then the same
     * for the rest.
     */
    private boolean profiles(int count, int limit, int[] taken) {
        if (count == 0) {
            return trySets(taken);
        }
        int available = 0;
        for (int lowest = 0; lowest < limit; lowest++) {
            int before = available;
            available += groupSize(lowest);
            if (available < count) {
                continue;
            }
            for (int fromLowest = Math.max(1, count - before); fromLowest <= Math.min(groupSize(lowest), count);
                    fromLowest++) {
                taken[lowest] = fromLowest;
                boolean found = profiles(count - fromLowest, lowest, taken);
                taken[lowest] = 0;
                if (found) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Every set with this profile, in the order of Art. 3.5.4; true when one was legal. */
    private boolean trySets(int[] taken) {
        chosen = null;
        chosenKey = Long.MAX_VALUE;
        combine(taken, 0, 0, 0);
        return chosen != null;
    }

    private void combine(int[] taken, int group, int from, int filled) {
        if (chosenKey == 0) {
            return;
        }
        if (group == groups()) {
            consider();
            return;
        }
        int needed = taken[group] - (filled - sumBefore(taken, group));
        if (needed == 0) {
            combine(taken, group + 1, groupStart[group + 1], filled);
            return;
        }
        for (int index = from; index <= groupStart[group + 1] - needed && chosenKey != 0; index++) {
            candidate[filled] = lower[index];
            combine(taken, group, index + 1, filled + 1);
        }
    }

    private static int sumBefore(int[] taken, int group) {
        int sum = 0;
        for (int i = 0; i < group; i++) {
            sum += taken[i];
        }
        return sum;
    }

    /** Keeps the candidate set when legal and better on [C6] then [C7] than the sets before it. */
    private void consider() {
        int[] bracket = concat(top, candidate);
        if (!Matching.perfect(bracket, bracket.length, field.met)) {
            return;
        }
        int[] rest = without(lower, candidate);
        if (!Matching.perfect(rest, rest.length, field.met)) {
            return;
        }
        long key = c6Fails(rest) * 1_000L + c7Floaters();
        if (key < chosenKey) {
            chosenKey = key;
            chosen = candidate.clone();
        }
    }

    /**
     * [C6], read as a yes or no: 1 when the following scoregroup, unless emptied by this set, could
     * not then be paired with the fewest upfloaters its size allows (none or one).
     */
    private int c6Fails(int[] rest) {
        if (groups() == 0 || rest.length == 0) {
            return 0;
        }
        long following = field.score[lower[0]];
        int count = 0;
        while (count < rest.length && field.score[rest[count]] == following) {
            count++;
        }
        if (count == 0) {
            return 0;
        }
        int[] group = Arrays.copyOf(rest, count);
        int[] below = Arrays.copyOfRange(rest, count, rest.length);
        if (count % 2 == 0) {
            return Matching.perfect(group, count, field.met) && Matching.perfect(below, below.length, field.met) ? 0 : 1;
        }
        int[] bracket = Arrays.copyOf(group, count + 1);
        for (int floater : below) {
            bracket[count] = floater;
            if (Matching.perfect(bracket, bracket.length, field.met)) {
                int[] left = without(below, new int[] {floater});
                if (Matching.perfect(left, left.length, field.met)) {
                    return 0;
                }
            }
        }
        return 1;
    }

    /** [C7]: upfloaters that floated in the previous round, except in the last two rounds. */
    private int c7Floaters() {
        if (!field.floatsMatter()) {
            return 0;
        }
        int count = 0;
        for (int team : candidate) {
            count += field.floatedLastRound[team] ? 1 : 0;
        }
        return count;
    }

    static int[] concat(int[] first, int[] second) {
        int[] all = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, all, first.length, second.length);
        return all;
    }

    /** The teams of {@code all} not in {@code removed}, in their order. */
    static int[] without(int[] all, int[] removed) {
        int[] kept = new int[all.length - removed.length];
        int next = 0;
        for (int team : all) {
            if (!contains(removed, team)) {
                kept[next++] = team;
            }
        }
        return kept;
    }

    private static boolean contains(int[] teams, int team) {
        for (int member : teams) {
            if (member == team) {
                return true;
            }
        }
        return false;
    }
}
