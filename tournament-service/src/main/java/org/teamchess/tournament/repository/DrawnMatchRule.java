package org.teamchess.tournament.repository;

import java.util.Arrays;
import java.util.Optional;

/** What follows a team match that ends level on board points (seed 000 §4.6). */
public enum DrawnMatchRule {
    /**
     * One Armageddon game decides it at once (seed 004 Art. 30.5.6.1.2): White 5 minutes, Black 4,
     * a draw counts as a win for Black.
     */
    ARMAGEDDON("armageddon"),
    /** The match stays drawn: 1 match point each (Art. 30.2.1). */
    NONE("none");

    /** The decider's time control: White 5 minutes, Black 4, no increment. */
    public static final String ARMAGEDDON_TIME_CONTROL = "W5/B4";

    private final String wireName;

    DrawnMatchRule(String wireName) {
        this.wireName = wireName;
    }

    /** The name in the API. */
    public String wireName() {
        return wireName;
    }

    public static Optional<DrawnMatchRule> fromWireName(String name) {
        return Arrays.stream(values()).filter(rule -> rule.wireName.equals(name)).findFirst();
    }
}
