package org.teamchess.game.record;

import java.time.Instant;
import java.util.Comparator;
import java.util.Objects;
import org.teamchess.rules.notation.Notation;

/**
 * One thing the server saw, as a comment of the game's record: after the move of its ply (0: before
 * the first move), in the order of {@code at} among the comments of that move, in English and Russian.
 *
 * @param ply     the half-moves played when it happened
 * @param at      when it happened, to order the comments of one move
 * @param english the comment for an English record
 * @param russian the comment for a Russian record
 */
public record RecordNote(int ply, Instant at, String english, String russian) {

    /** By ply, then by time. */
    public static final Comparator<RecordNote> ORDER = Comparator.comparingInt(RecordNote::ply)
            .thenComparing(RecordNote::at);

    public RecordNote {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(english, "english");
        Objects.requireNonNull(russian, "russian");
        if (ply < 0) {
            throw new IllegalArgumentException("a ply is 0 or more, not " + ply);
        }
    }

    /** The comment in the language that goes with the notation. */
    public String text(Notation language) {
        return language == Notation.RUSSIAN ? russian : english;
    }
}
