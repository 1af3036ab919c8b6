package org.teamchess.clock.repository;

/** What a logged clock event did; the model's {@link org.teamchess.rules.clock.ClockEvent} types. */
public enum ClockEventKind {
    PAUSED,
    RESUMED,
    TIME_ADDED,
    TIME_SET
}
