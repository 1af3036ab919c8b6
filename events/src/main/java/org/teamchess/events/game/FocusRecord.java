package org.teamchess.events.game;

import java.util.Objects;

/**
 * Both sides' time away from the game during their turns ({@link FocusAway}), by side only: no
 * names, no player ids (the consumer knows who played which side of the game).
 *
 * @param white White's absences
 * @param black Black's absences
 */
public record FocusRecord(FocusAway white, FocusAway black) {

    /** @throws NullPointerException if a side is null */
    public FocusRecord {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
    }
}
