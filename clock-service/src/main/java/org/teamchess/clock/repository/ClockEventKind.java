package org.teamchess.clock.repository;

/** What a logged clock event did; the model's {@link org.teamchess.rules.clock.ClockEvent} types. */
public enum ClockEventKind {
    /**
     * A move game-service accepted (MovePlayed): its receipt time and the lag credited. Written until
     * V4 only; a move now changes the clock's snapshot and is not logged.
     */
    MOVE_RECEIVED,
    PAUSED,
    RESUMED,
    TIME_ADDED,
    TIME_SET,
    /** The game ended (GameEnded): both clocks stop for good. */
    ENDED
}
