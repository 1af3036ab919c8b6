package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the perft data files {@code src/test/resources/perft/*.perft}, one dynamic test per line.
 *
 * <p>A file is a list of entries; {@code #} starts a comment, which names the source of the counts:
 * <pre>
 * id kiwipete                 starts an entry
 * fen r3k2r/... w KQkq - 0 1  the position (standard, X-FEN or Shredder-FEN castling field)
 * variant chess960            optional: read the FEN as Chess960 whatever its castling field says
 * perft 3 97862               depth and leaf-node count, one line each
 * </pre>
 *
 * <p>Two tiers keep the ordinary build fast: a line of at most {@value #FAST_TIER_MAX_NODES} nodes
 * runs in every build; a larger one only in the {@code deep} tier ({@code ./mvnw verify -Pdeep}), up
 * to {@code teamchess.perft.maxNodes} nodes a line (default {@value #DEFAULT_DEEP_TIER_MAX_NODES}).
 * Published counts above that stay in the files as a record and can be run by raising the limit.
 */
class PerftSuiteTest {

    static final long FAST_TIER_MAX_NODES = 1_000_000L;
    static final long DEFAULT_DEEP_TIER_MAX_NODES = 200_000_000L;
    /** The deep tier promises at least this many nodes in all, so that it stays deep as files change. */
    static final long DEEP_TIER_MIN_TOTAL_NODES = 100_000_000L;

    @TestFactory
    Stream<DynamicTest> countsUpToAMillionNodesMatchThePublishedOnes() {
        return tests(readSuite(), 0, FAST_TIER_MAX_NODES);
    }

    @Tag("deep")
    @TestFactory
    Stream<DynamicTest> deeperCountsMatchThePublishedOnes() {
        long limit = Long.getLong("teamchess.perft.maxNodes", DEFAULT_DEEP_TIER_MAX_NODES);
        List<Entry> suite = readSuite();
        long total = suite.stream().flatMap(entry -> entry.lines().stream())
                .mapToLong(Line::nodes).filter(nodes -> nodes > FAST_TIER_MAX_NODES && nodes <= limit).sum();
        assertTrue(total >= DEEP_TIER_MIN_TOTAL_NODES,
                "the deep perft tier covers only " + total + " nodes; it should cover " + DEEP_TIER_MIN_TOTAL_NODES);
        return tests(suite, FAST_TIER_MAX_NODES, limit);
    }

    private static Stream<DynamicTest> tests(List<Entry> suite, long aboveNodes, long upToNodes) {
        return suite.stream().flatMap(entry -> entry.lines().stream()
                .filter(line -> line.nodes() > aboveNodes && line.nodes() <= upToNodes)
                .map(line -> DynamicTest.dynamicTest(
                        entry.file() + " " + entry.id() + " perft " + line.depth() + " = " + line.nodes(),
                        () -> assertCount(entry, line))));
    }

    private static void assertCount(Entry entry, Line line) {
        Position position = Fen.parse(entry.fen(), entry.chess960()).orElseThrow();
        assertEquals(line.nodes(), Perft.count(position, line.depth()),
                () -> entry.id() + " (" + entry.fen() + ") perft " + line.depth() + "; divide: "
                        + Perft.divide(position, line.depth()));
    }

    record Entry(String file, String id, String fen, boolean chess960, List<Line> lines) {
    }

    record Line(int depth, long nodes) {
    }

    static List<Entry> readSuite() {
        URL folder = PerftSuiteTest.class.getResource("/perft");
        if (folder == null) {
            throw new IllegalStateException("no perft folder on the test class path");
        }
        try (Stream<Path> files = Files.list(Path.of(folder.toURI()))) {
            List<Entry> entries = new ArrayList<>();
            for (Path file : files.filter(path -> path.toString().endsWith(".perft")).sorted().toList()) {
                entries.addAll(read(file));
            }
            return entries;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Entry> read(Path file) throws IOException {
        String name = file.getFileName().toString();
        List<Entry> entries = new ArrayList<>();
        String id = null;
        String fen = null;
        boolean chess960 = false;
        List<Line> lines = new ArrayList<>();
        int number = 0;
        for (String raw : Files.readAllLines(file)) {
            number++;
            String text = raw.strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            String[] words = text.split("\\s+", 2);
            String value = words.length > 1 ? words[1] : "";
            switch (words[0]) {
                case "id" -> {
                    if (id != null) {
                        entries.add(new Entry(name, id, fen, chess960, List.copyOf(lines)));
                    }
                    id = value;
                    fen = null;
                    chess960 = false;
                    lines.clear();
                }
                case "fen" -> fen = value;
                case "variant" -> chess960 = value.equalsIgnoreCase("chess960");
                case "perft" -> {
                    String[] numbers = value.split("\\s+");
                    lines.add(new Line(Integer.parseInt(numbers[0]), Long.parseLong(numbers[1])));
                }
                default -> throw new IllegalStateException(name + ":" + number + ": unknown directive '" + words[0] + "'");
            }
            if (id == null || (!words[0].equals("id") && !words[0].equals("fen") && fen == null)) {
                throw new IllegalStateException(name + ":" + number + ": '" + words[0] + "' before its entry's id and fen");
            }
        }
        if (id != null) {
            entries.add(new Entry(name, id, fen, chess960, List.copyOf(lines)));
        }
        return entries;
    }
}
