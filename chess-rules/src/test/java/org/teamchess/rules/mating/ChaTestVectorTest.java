package org.teamchess.rules.mating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * {@link MatingPotential#canMate} against the labelled positions of Ambrona's Chess Unwinnability
 * Analyzer (source and licence in the data file's header): never unsound, and undecided only within
 * the measured limit.
 */
class ChaTestVectorTest {

    private static final String DATA = "/mating/cha-test-vector.txt";
    /** A tenth of the default budget keeps the suite short; the benchmark module measures the default. */
    private static final long BUDGET = 100_000;

    record Labelled(String fen, Side side, boolean canMate) {
    }

    static List<Labelled> load() throws IOException {
        List<Labelled> cases = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                ChaTestVectorTest.class.getResourceAsStream(DATA), StandardCharsets.UTF_8))) {
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
        List<Labelled> cases = load();
        List<String> wrong = new ArrayList<>();
        List<String> undecided = new ArrayList<>();
        int impossible = 0;
        int impossibleDecided = 0;
        for (Labelled labelled : cases) {
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
        }
        System.out.printf("CHA test vector: %d questions, %d undecided; %d of %d without mate proven%n",
                cases.size(), undecided.size(), impossibleDecided, impossible);
        undecided.forEach(line -> System.out.println("  undecided: " + line));
        assertEquals(List.of(), wrong);
        assertTrue(undecided.size() <= 32, "undecided: " + undecided.size());
    }
}
