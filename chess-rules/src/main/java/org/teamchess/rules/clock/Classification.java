package org.teamchess.rules.clock;

import java.time.Duration;

/**
 * Standard, rapid or blitz, by the 60-move rule of the 2017 Laws (Rules of the sport "chess" of
 * 17 July 2017, Art. 13.1 and 14.1; FIDE Laws 2017, Appendices A.1 and B.1).
 *
 * <p>A side's time for the game is its base time plus 60 times the time per move. A game is
 * <b>blitz</b> when that is 10 minutes or less, <b>rapid</b> when it is more than 10 and less than
 * 60 minutes, and <b>standard</b> from 60 minutes up. Where the Laws speak of "all the moves in a
 * fixed time", we count every period that starts within the first 60 moves. A delay counts like an
 * increment: the most it can add per move is the same. When the sides have different times
 * (Armageddon) the side with more time decides, so the game is never put in a faster class than
 * one of its players is playing.
 */
public enum Classification {
    STANDARD,
    RAPID,
    BLITZ;

    /** The number of moves the rule counts the per-move time for. */
    public static final int MOVES = 60;

    private static final Duration BLITZ_AT_MOST = Duration.ofMinutes(10);
    private static final Duration RAPID_BELOW = Duration.ofMinutes(60);

    /** The class of a game in which a side has {@code timeFor60Moves} for its first 60 moves. */
    public static Classification of(Duration timeFor60Moves) {
        if (timeFor60Moves.compareTo(BLITZ_AT_MOST) <= 0) {
            return BLITZ;
        }
        return timeFor60Moves.compareTo(RAPID_BELOW) < 0 ? RAPID : STANDARD;
    }
}
