package org.teamchess.rules;

import java.util.Arrays;
import java.util.Optional;

/** The two sides of a game (Art. 1.1: the player with the white pieces moves first). */
public enum Side {
    WHITE,
    BLACK;

    /** The other side. */
    public Side opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The lower-case English name used on the wire and in JSON ({@code white}, {@code black}). */
    public String wireName() {
        return this == WHITE ? "white" : "black";
    }

    /** The side with this {@link #wireName() wire name}; empty for anything else. */
    public static Optional<Side> fromWireName(String name) {
        return Arrays.stream(values()).filter(side -> side.wireName().equals(name)).findFirst();
    }
}
