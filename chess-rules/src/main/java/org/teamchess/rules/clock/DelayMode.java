package org.teamchess.rules.clock;

/**
 * What a side's per-move time (the {@link SideControl#bonus() bonus}) does to its clock (Art. 6.2.1,
 * 6.2.2).
 */
public enum DelayMode {

    /** No per-move time: the periods' base times are all there is (sudden death, "G/30"). */
    NONE,

    /**
     * Fischer increment (Art. 6.2.1): the bonus is added to the mover's time after every move, from
     * move 1, whether the move took one second or ten minutes; saved time accumulates.
     */
    FISCHER,

    /**
     * Simple ("US") delay (Art. 6.2.2): at the start of each move the base time waits for the bonus
     * to elapse and only then counts down. A move made within the delay leaves the base time as it
     * was; the unused delay is lost, it never carries over.
     */
    SIMPLE,

    /**
     * Bronstein delay: the base time counts down at once, and after the move the time used on it is
     * given back, up to the bonus. Like simple delay it can never raise the clock above where the
     * move started.
     */
    BRONSTEIN;

    /** The letter that marks this mode on a bonus in the notation; empty for NONE and FISCHER. */
    String suffix() {
        return switch (this) {
            case SIMPLE -> "d";
            case BRONSTEIN -> "b";
            case NONE, FISCHER -> "";
        };
    }
}
