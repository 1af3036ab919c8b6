package org.teamchess.events.game;

/**
 * One side's time away from the game during its own turn, as game-service timed it from the
 * client's own signals (the page lost focus or was hidden): fair-play data for arbiters, never a
 * verdict and never shown to the opponent. The server timed every absence itself; an absence ends
 * when the client says it is back, when the side moves, or when the game ends.
 *
 * @param lost          how many times the side's page lost focus during its turn
 * @param awayMillis    the time away in all, in milliseconds, counted only while it was the side's turn
 * @param longestMillis the longest single absence, in milliseconds
 */
public record FocusAway(int lost, long awayMillis, long longestMillis) {

    /** Nothing lost. */
    public static final FocusAway NONE = new FocusAway(0, 0, 0);

    /** @throws IllegalArgumentException if a number is negative or the longest exceeds the total */
    public FocusAway {
        if (lost < 0 || awayMillis < 0 || longestMillis < 0) {
            throw new IllegalArgumentException("focus counts and times must not be negative");
        }
        if (longestMillis > awayMillis) {
            throw new IllegalArgumentException("the longest absence (" + longestMillis
                    + " ms) cannot exceed the total (" + awayMillis + " ms)");
        }
    }
}
