package org.teamchess.load.simulator;

import java.util.List;

/**
 * How the bots play one game: scripted opening moves (SAN), then random legal moves, then the
 * ending, done by the {@code actor} side where the ending has one.
 *
 * @param label       for the report, e.g. "White mates (scholar's mate)"
 * @param opening     SAN moves played first, in order
 * @param randomPlies random legal moves after the opening (the ply limit still applies)
 * @param ending      what ends the game
 * @param actorWhite  whether White is the side that resigns, offers the draw, lets his flag fall or
 *                    stays away
 */
record Plan(String label, List<String> opening, int randomPlies, Ending ending, boolean actorWhite) {

    /** What ends a game. */
    enum Ending {
        /** The opening's last move ends it (a mate). */
        BY_ITSELF,
        /** The actor resigns (Art. 5.1.2). */
        RESIGN,
        /** The actor offers a draw, the opponent accepts (Art. 9.1). */
        AGREE_DRAW,
        /** The side to move claims the threefold repetition the opening made (Art. 9.2). */
        CLAIM_THREEFOLD,
        /** The actor stops moving until his flag falls (Art. 6.9). */
        FLAG,
        /** The actor never comes to the board (Art. 6.7.1). */
        NO_SHOW,
        /** Random moves until the game ends or reaches the ply limit, where the side to move resigns. */
        PLY_LIMIT
    }

    static Plan whiteMates() {
        return new Plan("White mates (scholar's mate)", List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"), 0,
                Ending.BY_ITSELF, true);
    }

    static Plan blackMates() {
        return new Plan("Black mates (fool's mate)", List.of("f3", "e5", "g4", "Qh4#"), 0, Ending.BY_ITSELF, false);
    }

    static Plan resigns(boolean loserWhite, int plies) {
        return new Plan((loserWhite ? "White" : "Black") + " resigns", List.of(), plies, Ending.RESIGN, loserWhite);
    }

    static Plan agreedDraw(boolean offererWhite, int plies) {
        return new Plan("draw agreed", List.of(), plies, Ending.AGREE_DRAW, offererWhite);
    }

    static Plan threefold() {
        return new Plan("threefold repetition claimed",
                List.of("Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"), 0, Ending.CLAIM_THREEFOLD, true);
    }

    static Plan flagFalls(boolean loserWhite, int plies) {
        return new Plan((loserWhite ? "White's" : "Black's") + " flag falls", List.of(), plies, Ending.FLAG,
                loserWhite);
    }

    static Plan noShow(boolean absentWhite) {
        return new Plan((absentWhite ? "White" : "Black") + " does not come", List.of(), 0, Ending.NO_SHOW,
                absentWhite);
    }

    static Plan randomGame() {
        return new Plan("random moves to the end or the ply limit", List.of(), Integer.MAX_VALUE, Ending.PLY_LIMIT,
                true);
    }

    /** The result the plan leads to, or null where chance decides (random play). */
    String expectedResult() {
        return switch (ending) {
            case BY_ITSELF -> actorWhite ? "1-0" : "0-1";
            case RESIGN, FLAG, NO_SHOW -> actorWhite ? "0-1" : "1-0";
            case AGREE_DRAW, CLAIM_THREEFOLD -> "1/2-1/2";
            case PLY_LIMIT -> null;
        };
    }
}
