package org.teamchess.game.service;

import java.util.Arrays;
import java.util.Optional;

/** What the arbiter decides on a quickplay-finish claim (Art. 10.2.1-10.2.3). */
public enum QuickplayDecision {

    /** The opponent cannot win or is not trying to win by normal means: the game is drawn (Art. 10.2.1). */
    DRAW("draw", "draw"),
    /** The claim fails: the opponent gets two more minutes (Art. 10.2.3). */
    REJECT("reject", "rejected"),
    /** The arbiter watches on: the opponent gets two more minutes, the claim stays open (Art. 10.2.2). */
    POSTPONE("postpone", "postponed");

    private final String wireName;
    private final String outcome;

    QuickplayDecision(String wireName, String outcome) {
        this.wireName = wireName;
        this.outcome = outcome;
    }

    /** As the arbiter asks for it: {@code draw}, {@code reject} or {@code postpone}. */
    public String wireName() {
        return wireName;
    }

    /** As the players are told: {@code draw}, {@code rejected} or {@code postponed}. */
    public String outcome() {
        return outcome;
    }

    public static Optional<QuickplayDecision> fromWireName(String name) {
        return Arrays.stream(values()).filter(decision -> decision.wireName.equals(name)).findFirst();
    }
}
