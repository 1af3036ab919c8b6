package org.teamchess.tournament.repository;

import java.util.Arrays;
import java.util.Optional;

/** How a tournament pairs its teams. */
public enum TournamentFormat {
    /** Everyone meets everyone once, by the Berger tables (seed 004 Art. 22.5). */
    ROUND_ROBIN("round-robin", 1),
    /** Everyone meets everyone twice, colours reversed in the second cycle. */
    DOUBLE_ROUND_ROBIN("double-round-robin", 2),
    /**
     * The team Swiss system (FIDE C.04.6, 2026): each round paired from the results so far, once
     * the round before it is complete.
     */
    SWISS("swiss", 1),
    /** A single friendly or trial match between two teams (seed 000 §5.1). */
    MATCH("match", 1);

    private final String wireName;
    private final int cycles;

    TournamentFormat(String wireName, int cycles) {
        this.wireName = wireName;
        this.cycles = cycles;
    }

    /** The name in the API. */
    public String wireName() {
        return wireName;
    }

    /** How often every two teams meet. */
    public int cycles() {
        return cycles;
    }

    public static Optional<TournamentFormat> fromWireName(String name) {
        return Arrays.stream(values()).filter(format -> format.wireName.equals(name)).findFirst();
    }
}
