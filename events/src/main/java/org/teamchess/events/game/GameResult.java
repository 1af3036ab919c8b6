package org.teamchess.events.game;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The result of a game as written in a score sheet and in PGN (Art. 8.7, PGN standard 8.2.6):
 * {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}; and two results an arbiter may declare that no
 * played game has: {@code 0-0}, both sides lose (a double forfeit, -/-), and {@code *}, no result
 * (the game was voided). Whether a win or loss was played or forfeited (+/-, -/+) is the
 * {@link Termination}'s to say ({@code forfeit}, {@code no-show}).
 *
 * <p>The last two were added within schema version 1 of {@code GameEnded}: a consumer built before
 * them cannot read an event that carries them (an invalid field, skipped), and one built after must
 * score them (Art. 12.1: 0 points to each side for {@code 0-0}; none at all for {@code *}).
 */
public enum GameResult {
    /** White won. */
    WHITE_WON("1-0"),
    /** Black won. */
    BLACK_WON("0-1"),
    /** Drawn. */
    DRAW("1/2-1/2"),
    /**
     * Both sides lost: a double forfeit declared by the arbiter (-/-, e.g. both absent at the default
     * time, Art. 6.7.1), 0 points to each (Art. 12.1). Not a PGN result: the PGN shows {@code *}.
     */
    BOTH_LOST("0-0"),
    /**
     * No result: the arbiter voided the game; it will be replayed or scored by the arbiter, and it
     * counts for neither side until then. The PGN result {@code *}.
     */
    VOID("*");

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
