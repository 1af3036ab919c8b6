package org.teamchess.tournament.pairing.swiss;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * The pairing of a Swiss round.
 *
 * @param round   the round paired
 * @param matches the matches, in the order of their first-ranked team (score, then pairing
 *                number): table 1 first
 * @param bye     the team that receives the pairing-allocated bye, when the number of teams to pair
 *                is odd
 */
public record SwissPairing(int round, List<PairedMatch> matches, OptionalInt bye) {

    public SwissPairing {
        matches = List.copyOf(matches);
        Objects.requireNonNull(bye, "bye");
    }
}
