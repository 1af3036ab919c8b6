package org.teamchess.tournament.pairing.swiss;

import java.util.Arrays;
import org.teamchess.rules.Side;

/**
 * The pairing of one bracket (C.04.6 Art. 3.6): of the pairings without a rematch, the first in
 * the order of their identifiers (the top members' pairing numbers ascending, then their bottom
 * members') among those with the fewest unfulfilled colour preferences [C8], unfulfilled strong
 * ones [C9], and upfloaters' opponents that floated in the previous round [C10].
 *
 * <p>A depth-first walk in identifier order: first the set of top members, then each top member's
 * bottom member. Every step keeps a perfect matching of the teams still open (a dead end is never
 * entered) and a lower bound of the criteria still to come, so the walk stops at the first pairing
 * that reaches the bound. When the bound cannot be reached, it searches on, up to
 * {@link #NODE_BUDGET} steps, and keeps the best pairing found ({@code docs/decisions/team-swiss.md}).
 */
final class BracketSearch {

    /** The steps after which the best pairing found so far is taken. */
    static final long NODE_BUDGET = 200_000;

    private static final long C8 = 1_000_000;
    private static final long C9 = 1_000;

    private final int[] teams;
    private final int size;
    private final int half;
    private final boolean[][] allowed;
    private final long[][] cost;
    private final Side[] preference;
    private final boolean[] strong;
    private final boolean strongCounts;
    private final long rootBound;

    private final boolean[] isTop;
    private final int[] tops;
    private final boolean[] fixed;
    private final int[] current;
    private int[] best;
    private long bestCost = Long.MAX_VALUE;
    private long steps;

    private BracketSearch(Field field, int[] teams) {
        this.teams = teams;
        size = teams.length;
        half = size / 2;
        allowed = new boolean[size][size];
        cost = new long[size][size];
        preference = new Side[size];
        strong = new boolean[size];
        strongCounts = field.input.rules().colourPreferences() == ColourPreferences.TYPE_B;
        for (int i = 0; i < size; i++) {
            preference[i] = field.preference[teams[i]];
            strong[i] = field.strong[teams[i]];
            for (int j = i + 1; j < size; j++) {
                allowed[i][j] = !field.met[teams[i]][teams[j]];
                cost[i][j] = pairCost(field, teams[i], teams[j]);
            }
        }
        isTop = new boolean[size];
        tops = new int[half];
        fixed = new boolean[size];
        current = new int[size];
        rootBound = bound();
    }

    /**
     * The pairs of the bracket, each as {top member, bottom member} pairing numbers, in the order of
     * the top members.
     *
     * @param teams the bracket's pairing numbers, ascending; they must be pairable without a rematch
     */
    static int[][] pair(Field field, int[] teams) {
        BracketSearch search = new BracketSearch(field, teams);
        search.chooseTop(0, 0);
        if (search.best == null) {
            throw new IllegalStateException("bracket " + Arrays.toString(teams) + " cannot be paired");
        }
        int[][] pairs = new int[search.half][];
        int next = 0;
        for (int i = 0; i < search.size; i++) {
            if (search.best[i] > i) {
                pairs[next++] = new int[] {teams[i], teams[search.best[i]]};
            }
        }
        return pairs;
    }

    /** [C8], [C9] and [C10] of one pair, weighted in that order. */
    private static long pairCost(Field field, int one, int other) {
        long total = 0;
        Side first = field.preference[one];
        if (first != null && first == field.preference[other]) {
            total += C8;
            if (field.input.rules().colourPreferences() == ColourPreferences.TYPE_B
                    && field.strong[one] && field.strong[other]) {
                total += C9;
            }
        }
        if (field.floatsMatter() && field.score[one] != field.score[other]) {
            int higher = field.score[one] > field.score[other] ? one : other;
            if (field.floatedLastRound[higher]) {
                total++;
            }
        }
        return total;
    }

    private boolean done() {
        return bestCost == rootBound || best != null && steps > NODE_BUDGET;
    }

    /** Chooses the top members in lexicographic order; the teams passed over become bottom members. */
    private void chooseTop(int depth, int from) {
        if (depth == half) {
            int[] matchOfTop = new int[half];
            int[] matchOfBottom = new int[size];
            if (initialMatching(half, size, matchOfTop, matchOfBottom)) {
                assign(0, 0, matchOfTop, matchOfBottom);
            }
            return;
        }
        for (int index = from; index < size && !done(); index++) {
            int bottomsSoFar = index - depth;
            if (half - depth > size - index || bottomsSoFar > depth) {
                break;
            }
            if (!initialMatching(depth, index, new int[depth], new int[size])) {
                break;
            }
            isTop[index] = true;
            tops[depth] = index;
            chooseTop(depth + 1, index + 1);
            isTop[index] = false;
            steps++;
        }
    }

