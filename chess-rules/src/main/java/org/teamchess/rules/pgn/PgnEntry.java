package org.teamchess.rules.pgn;

import java.util.List;
import java.util.Optional;

/**
 * One game as {@link PgnReader#read} found it.
 *
 * @param game     the game, complete; or, when {@code error} is present, read up to the move that could
 *                 not be replayed (that move and all after it left out)
 * @param error    why the game stops early, if it does
 * @param warnings what the reader tolerated and a person may want to check (a malformed tag skipped, a
 *                 stray character after a check mark, an unmatched parenthesis...), each a sentence
 */
public record PgnEntry(PgnGame game, Optional<PgnError> error, List<String> warnings) {

    public PgnEntry {
        warnings = List.copyOf(warnings);
    }

    /** Whether every move of the game was replayed. */
    public boolean isComplete() {
        return error.isEmpty();
    }
}
