package org.teamchess.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Varma tables against the rows seed 004 prints in Art. 22.9.1.5, and what they are for: with the
 * Berger tables, the numbers of one group meet before the last three rounds (Art. 22.8's example).
 */
class VarmaTablesTest {

    /** Lines 1800-1807 of {@code seeds/004_4e726afa0887e987.txt}, verbatim (А, В, С Cyrillic, D Latin). */
    private static final String PRINTED = """
             9/10 игроков: А:(3, 4, 8); В:(5, 7, 9); С:(1, 6);D:(2, 10);
             11/12 игроков: А:(4, 5, 9, 10); В:(1, 2, 7); С:(6, 8, 12); D:(3, 11);
             13/14 игроков: А:(4, 5, 6, 11, 12); В:(1, 2, 8, 9); С:(7, 10, 13); D:(3, 14);
             15/16 игроков: А:(5, 6, 7, 12, 13, 14); В:(1, 2, 3, 9, 10); С:(8, 11, 15); D:(4, 16);
             17/18 игроков: А:(5, 6, 7, 8, 14, 15, 16); В:(1, 2, 3, 10, 11, 12); С:(9, 13, 17); D:(4, 18);
             19/20 игроков: А:(6, 7, 8, 9, 15, 16, 17, 18); В:(1, 2, 3, 11, 12, 13, 14); С:(5, 10, 19); D:(4, 20);
             21/22 игрока: А:(6, 7, 8, 9, 10, 17, 18, 19, 20); В:(1, 2, 3, 4, 12, 13, 14, 15); С:(11, 16, 21);D:(5, 22);
             23/24 игрока: А:(6, 7, 8, 9, 10, 11, 19, 20, 21, 22); В:(1, 2, 3, 4, 13, 14, 15, 16, 17); С:(12, 18,23); D:(5, 24).
            """;

    private static final Pattern ROW = Pattern.compile("(\\d+)/(\\d+) игрок");
    private static final Pattern GROUP = Pattern.compile("([АВСD]):\\(([\\d, ]+)\\)");
    private static final List<String> GROUP_LETTERS = List.of("А", "В", "С", "D");
    private static final int LAST_ROUNDS = 3;

    /** The printed rows by their even size, groups A to D. */
    private static Map<Integer, List<List<Integer>>> printedRows() {
        Map<Integer, List<List<Integer>>> rows = new LinkedHashMap<>();
        for (String line : PRINTED.strip().split("\n")) {
            Matcher row = ROW.matcher(line);
            assertTrue(row.find(), line);
            assertEquals(Integer.parseInt(row.group(1)) + 1, Integer.parseInt(row.group(2)), line);
            List<List<Integer>> groups = new ArrayList<>();
            Matcher group = GROUP.matcher(line);
            while (group.find()) {
                assertEquals(GROUP_LETTERS.get(groups.size()), group.group(1), line);
                groups.add(Pattern.compile(",\\s*").splitAsStream(group.group(2).strip())
                        .map(Integer::valueOf).toList());
            }
            rows.put(Integer.parseInt(row.group(2)), groups);
        }
        return rows;
    }

    @Test
    void everyPrintedRowIsReproducedForItsOddAndEvenCount() {
        Map<Integer, List<List<Integer>>> printed = printedRows();
        assertEquals(List.of(10, 12, 14, 16, 18, 20, 22, 24), List.copyOf(printed.keySet()));
        printed.forEach((even, groups) -> {
            assertEquals(groups, VarmaTables.row(even), "row " + even);
            assertEquals(groups, VarmaTables.row(even - 1), "row " + (even - 1));
            // The seed's row deals out every number once.
            assertEquals(IntStream.rangeClosed(1, even).boxed().toList(),
                    groups.stream().flatMap(List::stream).sorted().toList(), "row " + even);
        });
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 8, 25, 40})
    void countsWithoutAPrintedRowAreRefused(int participants) {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> VarmaTables.row(participants));
        assertEquals("the Varma tables (Art. 22.9) are printed for 9 to 24 participants, not " + participants,
                refused.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> VarmaTables.draw(entrants(participants), List.of(), new SplittableRandom(1)));
    }

    /**
     * The claim, checked for every count 9 to 24: two numbers of one printed group meet in a round
     * before the last three of the Berger table. It holds for every pair but one: 6 and 12 of group C
     * for 12 participants, whom the seed's Berger table 11-12 pairs in round 11 of 11.
     */
    @Test
    void numbersOfOneGroupMeetBeforeTheLastThreeRoundsSaveSixAndTwelveOfTwelve() {
        List<String> late = new ArrayList<>();
        for (int participants = VarmaTables.MIN_PARTICIPANTS; participants <= VarmaTables.MAX_PARTICIPANTS;
                participants++) {
            List<RoundRobin.Round> schedule = RoundRobin.schedule(participants, 1);
            Map<Set<Integer>, List<Integer>> meetings = meetings(schedule);
            List<List<Integer>> row = VarmaTables.row(participants);
            for (int group = 0; group < row.size(); group++) {
                for (Set<Integer> pair : pairsOf(row.get(group), participants)) {
                    int round = meetings.get(pair).get(0);
                    if (round > schedule.size() - LAST_ROUNDS) {
                        late.add(participants + " participants, group " + GROUP_LETTERS.get(group) + ": "
                                + new TreeSet<>(pair) + " in round " + round + " of " + schedule.size());
                    }
                }
            }
        }
        assertEquals(List.of("12 participants, group С: [6, 12] in round 11 of 11"), late);
    }

    /**
     * Every split into groups that fits, for every count 9 to 24, under several seeds: each group
     * draws its numbers from one envelope of its own, every entrant gets one number, and in a single
     * and a double round robin the group's members meet before the last three rounds of each cycle
     * (but for 6 and 12 of twelve, above).
     */
    @Test
    void everyDrawKeepsEachGroupInOneEnvelopeAndItsMembersMeetEarly() {
        int draws = 0;
        for (int participants = VarmaTables.MIN_PARTICIPANTS; participants <= VarmaTables.MAX_PARTICIPANTS;
                participants++) {
            List<String> entrants = entrants(participants);
            List<List<Integer>> row = VarmaTables.row(participants);
            List<RoundRobin.Round> doubleSchedule = RoundRobin.schedule(participants, 2);
            Map<Set<Integer>, List<Integer>> meetings = meetings(doubleSchedule);
            int cycle = doubleSchedule.size() / 2;
            for (List<Integer> split : splits(participants)) {
                List<List<String>> groups = new ArrayList<>();
                int next = 0;
                for (int size : split) {
                    groups.add(entrants.subList(next, next + size));
                    next += size;
                }
                for (long seed = 0; seed < 8; seed++) {
                    List<String> numbered = VarmaTables.draw(entrants, groups, new SplittableRandom(seed));
                    draws++;
                    assertEquals(Set.copyOf(entrants), Set.copyOf(numbered));
                    assertEquals(participants, numbered.size());
                    Set<Integer> envelopesTaken = new HashSet<>();
                    for (List<String> group : groups) {
                        List<Integer> numbers = group.stream().map(member -> numbered.indexOf(member) + 1).toList();
                        Optional<Integer> envelope = IntStream.range(0, row.size()).boxed()
                                .filter(candidate -> row.get(candidate).containsAll(numbers)).findFirst();
                        assertTrue(envelope.isPresent(), participants + " " + split + ": " + numbers);
                        assertTrue(envelopesTaken.add(envelope.get()), participants + " " + split + ": shared");
                        for (Set<Integer> pair : pairsOf(numbers, participants)) {
                            if (participants == 12 && pair.equals(Set.of(6, 12))) {
                                continue;
                            }
                            List<Integer> rounds = meetings.get(pair);
                            assertEquals(2, rounds.size(), participants + ": " + pair);
                            for (int round : rounds) {
                                assertTrue((round - 1) % cycle + 1 <= cycle - LAST_ROUNDS,
                                        participants + " " + split + ": " + pair + " in round " + round);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(draws > 1000, "draws checked: " + draws);
    }

    @Test
    void theSameSeedDrawsTheSameNumbersAndOtherSeedsOthers() {
        List<String> entrants = entrants(16);
        List<List<String>> groups = List.of(entrants.subList(0, 2), entrants.subList(2, 5));
        assertEquals(VarmaTables.draw(entrants, groups, new SplittableRandom(2026)),
                VarmaTables.draw(entrants, groups, new SplittableRandom(2026)));
        Set<List<String>> draws = new HashSet<>();
        for (long seed = 0; seed < 50; seed++) {
            draws.add(VarmaTables.draw(entrants, groups, new SplittableRandom(seed)));
        }
        assertTrue(draws.size() > 40, "distinct draws: " + draws.size());
    }

    /**
     * With a chance that always picks the first choice the procedure shows: the group of 3 draws
     * first and takes A (3, 4, 8), the first envelope with room; the group of 2 takes B (5, 7, 9) and
     * leaves 9; the others draw from 1, 2, 6, 9, 10 in their order.
     */
    @Test
    void theLargestGroupDrawsFirstAndTheOthersTakeWhatIsLeft() {
        List<String> entrants = entrants(10);
        RandomGenerator firstChoice = () -> 0L;
        List<String> numbered = VarmaTables.draw(entrants,
                List.of(List.of("T1", "T2"), List.of("T3", "T4", "T5")), firstChoice);
        assertEquals(List.of("T6", "T7", "T3", "T4", "T1", "T8", "T2", "T5", "T9", "T10"), numbered);
    }

    @Test
    void anOddCountLeavesTheByeNumberUndrawn() {
        // 11 participants read the 11/12 row; 12 is the bye, so C is (6, 8) and fits no group of 3.
        List<String> entrants = entrants(11);
        List<List<String>> groups = List.of(entrants.subList(0, 4), entrants.subList(4, 7), entrants.subList(7, 10));
        assertEquals(Optional.of("groups of 4, 3, 3 do not fit the Varma envelopes of 4, 3, 2, 2 numbers for"
                + " 11 participants, one group each"), VarmaTables.refusal(11, List.of(4, 3, 3)));
        assertThrows(IllegalArgumentException.class, () -> VarmaTables.draw(entrants, groups, new SplittableRandom(1)));
        assertEquals(Optional.empty(), VarmaTables.refusal(12, List.of(4, 3, 3)));
    }

    @Test
    void groupsThatCannotBeDrawnAreRefused() {
        List<String> entrants = entrants(10);
        SplittableRandom random = new SplittableRandom(1);
        assertEquals("groups of 4 do not fit the Varma envelopes of 3, 3, 2, 2 numbers for 10 participants,"
                + " one group each", assertThrows(IllegalArgumentException.class,
                        () -> VarmaTables.draw(entrants, List.of(entrants.subList(0, 4)), random)).getMessage());
        assertEquals(Optional.of("groups of 2, 2, 2, 2, 2 do not fit the Varma envelopes of 3, 3, 2, 2 numbers"
                + " for 10 participants, one group each"), VarmaTables.refusal(10, List.of(2, 2, 2, 2, 2)));
        assertEquals("group 2 has 1 participants; a group keeps at least 2 apart",
                assertThrows(IllegalArgumentException.class, () -> VarmaTables.draw(entrants,
                        List.of(List.of("T1", "T2"), List.of("T3")), random)).getMessage());
        assertEquals("T11 of a group is not among the entrants", assertThrows(IllegalArgumentException.class,
                () -> VarmaTables.draw(entrants, List.of(List.of("T1", "T11")), random)).getMessage());
        assertEquals("T2 is in more than one group, or twice in one", assertThrows(IllegalArgumentException.class,
                () -> VarmaTables.draw(entrants, List.of(List.of("T1", "T2"), List.of("T2", "T3")), random))
                .getMessage());
    }

    private static List<String> entrants(int count) {
        return IntStream.rangeClosed(1, count).mapToObj(number -> "T" + number).toList();
    }

    /** Every pair of the numbers that play (the bye of an odd count left out). */
    private static List<Set<Integer>> pairsOf(List<Integer> numbers, int participants) {
        List<Integer> playing = numbers.stream().filter(number -> number <= participants).toList();
        List<Set<Integer>> pairs = new ArrayList<>();
        for (int first = 0; first < playing.size(); first++) {
            for (int second = first + 1; second < playing.size(); second++) {
                pairs.add(Set.of(playing.get(first), playing.get(second)));
            }
        }
        return pairs;
    }

    /** For each pair of numbers, whatever the colours, the rounds in which they meet. */
    private static Map<Set<Integer>, List<Integer>> meetings(List<RoundRobin.Round> schedule) {
        Map<Set<Integer>, List<Integer>> meetings = new HashMap<>();
        for (RoundRobin.Round round : schedule) {
            for (Pairing game : round.pairings()) {
                meetings.computeIfAbsent(Set.of(game.white(), game.black()), pair -> new ArrayList<>())
                        .add(round.number());
            }
        }
        return meetings;
    }

    /** Every non-increasing list of 1 to 4 group sizes, each at least 2, that fits the count's row. */
    private static List<List<Integer>> splits(int participants) {
        List<List<Integer>> splits = new ArrayList<>();
        addSplits(participants, new ArrayList<>(), participants, splits);
        return splits;
    }

    private static void addSplits(int participants, List<Integer> sizes, int largest, List<List<Integer>> splits) {
        if (!sizes.isEmpty() && VarmaTables.refusal(participants, sizes).isEmpty()) {
            splits.add(List.copyOf(sizes));
        }
        if (sizes.size() == 4) {
            return;
        }
        int used = sizes.stream().mapToInt(Integer::intValue).sum();
        for (int size = 2; size <= Math.min(largest, participants - used); size++) {
            sizes.add(size);
            addSplits(participants, sizes, size, splits);
            sizes.remove(sizes.size() - 1);
        }
    }
}
