package org.teamchess.tournament.playoff;

/** The kinds of play-off match (seed 004 Art. 30.5.6). */
public enum PlayoffKind {
    /** Two games per board at 3+5, colours reversed in the second (Art. 30.5.6.1.1). */
    MINI_MATCH(2, false),
    /** One game per board at 3+5: a match of the mini round robin (Art. 30.5.6.2.1, 30.5.6.4). */
    RAPID(1, false),
    /** One Armageddon game of two level teams' decider-board players (Art. 30.5.6.1.2). */
    ARMAGEDDON(1, true),
    /** One Armageddon game of a round robin of three still level (Art. 30.5.6.2.2). */
    ARMAGEDDON_ROUND(1, true);

    /** The mini-match's and the rapid games' time control: 3 minutes and 5 seconds a move. */
    public static final String RAPID_TIME_CONTROL = "3+5";

    private final int legs;
    private final boolean armageddon;

    PlayoffKind(int legs, boolean armageddon) {
        this.legs = legs;
        this.armageddon = armageddon;
    }

    /** Games per board: 2 for the mini-match. */
    public int legs() {
        return legs;
    }

    /** Whether it is one Armageddon game rather than a game per board. */
    public boolean armageddon() {
        return armageddon;
    }

    /** The name in the API, e.g. {@code mini-match}. */
    public String wireName() {
        return name().toLowerCase().replace('_', '-');
    }
}
