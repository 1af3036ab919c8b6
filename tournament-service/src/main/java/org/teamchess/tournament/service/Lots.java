package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.util.List;
import org.teamchess.tournament.pairing.VarmaTables;

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

    /**
     * The entrants in pairing-number order, the groups' numbers drawn by the Varma tables (seed 004
     * Art. 22.9) and the others' by lot.
     *
     * @throws IllegalArgumentException where {@link VarmaTables#draw} refuses; check first
     */
    public <T> List<T> varmaDraw(List<T> entrants, List<List<T>> groups) {
        return VarmaTables.draw(entrants, groups, random);
    }
}
