package org.teamchess.game.service;

import java.util.Arrays;
import java.util.Optional;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;

/**
 * A result an arbiter declares (Art. 12.9): a played result, or a forfeit that counts as unplayed
 * (+/-, -/+, and -/- when both sides lose, e.g. both absent at the default time, Art. 6.7.1).
 */
public enum Adjudication {

    WHITE_WINS("1-0", GameResult.WHITE_WON, Termination.ARBITER_DECISION),
    BLACK_WINS("0-1", GameResult.BLACK_WON, Termination.ARBITER_DECISION),
    DRAW("1/2-1/2", GameResult.DRAW, Termination.ARBITER_DECISION),
    WHITE_WINS_BY_FORFEIT("+/-", GameResult.WHITE_WON, Termination.FORFEIT),
    BLACK_WINS_BY_FORFEIT("-/+", GameResult.BLACK_WON, Termination.FORFEIT),
    BOTH_FORFEIT("-/-", GameResult.BOTH_LOST, Termination.FORFEIT);

    private final String wireName;
    private final GameResult result;
    private final Termination termination;

    Adjudication(String wireName, GameResult result, Termination termination) {
        this.wireName = wireName;
        this.result = result;
        this.termination = termination;
    }

    /** As the arbiter writes it: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code +/-}, {@code -/+}, {@code -/-}. */
    public String wireName() {
        return wireName;
    }

    public GameResult result() {
        return result;
    }

    public Termination termination() {
        return termination;
    }

    public static Optional<Adjudication> fromWireName(String name) {
        return Arrays.stream(values()).filter(adjudication -> adjudication.wireName.equals(name)).findFirst();
    }
}
