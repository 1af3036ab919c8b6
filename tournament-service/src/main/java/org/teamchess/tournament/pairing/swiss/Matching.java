package org.teamchess.tournament.pairing.swiss;

import java.util.Arrays;

/**
 * The oracle of the absolute criteria: whether a set of teams can be paired among themselves
 * without a rematch ([C1], and [C3] for the teams still to pair). A maximum matching in the graph
 * of the pairs that have not met, by Edmonds' blossom algorithm, started from a greedy matching
 * (nearly perfect in the dense graphs of a Swiss), so a call costs a few augmenting searches.
 */
final class Matching {

    private final int[] teams;
    private final int count;
    private final boolean[][] met;
    private final int[] match;
    private final int[] parent;
    private final int[] base;
    private final int[] queue;
    private final boolean[] used;
    private final boolean[] blossom;
    private final boolean[] onPath;

    private Matching(int[] teams, int count, boolean[][] met) {
        this.teams = teams;
        this.count = count;
        this.met = met;
        match = new int[count];
        parent = new int[count];
        base = new int[count];
        queue = new int[count];
        used = new boolean[count];
        blossom = new boolean[count];
        onPath = new boolean[count];
    }

    /** Whether the first {@code count} teams of the array can all be paired without a rematch. */
    static boolean perfect(int[] teams, int count, boolean[][] met) {
        if (count % 2 != 0) {
            return false;
        }
        return count == 0 || new Matching(teams, count, met).perfect();
    }

    private boolean perfect() {
        Arrays.fill(match, -1);
        for (int i = 0; i < count; i++) {
            for (int j = i + 1; j < count && match[i] < 0; j++) {
                if (match[j] < 0 && adjacent(i, j)) {
                    match[i] = j;
                    match[j] = i;
                }
            }
        }
        for (int root = 0; root < count; root++) {
            // A vertex left free by a search stays free in a maximum matching (Edmonds): no perfect one.
            if (match[root] < 0 && !augment(root)) {
                return false;
            }
        }
        return true;
    }

    private boolean adjacent(int i, int j) {
        return !met[teams[i]][teams[j]];
    }

    private boolean augment(int root) {
        int end = findPath(root);
        if (end < 0) {
            return false;
        }
        while (end >= 0) {
            int previous = parent[end];
            int next = match[previous];
            match[end] = previous;
            match[previous] = end;
            end = next;
        }
        return true;
    }

    private int findPath(int root) {
        Arrays.fill(used, false);
        Arrays.fill(parent, -1);
        for (int i = 0; i < count; i++) {
            base[i] = i;
        }
        used[root] = true;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int vertex = queue[head++];
            for (int to = 0; to < count; to++) {
                if (to == vertex || !adjacent(vertex, to) || base[vertex] == base[to] || match[vertex] == to) {
                    continue;
                }
                if (to == root || match[to] >= 0 && parent[match[to]] >= 0) {
                    int common = commonBase(vertex, to);
                    Arrays.fill(blossom, false);
                    markPath(vertex, common, to);
                    markPath(to, common, vertex);
                    for (int i = 0; i < count; i++) {
                        if (blossom[base[i]]) {
                            base[i] = common;
                            if (!used[i]) {
                                used[i] = true;
                                queue[tail++] = i;
                            }
                        }
                    }
                } else if (parent[to] < 0) {
                    parent[to] = vertex;
                    if (match[to] < 0) {
                        return to;
                    }
                    used[match[to]] = true;
                    queue[tail++] = match[to];
                }
            }
        }
        return -1;
    }

    private int commonBase(int first, int second) {
        Arrays.fill(onPath, false);
        int a = first;
        while (true) {
            a = base[a];
            onPath[a] = true;
            if (match[a] < 0) {
                break;
            }
            a = parent[match[a]];
        }
        int b = second;
        while (true) {
            b = base[b];
            if (onPath[b]) {
                return b;
            }
            b = parent[match[b]];
        }
    }

    private void markPath(int from, int common, int child) {
        int vertex = from;
        int next = child;
        while (base[vertex] != common) {
            blossom[base[vertex]] = true;
            blossom[base[match[vertex]]] = true;
            parent[vertex] = next;
            next = match[vertex];
            vertex = parent[match[vertex]];
        }
    }
}
