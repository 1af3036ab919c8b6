package org.teamchess.tournament.pairing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.random.RandomGenerator;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The Varma tables for drawing a round robin's pairing numbers with restrictions (seed 004 Art. 22.9;
 * FIDE Handbook C.05 Annex 2): the numbers of each row are split into four groups A, B, C and D, and
 * participants who should meet early (the seed's example, Art. 22.8: players of one federation, who
 * should not meet in the last three rounds) draw their numbers from one group.
 *
 * <p>The rows are copied as the seed prints them, for 9/10 up to 23/24 participants. An odd count
 * reads the row of the next even size, whose highest number is the bye of the Berger table
 * ({@link RoundRobin}) and is drawn by no one. Paired by {@link BergerTables}, two numbers of group
 * A or B meet at the latest in the fourth round from the end of a cycle, so never in its last three;
 * so do the numbers of C and D, except 6 and 12 of the 11/12 row's group C, who meet in round 11 of
 * 11 ({@code docs/decisions/berger-tables.md}).
 *
 * <p>Pure: the chance comes from the caller's {@link RandomGenerator}.
 */
public final class VarmaTables {

    /** The smallest count with a row: the first row is printed for "9/10 игроков". */
    public static final int MIN_PARTICIPANTS = 9;
    /** The largest count with a row, 23/24. */
    public static final int MAX_PARTICIPANTS = 24;

    /** Seed 004 Art. 22.9.1.5, by the row's even size: groups A, B, C, D as printed. */
    private static final Map<Integer, List<List<Integer>>> ROWS = Map.of(
            10, List.of(List.of(3, 4, 8), List.of(5, 7, 9), List.of(1, 6), List.of(2, 10)),
            12, List.of(List.of(4, 5, 9, 10), List.of(1, 2, 7), List.of(6, 8, 12), List.of(3, 11)),
            14, List.of(List.of(4, 5, 6, 11, 12), List.of(1, 2, 8, 9), List.of(7, 10, 13), List.of(3, 14)),
            16, List.of(List.of(5, 6, 7, 12, 13, 14), List.of(1, 2, 3, 9, 10), List.of(8, 11, 15), List.of(4, 16)),
            18, List.of(List.of(5, 6, 7, 8, 14, 15, 16), List.of(1, 2, 3, 10, 11, 12), List.of(9, 13, 17),
                    List.of(4, 18)),
            20, List.of(List.of(6, 7, 8, 9, 15, 16, 17, 18), List.of(1, 2, 3, 11, 12, 13, 14), List.of(5, 10, 19),
                    List.of(4, 20)),
            22, List.of(List.of(6, 7, 8, 9, 10, 17, 18, 19, 20), List.of(1, 2, 3, 4, 12, 13, 14, 15),
                    List.of(11, 16, 21), List.of(5, 22)),
            24, List.of(List.of(6, 7, 8, 9, 10, 11, 19, 20, 21, 22), List.of(1, 2, 3, 4, 13, 14, 15, 16, 17),
                    List.of(12, 18, 23), List.of(5, 24)));

    private VarmaTables() {
    }

    /**
     * The printed row for {@code participants}: groups A, B, C and D, numbers in printed order. For an
     * odd count this is the row of the next even size, bye number included.
     *
     * @throws IllegalArgumentException for a count outside 9 to 24
     */
    public static List<List<Integer>> row(int participants) {
        sizeRefusal(participants).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        return ROWS.get(participants + participants % 2);
    }

    /**
     * Why groups of these sizes cannot draw by the table for {@code participants}, or empty when
     * they can: the count must have a row, every group must keep at least 2 apart, and each group
     * needs its own envelope (A to D, the bye left out) with room for all of it.
     */
    public static Optional<String> refusal(int participants, List<Integer> groupSizes) {
        Optional<String> size = sizeRefusal(participants);
        if (size.isPresent()) {
            return size;
        }
        for (int index = 0; index < groupSizes.size(); index++) {
            if (groupSizes.get(index) < 2) {
                return Optional.of("group " + (index + 1) + " has " + groupSizes.get(index)
                        + " participants; a group keeps at least 2 apart");
            }
        }
        List<Integer> envelopes = envelopes(participants).stream().map(List::size)
                .sorted(Comparator.reverseOrder()).toList();
        List<Integer> groups = groupSizes.stream().sorted(Comparator.reverseOrder()).toList();
        // The largest group takes the largest envelope, and so on: that fits whenever any way does.
        boolean fits = groups.size() <= envelopes.size()
                && IntStream.range(0, groups.size()).allMatch(rank -> groups.get(rank) <= envelopes.get(rank));
        return fits ? Optional.empty()
                : Optional.of("groups of " + joined(groupSizes) + " do not fit the Varma envelopes of "
                        + joined(envelopes) + " numbers for " + participants + " participants, one group each");
    }

