package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;

/**
 * Drawing of lots (seed 004 Art. 22: the draw for colours), where a rule leaves a choice to chance:
 * an unpredictable coin, so that no one can know the colours before the draw is published.
 */
@ApplicationScoped
public class Lots {

    private final SecureRandom random = new SecureRandom();

    /** Whether the match's first-named team gets White in its decider. */
    public boolean firstTeamGetsWhite() {
        return random.nextBoolean();
    }
}
