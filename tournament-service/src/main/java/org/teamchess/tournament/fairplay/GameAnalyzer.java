package org.teamchess.tournament.fairplay;

import java.util.ArrayList;
import java.util.List;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;
import org.teamchess.rules.pgn.PgnEntry;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;

/**
 * Replays a game's PGN and scores each move against the engine's search of the position before it:
 * the centipawn loss (the best line's evaluation minus the played move's, evaluations clamped to
 * the loss cap so that mates and won positions count as "won", not as thousands of centipawns) and
 * whether the move was the engine's first choice or among its first three. The rules are written
 * down in docs/decisions/fair-play-analysis.md.
 */
public final class GameAnalyzer {

    /** The thresholds of the analysis. */
    public record Rules(long nodes, int bookPlies, int decidedCp, int lossCapCp) {
    }

    private final Rules rules;

    public GameAnalyzer(Rules rules) {
        this.rules = rules;
    }

    /**
     * @param pgn        the game, English SAN, as game-service gave it: its {@code [%clk]} comments
     *                   give the time profile ({@link ClockTimes}); moves without one are left out of it
     * @throws IllegalArgumentException if the PGN is not one readable played game
     */
    public GameAnalysis analyse(String pgn, UciEngine engine) {
        List<PgnEntry> entries = PgnReader.read(pgn);
        if (entries.size() != 1 || !entries.get(0).isComplete()) {
            throw new IllegalArgumentException("the record is not one readable game");
        }
        PgnGame game = entries.get(0).game();
        List<Move> moves = game.playedMoves().toOptional()
                .orElseThrow(() -> new IllegalArgumentException("the main line holds a null move"));
        List<Position> positions = game.positions();
        List<Long> spent = ClockTimes.spent(game);
        engine.newGame();
        List<List<EngineLine>> lines = new ArrayList<>(positions.size());
        List<Integer> best = new ArrayList<>(positions.size());
        for (Position position : positions) {
            List<EngineLine> found = position.legalMoveCount() == 0 ? List.of()
                    : engine.analyse(position.toFen(), rules.nodes());
            lines.add(found);
            best.add(found.isEmpty() ? terminal(position) : found.get(0).score());
        }
        Tally white = new Tally();
        Tally black = new Tally();
        for (int ply = 0; ply < moves.size(); ply++) {
            Position before = positions.get(ply);
            Move move = moves.get(ply);
            Tally tally = before.sideToMove() == Side.WHITE ? white : black;
            tally.moves++;
            int rank = rank(before, move, lines.get(ply));
            if (spent.get(ply) != null) {
                tally.millis.add(spent.get(ply));
            }
            if (ply < rules.bookPlies()) {
                continue;
            }
            int bestScore = best.get(ply);
            int playedScore = rank > 0 ? lines.get(ply).get(rank - 1).score() : -best.get(ply + 1);
            int loss = Math.max(0, clamp(bestScore) - clamp(playedScore));
            tally.counted++;
            tally.loss += Math.min(loss, rules.lossCapCp());
            if (before.legalMoveCount() > 1 && Math.abs(bestScore) <= rules.decidedCp()) {
                tally.nonTrivial++;
                tally.top1 += rank == 1 ? 1 : 0;
                tally.top3 += rank >= 1 ? 1 : 0;
            }
        }
        return new GameAnalysis(engine.name(), rules.nodes(), white.side(), black.side());
    }

    /** The rank (1..3) of the played move among the engine's lines, 0 when it is none of them. */
    private static int rank(Position before, Move move, List<EngineLine> lines) {
        for (EngineLine line : lines) {
            // Compared as moves, not as text: castling may be written king-to-rook or king-two-squares.
            boolean same = Uci.parse(line.move()).toOptional().flatMap(uci -> before.resolve(uci).toOptional())
                    .map(move::equals).orElse(false);
            if (same) {
                return line.rank();
            }
        }
        return 0;
    }

    /** A position without a legal move, from its side to move's view: mated, or a stalemate's draw. */
    private static int terminal(Position position) {
        return position.isCheckmate() ? -EngineLine.MATE : 0;
    }

    private int clamp(int score) {
        return Math.max(-rules.lossCapCp(), Math.min(rules.lossCapCp(), score));
    }

    private static final class Tally {
        int moves;
        int counted;
        long loss;
        int nonTrivial;
        int top1;
        int top3;
        final List<Long> millis = new ArrayList<>();

        SideAnalysis side() {
            return new SideAnalysis(moves, counted, counted == 0 ? null : (double) loss / counted, nonTrivial, top1,
                    top3, millis);
        }
    }
}