    /**
     * Draws the pairing numbers as Art. 22.9.1 prescribes. The largest group draws first (ties in
     * the given order, the seed's alphabetical order being the caller's to give): it takes one of the
     * envelopes not yet taken with room for all of it, at random, and its members draw their numbers
     * from it one by one. The numbers left in the taken envelopes and those of the untaken ones then
     * go by lot to the entrants of no group, in the given order.
     *
     * @param entrants every participant, each once
     * @param groups   participants to meet early, each group drawn from one envelope
     * @param random   the chance; a seeded one repeats the draw
     * @return the entrants in pairing-number order: number 1 first
     * @throws IllegalArgumentException for a count without a row, a participant twice or not among the
     *                                  entrants, or groups that do not fit ({@link #refusal})
     */
    public static <T> List<T> draw(List<T> entrants, List<List<T>> groups, RandomGenerator random) {
        int participants = entrants.size();
        refusal(participants, groups.stream().map(List::size).toList()).ifPresent(reason -> {
            throw new IllegalArgumentException(reason);
        });
        if (new HashSet<>(entrants).size() != participants) {
            throw new IllegalArgumentException("an entrant is listed twice: " + entrants);
        }
        Set<T> grouped = new HashSet<>();
        for (List<T> group : groups) {
            for (T member : group) {
                if (!entrants.contains(member)) {
                    throw new IllegalArgumentException(member + " of a group is not among the entrants");
                }
                if (!grouped.add(member)) {
                    throw new IllegalArgumentException(member + " is in more than one group, or twice in one");
                }
            }
        }
        List<List<Integer>> envelopes = envelopes(participants);
        List<Integer> untaken = new ArrayList<>(IntStream.range(0, envelopes.size()).boxed().toList());
        List<Integer> leftOver = new ArrayList<>();
        List<T> numbered = new ArrayList<>(Collections.nCopies(participants, null));
        List<List<T>> largestFirst = groups.stream()
                .sorted(Comparator.comparingInt((List<T> group) -> group.size()).reversed()).toList();
        for (List<T> group : largestFirst) {
            List<Integer> roomy = untaken.stream().filter(envelope -> envelopes.get(envelope).size() >= group.size())
                    .toList();
            Integer envelope = roomy.get(random.nextInt(roomy.size()));
            untaken.remove(envelope);
            List<Integer> numbers = new ArrayList<>(envelopes.get(envelope));
            for (T member : group) {
                numbered.set(numbers.remove(random.nextInt(numbers.size())) - 1, member);
            }
            leftOver.addAll(numbers);
        }
        untaken.forEach(envelope -> leftOver.addAll(envelopes.get(envelope)));
        leftOver.sort(null);
        for (T entrant : entrants) {
            if (!grouped.contains(entrant)) {
                numbered.set(leftOver.remove(random.nextInt(leftOver.size())) - 1, entrant);
            }
        }
        return List.copyOf(numbered);
    }

    /** The row's groups without the bye number of an odd count. */
    private static List<List<Integer>> envelopes(int participants) {
        return row(participants).stream()
                .map(group -> group.stream().filter(number -> number <= participants).toList())
                .toList();
    }

    private static Optional<String> sizeRefusal(int participants) {
        return participants < MIN_PARTICIPANTS || participants > MAX_PARTICIPANTS
                ? Optional.of("the Varma tables (Art. 22.9) are printed for " + MIN_PARTICIPANTS + " to "
                        + MAX_PARTICIPANTS + " participants, not " + participants)
                : Optional.empty();
    }

    private static String joined(List<Integer> sizes) {
        return sizes.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
