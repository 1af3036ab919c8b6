package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * {@link MatingPotential#canMate} and {@link MatingPotential#isDeadPosition} against the labelled
 * positions of Ambrona's Chess Unwinnability Analyzer (source and licence in the data files'
 * headers): never unsound, and undecided only within the measured limit. The first part runs in
 * every build, the second in the deep profile.
 */
class ChaTestVectorTest {

    static final String DATA = "/mating/cha-test-vector.txt";
    static final String MORE_DATA = "/mating/cha-test-vector-2.txt";
    /**
     * A tenth of the default budget keeps the suite short. CHA_BUDGET (an environment variable, as
     * the forked test JVM inherits it) measures another, e.g. the default: the limits below then
     * still apply, and the printed list is the measurement.
     */
    private static final long BUDGET = Long.parseLong(System.getenv().getOrDefault("CHA_BUDGET", "100000"));

    record Labelled(String fen, Side side, boolean canMate) {
    }

    static List<Labelled> load() throws IOException {
        return load(DATA);
    }

    static List<Labelled> load(String resource) throws IOException {
        List<Labelled> cases = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                ChaTestVectorTest.class.getResourceAsStream(resource), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String fen = line.substring(3) + " 0 1";
                cases.add(new Labelled(fen, Side.WHITE, line.charAt(0) == 'W'));
                cases.add(new Labelled(fen, Side.BLACK, line.charAt(1) == 'B'));
            }
        }
        return cases;
    }

    @Test
    void everyAnswerAgreesWithTheLabelAndFewStayUndecided() throws IOException {
        // Measured: 30 at this budget (9 "cannot mate", 21 long helpmates).
        check(DATA, 30, 9);
    }

    @Test
    @Tag("deep")
    void theRestOfTheVectorAgreesWithItsLabelsToo() throws IOException {
        // Measured: 66 at this budget (27 "cannot mate", 39 long helpmates); docs/benchmarks.md has the default budget.
        check(MORE_DATA, 66, 27);
    }

    /**
     * Every verdict agrees with its label, at most {@code maxUndecided} questions stay undecided and
     * at most {@code maxImpossibleOpen} of them are "cannot mate"; {@code isDeadPosition} (with its
     * search) says "dead" only where the label says neither side can mate.
     */
    private static void check(String resource, int maxUndecided, int maxImpossibleOpen) throws IOException {
        List<Labelled> cases = load(resource);
        List<String> wrong = new ArrayList<>();
        List<String> undecided = new ArrayList<>();
        int impossible = 0;
        int impossibleDecided = 0;
        int dead = 0;
        int deadFound = 0;
        for (int i = 0; i < cases.size(); i++) {
            Labelled labelled = cases.get(i);
            Position position = Fen.parse(labelled.fen()).orElseThrow();
            MateVerdict verdict = MatingPotential.canMate(position, labelled.side(), BUDGET);
            String name = labelled.side() + " in " + labelled.fen();
            if (verdict instanceof MateVerdict.Possible possible) {
                Position end = position;
                for (Move move : possible.proofLine()) {
                    end = end.play(move);
                }
                assertTrue(end.isCheckmate() && end.sideToMove() == labelled.side().opposite(), name);
                if (!labelled.canMate()) {
                    wrong.add("a replayed mate where the label says none: " + name);
                }
            } else if (verdict instanceof MateVerdict.Impossible) {
                if (labelled.canMate()) {
                    wrong.add("UNSOUND, impossible where the label says mate: " + name);
                }
            } else {
                undecided.add((labelled.canMate() ? "mate   " : "no mate ") + name);
            }
            if (!labelled.canMate()) {
                impossible++;
                impossibleDecided += verdict instanceof MateVerdict.Impossible ? 1 : 0;
            }
            if (labelled.side() == Side.BLACK) {
                boolean labelledDead = !labelled.canMate() && !cases.get(i - 1).canMate();
                boolean found = MatingPotential.isDeadPosition(position);
                dead += labelledDead ? 1 : 0;
                deadFound += found ? 1 : 0;
                if (found && !labelledDead) {
                    wrong.add("UNSOUND, dead where the label says a side can mate: " + labelled.fen());
                }
            }
        }
        long impossibleOpen = undecided.stream().filter(line -> line.startsWith("no mate")).count();
        System.out.printf("%s: %d questions, %d undecided; %d of %d without mate proven; isDeadPosition %d of %d dead%n",
                resource, cases.size(), undecided.size(), impossibleDecided, impossible, deadFound, dead);
        undecided.forEach(line -> System.out.println("  undecided: " + line));
        assertEquals(List.of(), wrong);
        assertTrue(undecided.size() <= maxUndecided, "undecided: " + undecided.size());
        assertTrue(impossibleOpen <= maxImpossibleOpen, "\"cannot mate\" undecided: " + impossibleOpen);
    }
}
