package org.teamchess.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.teamchess.rules.variant.Chess960;

/**
 * Positions reached by random play, the same for the same seed on every run. Each game starts from
 * the standard position or from a Chess960 start position the seed picks, and stops after a random
 * number of plies or at mate or stalemate. Most games lean, by a random amount, towards promotions
 * first and then captures and advanced pawn moves, so that endgames, promotions and promoted pieces
 * turn up instead of only crowded middlegames.
 */
final class RandomPositions {

    private static final int MAX_PLIES = 200;

    private RandomPositions() {
    }

    /** {@code count} positions, one per random game, from a seeded {@link Random}. */
    static List<Position> generate(long seed, int count) {
        Random random = new Random(seed);
        List<Position> positions = new ArrayList<>(count);
        while (positions.size() < count) {
            positions.add(playOut(random));
        }
        return positions;
    }

    private static Position playOut(Random random) {
        Position position = random.nextBoolean() ? Position.standard()
                : Chess960.startingPosition(random.nextInt(960)).orElseThrow();
        int plies = random.nextInt(MAX_PLIES);
        double forcingShare = random.nextInt(4) == 0 ? 0 : 0.3 + 0.6 * random.nextDouble();
        for (int ply = 0; ply < plies; ply++) {
            List<Move> moves = position.legalMoves();
            if (moves.isEmpty()) {
                break;
            }
            List<Move> choices = moves;
            if (random.nextDouble() < forcingShare) {
                Side mover = position.sideToMove();
                List<Move> promotions = moves.stream().filter(move -> move.promotion() != null).toList();
                List<Move> forcing = promotions.isEmpty()
                        ? moves.stream().filter(move -> move.isCapture() || isAdvancedPawnMove(move, mover)).toList()
                        : promotions;
                if (!forcing.isEmpty()) {
                    choices = forcing;
                }
            }
            position = position.play(choices.get(random.nextInt(choices.size())));
        }
        return position;
    }

    /** A pawn move into the opponent's half of the board. */
    private static boolean isAdvancedPawnMove(Move move, Side mover) {
        int rank = move.to().rank();
        return move.piece() == PieceType.PAWN && (mover == Side.WHITE ? rank >= 4 : rank <= 3);
    }
}
