package org.teamchess.tournament.pairing.swiss;

import java.util.Objects;
import org.teamchess.tournament.pairing.Pairing;

/**
 * A match of the new round and why it was made.
 *
 * @param pairing     the two pairing numbers, the first-named team (White on board 1) first
 * @param explanation for arbiters: the bracket, the floats and the article that gave the colours
 */
public record PairedMatch(Pairing pairing, String explanation) {

    public PairedMatch {
        Objects.requireNonNull(pairing, "pairing");
        Objects.requireNonNull(explanation, "explanation");
    }
}
