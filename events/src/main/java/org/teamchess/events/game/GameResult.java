package org.teamchess.events.game;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The result of a played game as written in a score sheet and in PGN (Art. 8.7, PGN standard
 * 8.2.6): {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}.
 */
public enum GameResult {
    /** White won. */
    WHITE_WON("1-0"),
    /** Black won. */
    BLACK_WON("0-1"),
    /** Drawn. */
    DRAW("1/2-1/2");

    private final String wireName;

    GameResult(String wireName) {
        this.wireName = wireName;
    }

    /** The notation used on the wire and in PGN. */
    @JsonValue
    public String wireName() {
        return wireName;
    }
}
