package org.teamchess.load;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.teamchess.rules.Fen;
import org.teamchess.rules.Position;

/**
 * A bot's choice: a legal move of the position, at random. The legal moves are ordered by their UCI
 * text before the pick, so that a seed gives the same move for the same position.
 */
public final class MoveChooser {

    private final Random random;

    public MoveChooser(long seed) {
        this.random = new Random(seed);
    }

    /**
     * A legal move of the position in UCI ({@code e2e4}, {@code e7e8q}), or empty when there is none
     * (mate or stalemate).
     *
     * @throws IllegalArgumentException when the FEN cannot be read
     */
    public synchronized Optional<String> choose(String fen) {
        Position position = Fen.parse(fen).orElseThrow();
        List<String> moves = position.legalMoves().stream()
                .map(move -> position.toUci(move).toString())
                .sorted(Comparator.naturalOrder())
                .toList();
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(random.nextInt(moves.size())));
    }
}
