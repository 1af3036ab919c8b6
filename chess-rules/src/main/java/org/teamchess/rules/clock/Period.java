package org.teamchess.rules.clock;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One period of a time control (Art. 6.2.1): a base time for a number of moves, or for all the
 * remaining moves of the game.
 *
 * @param time  the base time given at the start of the period: a whole number of minutes, at least
 *              one, as time controls are written
 * @param moves how many of the side's moves the period covers (e.g. 40); empty for the final
 *              period, which covers all remaining moves
 */
public record Period(Duration time, OptionalInt moves) {

    /**
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the time is not a positive whole number of minutes or the
     *                                  move count is below 1
     */
    public Period {
        Objects.requireNonNull(time, "time");
        Objects.requireNonNull(moves, "moves");
        if (time.compareTo(Duration.ofMinutes(1)) < 0 || !time.equals(Duration.ofMinutes(time.toMinutes()))) {
            throw new IllegalArgumentException("a period's time is a whole number of minutes, at least one, not "
                    + time);
        }
        if (moves.isPresent() && moves.getAsInt() < 1) {
            throw new IllegalArgumentException("a period covers at least one move, not " + moves.getAsInt());
        }
    }

    /** A period of {@code minutes} for {@code moves} moves. */
    public static Period of(int minutes, int moves) {
        return new Period(Duration.ofMinutes(minutes), OptionalInt.of(moves));
    }

    /** A final period of {@code minutes} for all remaining moves. */
    public static Period rest(int minutes) {
        return new Period(Duration.ofMinutes(minutes), OptionalInt.empty());
    }

    /** True for the final period, which covers all remaining moves. */
    public boolean isFinal() {
        return moves.isEmpty();
    }
}
