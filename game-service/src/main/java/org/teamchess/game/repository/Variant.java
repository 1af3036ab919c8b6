package org.teamchess.game.repository;

/** The rules' variant a game is played in. */
public enum Variant {

    /** Standard chess from the initial position. */
    STANDARD,

    /** Chess960 (FIDE Laws Appendix "Chess960"), from a numbered start position. */
    CHESS960
}
