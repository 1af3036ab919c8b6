package org.teamchess.events.tournament;

import java.util.Objects;

/**
 * The value of one tie-break for one team.
 *
 * @param name  the tie-break, e.g. {@code board-points}, {@code sonneborn-berger} (docs/events.md)
 * @param value its value; points in halves
 */
public record TieBreakValue(String name, double value) {

    /** @throws NullPointerException if the name is null */
    public TieBreakValue {
        Objects.requireNonNull(name, "name");
    }
}
