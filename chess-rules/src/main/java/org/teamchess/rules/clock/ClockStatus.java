package org.teamchess.rules.clock;

/** What a game clock is doing at an instant. */
public enum ClockStatus {

    /** Before the scheduled start: no time runs yet; White's clock will start then (Art. 6.5). */
    SCHEDULED,

    /** The side to move's time runs. */
    RUNNING,

    /** The arbiter stopped both clocks (Art. 6.12). */
    PAUSED,

    /** The game is over; both clocks are stopped for good. */
    ENDED
}
