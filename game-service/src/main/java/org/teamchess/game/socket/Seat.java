package org.teamchess.game.socket;

import java.util.Optional;
import org.teamchess.rules.Side;

/**
 * Where a connection sits at a game: at the board for one colour, or among the spectators.
 *
 * @param side    the colour a player plays; empty for a spectator (read-only)
 * @param subject who: the token's subject, or {@code anonymous}
 * @param delayed whether the game's spectator delay applies: to spectators who are not arbiters or organizers
 */
record Seat(Optional<Side> side, String subject, boolean delayed) {

    static Seat player(Side side, String subject) {
        return new Seat(Optional.of(side), subject, false);
    }

    /** An arbiter or organizer, who watches live. */
    static Seat official(String subject) {
        return new Seat(Optional.empty(), subject, false);
    }

    /** Anyone else who watches, with the game's spectator delay. */
    static Seat spectator(String subject) {
        return new Seat(Optional.empty(), subject, true);
    }

    /** {@code white}, {@code black} or {@code spectator}, as the protocol names it. */
    String wireName() {
        return side.map(Side::wireName).orElse("spectator");
    }
}
