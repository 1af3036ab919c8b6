package org.teamchess.tournament.fairplay;

/**
 * One principal variation of a MultiPV search.
 *
 * @param rank  1 for the engine's first choice
 * @param score the evaluation in centipawns from the side to move's view, mates mapped by {@link #mateCp}
 * @param move  the line's first move in UCI
 */
public record EngineLine(int rank, int score, String move) {

    /** What a mate in {@code moves} (negative: being mated) is worth: beyond any material count. */
    public static int mateCp(int moves) {
        return moves > 0 ? MATE - moves : -MATE - moves;
    }

    /** The value of a mate, far beyond every loss cap. */
    public static final int MATE = 100_000;
}
