package org.teamchess.events.game;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Optional;

/** How a game came to its end, citing the article of the FIDE Laws of Chess that ends it. */
public enum Termination {
    /** The king is checkmated (Art. 5.1.1). */
    CHECKMATE("checkmate"),
    /** A player resigned (Art. 5.1.2). */
    RESIGNATION("resignation"),
    /** Stalemate (Art. 5.2.1). */
    STALEMATE("stalemate"),
    /** No series of legal moves can lead to mate (Art. 5.2.2). */
    DEAD_POSITION("dead-position"),
    /** The players agreed to a draw (Art. 5.2.3, 9.1). */
    DRAW_AGREEMENT("draw-agreement"),
    /** A correct claim of threefold repetition (Art. 9.2). */
    THREEFOLD_REPETITION("threefold-repetition"),
    /** A correct claim under the fifty-move rule (Art. 9.3). */
    FIFTY_MOVES("fifty-moves"),
    /** The same position for the fifth time (Art. 9.6.1). */
    FIVEFOLD_REPETITION("fivefold-repetition"),
    /** Seventy-five moves without capture or pawn move (Art. 9.6.2). */
    SEVENTY_FIVE_MOVES("seventy-five-moves"),
    /**
     * A flag fell (Art. 6.9): a loss, or a draw when the opponent cannot checkmate by any series of
     * legal moves.
     */
    TIME_FORFEIT("time-forfeit"),
    /**
     * A player was not present within the default time (Art. 6.7.1), or his flag fell before he ever
     * came to the board: he loses, unplayed; both absent, both lose ({@link GameResult#BOTH_LOST}).
     */
    NO_SHOW("no-show"),
    /** The arbiter decided the result, e.g. as a penalty (Art. 12.9). */
    ARBITER_DECISION("arbiter-decision"),
    /**
     * The arbiter declared a forfeit (+/-, -/+ or, with {@link GameResult#BOTH_LOST}, -/-): the result
     * counts as unplayed, like {@link #NO_SHOW} (Art. 6.7.1, 12.9).
     */
    FORFEIT("forfeit"),
    /**
     * The arbiter granted a quickplay-finish claim (Art. 10.2.1, 10.2.2): the claimant's opponent
     * could not win, or was not trying to win, by normal means.
     */
    QUICKPLAY_FINISH("quickplay-finish"),
    /** The arbiter voided the game; its result is {@link GameResult#VOID}. */
    VOIDED("voided");

    private final String wireName;

    Termination(String wireName) {
        this.wireName = wireName;
    }

    /** The lower-case name used on the wire. */
    @JsonValue
    public String wireName() {
        return wireName;
    }

    /** The termination with this wire name, if there is one. */
    public static Optional<Termination> fromWireName(String name) {
        return Arrays.stream(values()).filter(termination -> termination.wireName.equals(name)).findFirst();
    }

    /**
     * Whether a game that ends so was not played: a forfeit for absence or one the arbiter declared
     * (+/-, -/+, -/-), which team events mark as such (Art. 24.3) and rating lists leave out.
     */
    public boolean unplayed() {
        return this == NO_SHOW || this == FORFEIT;
    }
}
