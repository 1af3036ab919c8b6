package org.teamchess.rules;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;

/**
 * Every "cannot mate" answer of {@link MatingPotential} checked against play: random series of legal
 * moves from a position declared dead (or unwinnable for a side) never end in such a mate. Random play
 * proves nothing, but it finds an unsound rule quickly, as any mate it stumbles on refutes the claim.
 */
class MatingSoundnessTest {

    private static final int PLAYOUTS = 30;
    private static final int PLIES = 80;

    @Test
    void deadPositionsOfTheChaTestVectorNeverReachAMate() throws IOException {
        for (Position position : chaPositions()) {
            if (MatingPotential.isDeadPosition(position)) {
                assertNoMateInRandomPlay(position, null);
            }
        }
    }

    @Test
    void randomPositionsDeclaredUnwinnableNeverReachThatMate() {
        for (Position position : RandomPositions.generate(16, 200)) {
            if (MatingPotential.isDeadPosition(position)) {
                assertNoMateInRandomPlay(position, null);
            }
            for (Side side : Side.values()) {
                if (MatingPotential.canMate(position, side, 20_000) instanceof MateVerdict.Impossible) {
                    assertNoMateInRandomPlay(position, side);
                }
            }
        }
    }

    /** @param winner the side that must never mate, or null for both */
    private static void assertNoMateInRandomPlay(Position start, Side winner) {
        Random random = new Random(start.repetitionKey());
        for (int playout = 0; playout < PLAYOUTS; playout++) {
            Position position = start;
            for (int ply = 0; ply < PLIES; ply++) {
                List<Move> moves = position.legalMoves();
                if (moves.isEmpty()) {
                    boolean mated = position.isCheck() && (winner == null || position.sideToMove() == winner.opposite());
                    assertFalse(mated, () -> "declared unwinnable: " + start.toFen());
                    break;
                }
                position = position.play(moves.get(random.nextInt(moves.size())));
            }
        }
    }

    private static List<Position> chaPositions() throws IOException {
        List<Position> positions = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                MatingSoundnessTest.class.getResourceAsStream("/mating/cha-test-vector.txt"), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    positions.add(Fen.parse(line.substring(3) + " 0 1").orElseThrow());
                }
            }
        }
        return positions;
    }
}
