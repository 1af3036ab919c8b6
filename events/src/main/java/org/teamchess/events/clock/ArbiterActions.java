package org.teamchess.events.clock;

import java.util.Objects;

/** The audit fields every arbiter's clock operation carries: who did it and why. */
final class ArbiterActions {

    private ArbiterActions() {
    }

    /**
     * @throws NullPointerException     if either is null
     * @throws IllegalArgumentException if either is blank
     */
    static void requireWhoAndWhy(String arbiterId, String reason) {
        Objects.requireNonNull(arbiterId, "arbiterId");
        Objects.requireNonNull(reason, "reason");
        if (arbiterId.isBlank()) {
            throw new IllegalArgumentException("arbiterId must not be blank");
        }
        if (reason.isBlank()) {
            throw new IllegalArgumentException("reason must not be blank");
        }
    }
}
