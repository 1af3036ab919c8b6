package org.teamchess.rules.mating;

import java.util.ArrayList;
import java.util.List;

import org.teamchess.rules.Move;
import org.teamchess.rules.PieceType;
import org.teamchess.rules.Position;
import org.teamchess.rules.Side;

/**
 * Visits every position reachable from the root, once each (Art. 5.2.2, 6.9: "any series of legal
 * moves"), stopping where a static rule proves that the winner can never mate. When every reachable
 * position is visited and none is a mate, there is no mate: this decides the blocked positions whose
 * few movable pieces shuffle in a small space, where depth-bounded searches only ever cut off.
 * Positions are told apart by {@link Position#repetitionKey()}, so the move counters play no part.
 */
final class ExhaustiveSearch {

    /** The answer of one run. */
    enum Outcome { MATE, NO_MATE, OUT_OF_NODES }

    /** A position on the current path, and the index of its next move to try. */
    private static final class Frame {
        final Position position;
        List<Move> moves;
        int next;

        Frame(Position position) {
            this.position = position;
        }
    }

    /** The side whose mate is sought, or null for a mate by either side (a dead-position test). */
    private final Side winner;
    private final long[] visited;
    private final int mask;
    private final long nodeLimit;
    private long nodes;
    private final List<Move> line = new ArrayList<>();

    /**
     * @param winner the side whose mate is sought, or null for a mate by either side: the run then
     *        stops only where a static rule proves that neither side can mate
     * @param nodeLimit how many positions this run may visit, at least 1
     */
    ExhaustiveSearch(Side winner, long nodeLimit) {
        this.winner = winner;
        this.nodeLimit = nodeLimit;
        int bits = Math.max(10, 65 - Long.numberOfLeadingZeros(nodeLimit));
        this.visited = new long[1 << bits];
        this.mask = (1 << bits) - 1;
    }

    /** The positions this run visited. */
    long nodes() {
        return nodes;
    }

    /** After {@link Outcome#MATE}: the moves from the root to the mate. */
    List<Move> line() {
        return line;
    }

    Outcome run(Position root) {
        // The path is kept on a list, not the Java stack: it can be as long as the run.
        List<Frame> path = new ArrayList<>();
        visit(root);
        path.add(new Frame(root));
        while (!path.isEmpty()) {
            Frame frame = path.get(path.size() - 1);
            if (frame.moves == null) {
                frame.moves = frame.position.legalMoves();
            }
            if (frame.next == frame.moves.size()) {
                path.remove(path.size() - 1);
                // Made again when the path comes back here, so that a long path holds no move lists.
                if (!path.isEmpty()) {
                    path.get(path.size() - 1).moves = null;
                }
                continue;
            }
            Move move = frame.moves.get(frame.next++);
            Position next = frame.position.play(move);
            if (!visit(next)) {
                continue;
            }
            if (++nodes > nodeLimit) {
                return Outcome.OUT_OF_NODES;
            }
            if (next.sideToMove() != winner && next.isCheckmate()) { // with no winner, any mate
                for (Frame step : path) {
                    line.add(step.moves == null ? step.position.legalMoves().get(step.next - 1) : step.moves.get(step.next - 1));
                }
                return Outcome.MATE;
            }
            boolean irreversible = move.isCapture() || move.piece() == PieceType.PAWN;
            boolean settled = winner == null ? MatingPotential.staticallyDead(next, irreversible)
                    : MatingPotential.staticProof(next, winner, irreversible).isPresent();
            if (!settled) {
                frame.moves = null;
                path.add(new Frame(next));
            }
        }
        return Outcome.NO_MATE;
    }

    /** Marks a position visited; false when it already was. */
    private boolean visit(Position position) {
        long key = position.repetitionKey() | 1; // 0 marks an empty slot
        for (int slot = (int) (key ^ key >>> 32) & mask; ; slot = (slot + 1) & mask) {
            if (visited[slot] == key) {
                return false;
            }
            if (visited[slot] == 0) {
                visited[slot] = key;
                return true;
            }
        }
    }
}
