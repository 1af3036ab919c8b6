package org.teamchess.rules.game;

/** The draws a player may claim under the laws (Art. 9.2, 9.3); neither ends the game by itself. */
public enum DrawClaim {
    /** Art. 9.2: the same position has appeared, or is about to appear, for at least the third time. */
    THREEFOLD_REPETITION("threefold_repetition"),
    /** Art. 9.3: each player has made 50 moves without a pawn move or a capture, or is about to. */
    FIFTY_MOVES("fifty_moves");

    private final String wireName;

    DrawClaim(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
