package org.teamchess.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The computed tables against the ones seed 004 prints in Art. 22.5. The resource
 * {@code seed-004/berger-tables-art-22.5.txt} is the seed's text verbatim, from "3 - 4 игрока." to
 * the end of the 21-22 table (lines 531-1788 of {@code 004_4e726afa0887e987.txt}).
 */
class BergerTablesTest {

    private static final Pattern HEADER = Pattern.compile("^(\\d+) - (\\d+) игрок");
    private static final Pattern ROUND = Pattern.compile("^\\t(\\d+)$");
    private static final Pattern PAIRING = Pattern.compile("^\\t(\\d+):(\\d+)$");

    /** The printed tables by their even size, each a list of rounds of pairings in printed order. */
    static Map<Integer, List<List<Pairing>>> printedTables() throws IOException {
        String text;
        try (InputStream in = BergerTablesTest.class.getResourceAsStream("/seed-004/berger-tables-art-22.5.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Map<Integer, List<List<Pairing>>> tables = new LinkedHashMap<>();
        List<List<Pairing>> table = null;
        for (String line : text.split("\n", -1)) {
            Matcher header = HEADER.matcher(line);
            Matcher round = ROUND.matcher(line);
            Matcher pairing = PAIRING.matcher(line);
            if (header.find()) {
                table = new ArrayList<>();
                tables.put(Integer.parseInt(header.group(2)), table);
            } else if (round.matches()) {
                assertEquals(table.size() + 1, Integer.parseInt(round.group(1)), "rounds in order");
                table.add(new ArrayList<>());
            } else if (pairing.matches()) {
                table.get(table.size() - 1).add(new Pairing(Integer.parseInt(pairing.group(1)),
                        Integer.parseInt(pairing.group(2))));
            }
        }
        return tables;
    }

    static Stream<Integer> printedSizes() throws IOException {
        return printedTables().keySet().stream();
    }

    @Test
    void theSeedPrintsEveryTableFrom4To22Except6() throws IOException {
        assertEquals(List.of(4, 8, 10, 12, 14, 16, 18, 20, 22), List.copyOf(printedTables().keySet()));
    }

    @ParameterizedTest(name = "{0} participants")
    @MethodSource("printedSizes")
    void reproducesThePrintedTable(int size) throws IOException {
        List<List<Pairing>> printed = printedTables().get(size);
        assertEquals(size - 1, printed.size(), "rounds printed");
        assertEquals(printed, BergerTables.table(size));
    }

    @ParameterizedTest(name = "{0} participants")
    @MethodSource("printedSizes")
    void anOddCountUsesTheTableOfTheNextEvenSize(int size) throws IOException {
        assertEquals(printedTables().get(size), BergerTables.table(size - 1));
    }

    /** The table the seed leaves out, by the same construction (docs/decisions/berger-tables.md). */
    @Test
    void theDerived5To6TableIsTheStandardOne() {
        assertEquals(List.of(
                        List.of(new Pairing(1, 6), new Pairing(2, 5), new Pairing(3, 4)),
                        List.of(new Pairing(6, 4), new Pairing(5, 3), new Pairing(1, 2)),
                        List.of(new Pairing(2, 6), new Pairing(3, 1), new Pairing(4, 5)),
                        List.of(new Pairing(6, 5), new Pairing(1, 4), new Pairing(2, 3)),
                        List.of(new Pairing(3, 6), new Pairing(4, 2), new Pairing(5, 1))),
                BergerTables.table(6));
    }

    @ParameterizedTest(name = "{0} participants")
    @ValueSource(ints = {2, 3, 4, 5, 6, 7, 8, 13, 22, 40})
    void everyoneMeetsEveryoneOnceAndPlaysOnceARound(int participants) {
        List<List<Pairing>> table = BergerTables.table(participants);
        int n = participants % 2 == 0 ? participants : participants + 1;
        Set<Set<Integer>> met = new HashSet<>();
        for (List<Pairing> round : table) {
            Set<Integer> playing = new HashSet<>();
            for (Pairing pairing : round) {
                assertTrue(playing.add(pairing.white()) && playing.add(pairing.black()), round.toString());
                assertTrue(met.add(Set.of(pairing.white(), pairing.black())), "met twice: " + pairing);
            }
            assertEquals(n, playing.size());
        }
        assertEquals(n * (n - 1) / 2, met.size());
    }

    /** In a Berger table nobody's White and Black counts differ by more than one. */
    @ParameterizedTest(name = "{0} participants")
    @ValueSource(ints = {4, 6, 8, 10, 16, 22})
    void coloursAreBalanced(int participants) {
        int[] whites = new int[participants + 1];
        BergerTables.table(participants).forEach(round -> round.forEach(pairing -> whites[pairing.white()]++));
        IntStream.rangeClosed(1, participants).forEach(number -> {
            int blacks = participants - 1 - whites[number];
            assertTrue(Math.abs(whites[number] - blacks) <= 1, number + ": " + whites[number] + " white");
        });
    }

    @Test
    void fewerThanTwoParticipantsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> BergerTables.table(1));
    }
}
