package org.teamchess.rules.game;

/**
 * How the position on the board stands: still being played, or ended by the laws themselves,
 * with no claim, offer or clock involved.
 */
public enum GameStatus {
    ONGOING("ongoing"),
    /** Art. 5.1.1: the king is checkmated; the side that mated wins. */
    CHECKMATE("checkmate"),
    /** Art. 5.2.1: the side to move has no legal move and is not in check; a draw. */
    STALEMATE("stalemate"),
    /** Art. 5.2.2 / 9.6 (2009-2011), 5.2.2 / 9.6.3 (2017): no series of legal moves can lead to mate; a draw. */
    DEAD_POSITION("dead_position"),
    /** 2017 rules Art. 9.6.1: the same position has appeared at least five times; a draw. */
    FIVEFOLD_REPETITION("fivefold_repetition"),
    /** 2017 rules Art. 9.6.2: 75 moves by each player without a pawn move or capture; a draw. */
    SEVENTY_FIVE_MOVES("seventy_five_moves");

    private final String wireName;

    GameStatus(String wireName) {
        this.wireName = wireName;
    }

    /** The lower-case name used in JSON and on the wire, e.g. {@code dead_position}. */
    public String wireName() {
        return wireName;
    }

    public boolean isOver() {
        return this != ONGOING;
    }
}
