package org.teamchess.tournament.pairing.swiss;

/**
 * Which team colour preferences a Swiss competition uses (C.04.6 Art. 1.7). A team's colour is the
 * colour of its board-1 player in a played match (Art. 1.6.1); the first-named team has White there.
 */
public enum ColourPreferences {
    /** Colours decide nothing in the pairing; only Art. 4.3.1 and 4.3.5-4.3.9 allocate them. */
    NONE,
    /**
     * Art. 1.7.1, the simple preference and the handbook's default: White when the colour difference
     * is below -1, or is 0 or -1 after Black in the last two played matches; Black symmetrically.
     */
    TYPE_A,
    /**
     * Art. 1.7.2: the Type A preferences are strong; a difference of -1 (+1), or of 0 after Black
     * (White) in the last played match outside the last round, is a mild one. Adds [C9] and Art. 4.3.4.
     */
    TYPE_B
}