    /**
     * Matches every bottom member below {@code limit} to one of the first {@code topCount} top
     * members (all of them when {@code limit} is the bracket size): a top member always has the
     * smaller number of its pair.
     */
    private boolean initialMatching(int topCount, int limit, int[] matchOfTop, int[] matchOfBottom) {
        Arrays.fill(matchOfTop, -1);
        Arrays.fill(matchOfBottom, -1);
        int matched = 0;
        for (int bottom = 0; bottom < limit; bottom++) {
            if (isTop[bottom]) {
                continue;
            }
            if (!augmentBottom(bottom, topCount, matchOfTop, matchOfBottom, new boolean[topCount])) {
                return false;
            }
            matched++;
        }
        return limit < size || matched == half;
    }

    private boolean augmentBottom(int bottom, int topCount, int[] matchOfTop, int[] matchOfBottom, boolean[] seen) {
        for (int position = 0; position < topCount; position++) {
            int top = tops[position];
            if (top < bottom && !seen[position] && allowed[top][bottom]) {
                seen[position] = true;
                if (matchOfTop[position] < 0
                        || augmentBottom(matchOfTop[position], topCount, matchOfTop, matchOfBottom, seen)) {
                    matchOfTop[position] = bottom;
                    matchOfBottom[bottom] = position;
                    return true;
                }
            }
        }
        return false;
    }

    /** Gives top member {@code position} its bottom member, smallest number first. */
    private void assign(int position, long costSoFar, int[] matchOfTop, int[] matchOfBottom) {
        if (position == half) {
            if (costSoFar < bestCost) {
                bestCost = costSoFar;
                best = current.clone();
            }
            return;
        }
        int top = tops[position];
        fixed[top] = true;
        for (int bottom = top + 1; bottom < size && !done(); bottom++) {
            if (isTop[bottom] || fixed[bottom] || !allowed[top][bottom]) {
                continue;
            }
            steps++;
            long costWith = costSoFar + cost[top][bottom];
            fixed[bottom] = true;
            if (costWith + bound() < bestCost) {
                int[] nextTop = matchOfTop.clone();
                int[] nextBottom = matchOfBottom.clone();
                if (fix(position, bottom, nextTop, nextBottom)) {
                    current[top] = bottom;
                    current[bottom] = top;
                    assign(position + 1, costWith, nextTop, nextBottom);
                }
            }
            fixed[bottom] = false;
        }
        fixed[top] = false;
    }

    /**
     * Pairs top member {@code position} with {@code bottom} in the perfect matching of the open
     * teams and repairs it with one augmenting path; false when the open teams can no longer all be
     * paired.
     */
    private boolean fix(int position, int bottom, int[] matchOfTop, int[] matchOfBottom) {
        int formerBottom = matchOfTop[position];
        if (formerBottom == bottom) {
            return true;
        }
        int formerTop = matchOfBottom[bottom];
        matchOfTop[position] = bottom;
        matchOfBottom[bottom] = position;
        matchOfTop[formerTop] = -1;
        matchOfBottom[formerBottom] = -1;
        return augmentTop(formerTop, matchOfTop, matchOfBottom, new boolean[size]);
    }

    private boolean augmentTop(int position, int[] matchOfTop, int[] matchOfBottom, boolean[] seen) {
        int top = tops[position];
        for (int bottom = top + 1; bottom < size; bottom++) {
            if (isTop[bottom] || fixed[bottom] || seen[bottom] || !allowed[top][bottom]) {
                continue;
            }
            seen[bottom] = true;
            if (matchOfBottom[bottom] < 0 || augmentTop(matchOfBottom[bottom], matchOfTop, matchOfBottom, seen)) {
                matchOfTop[position] = bottom;
                matchOfBottom[bottom] = position;
                return true;
            }
        }
        return false;
    }

    /**
     * A lower bound of [C8] and [C9] for the open teams: a preference can only go unfulfilled in a
     * pair of two teams wanting the same colour, and there are at least that many such pairs.
     */
    private long bound() {
        int white = 0;
        int black = 0;
        int strongWhite = 0;
        int strongBlack = 0;
        int open = 0;
        for (int i = 0; i < size; i++) {
            if (fixed[i]) {
                continue;
            }
            open++;
            if (preference[i] == Side.WHITE) {
                white++;
                strongWhite += strong[i] ? 1 : 0;
            } else if (preference[i] == Side.BLACK) {
                black++;
                strongBlack += strong[i] ? 1 : 0;
            }
        }
        long total = C8 * (surplus(white, open) + surplus(black, open));
        if (strongCounts) {
            total += C9 * (surplus(strongWhite, open) + surplus(strongBlack, open));
        }
        return total;
    }

    /** The pairs that {@code wanting} teams out of {@code open} must form among themselves. */
    private static int surplus(int wanting, int open) {
        int excess = wanting - (open - wanting);
        return excess > 0 ? (excess + 1) / 2 : 0;
    }
}
