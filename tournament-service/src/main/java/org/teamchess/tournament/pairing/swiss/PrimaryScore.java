package org.teamchess.tournament.pairing.swiss;

/**
 * The score that forms the scoregroups (C.04.6 Art. 1.2); the other one is the secondary score,
 * which may decide which team is named first (Art. 4.2.2).
 */
public enum PrimaryScore {
    /** Match points, the handbook's default (2 for a won match, 1 for a level one, 0). */
    MATCH_POINTS,
    /** Game (board) points. */
    GAME_POINTS
}
