package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.teamchess.rules.variant.CastlingNotation;
import org.teamchess.rules.variant.Variant;

/**
 * Compares {@link Perft#divide} with Stockfish's {@code go perft} on positions reached by seeded
 * random play ({@link RandomPositions}), standard and Chess960. A difference is reported as the first
 * position where the two disagree on the legal moves themselves, found by following the first move
 * whose counts differ.
 *
 * <p>Without Stockfish the tests are skipped, unless the system property
 * {@value Stockfish#REQUIRED_PROPERTY} is {@code true} (the {@code deep} profile sets it): then they fail.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class StockfishDifferentialTest {

    private static final String NOT_INSTALLED = "Stockfish is not installed (neither /usr/games/stockfish nor"
            + " stockfish on the PATH, nor -D" + Stockfish.PATH_PROPERTY + "): apt-get install stockfish";

    private static Stockfish stockfish;

    @BeforeAll
    static void startStockfish() {
        Optional<Path> binary = Stockfish.find();
        if (binary.isEmpty() && Boolean.getBoolean(Stockfish.REQUIRED_PROPERTY)) {
            fail(NOT_INSTALLED + ". It is required because " + Stockfish.REQUIRED_PROPERTY + "=true.");
        }
        binary.ifPresent(path -> stockfish = Stockfish.start(path));
    }

    @BeforeEach
    void needsStockfish() {
        Assumptions.assumeTrue(stockfish != null, NOT_INSTALLED);
    }

    @AfterAll
    static void stopStockfish() {
        if (stockfish != null) {
            stockfish.close();
        }
    }

    @Test
    void movesOfAFewHundredRandomPositionsMatchStockfish() {
        assertSameAsStockfish(RandomPositions.generate(20_251_122L, 300), 2);
        assertSameAsStockfish(RandomPositions.generate(960L, 30), 3);
    }

    @Tag("deep")
    @Test
    void movesOfThousandsOfRandomPositionsMatchStockfish() {
        assertSameAsStockfish(RandomPositions.generate(1L, 10_000), 2);
        assertSameAsStockfish(RandomPositions.generate(2L, 4_000), 3);
    }

    private static void assertSameAsStockfish(List<Position> positions, int depth) {
        for (int index = 0; index < positions.size(); index++) {
            Position position = positions.get(index);
            if (!Perft.divide(position, depth).equals(stockfishDivide(position, depth))) {
                fail("random position " + index + " differs from " + stockfish.name() + " at perft " + depth + ": "
                        + firstDivergence(position, depth, new ArrayList<>()));
            }
        }
    }

    /** Follows the first root move whose counts differ down to a position whose move lists differ. */
    private static String firstDivergence(Position position, int depth, List<String> path) {
        Map<String, Long> ours = Perft.divide(position, depth);
        Map<String, Long> theirs = stockfishDivide(position, depth);
        Set<String> onlyOurs = new TreeSet<>(ours.keySet());
        onlyOurs.removeAll(theirs.keySet());
        Set<String> onlyTheirs = new TreeSet<>(theirs.keySet());
        onlyTheirs.removeAll(ours.keySet());
        String where = (path.isEmpty() ? "" : "after " + String.join(" ", path) + ", ") + "FEN " + position.toFen();
        if (!onlyOurs.isEmpty() || !onlyTheirs.isEmpty()) {
            return where + ": moves only chess-rules generates " + onlyOurs + ", moves only Stockfish generates " + onlyTheirs;
        }
        for (Map.Entry<String, Long> entry : ours.entrySet()) {
            long theirCount = theirs.get(entry.getKey());
            if (entry.getValue() != theirCount) {
                if (depth == 1) {
                    return where + ": " + entry.getKey() + " counts " + entry.getValue() + " here, " + theirCount + " in Stockfish";
                }
                path.add(entry.getKey());
                return firstDivergence(Positions.play(position, entry.getKey()), depth - 1, path);
            }
        }
        return where + ": the same on a second look (Stockfish answered differently the first time)";
    }

    private static Map<String, Long> stockfishDivide(Position position, int depth) {
        boolean chess960 = position.variant() == Variant.CHESS960;
        String fen = Fen.format(position, chess960 ? CastlingNotation.SHREDDER : CastlingNotation.STANDARD);
        return stockfish.divide(fen, chess960, depth);
    }
}
