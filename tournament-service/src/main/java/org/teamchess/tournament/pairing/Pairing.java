package org.teamchess.tournament.pairing;

/**
 * One game (for teams: one match) of a round, between two pairing numbers: the first named has
 * White, written {@code white:black} as in the Berger tables of seed 004 Art. 22.5. For teams the
 * first-named team has White on boards 1 and 3.
 *
 * @param white the pairing number of the first-named participant, from 1
 * @param black the pairing number of the second-named participant, from 1
 */
public record Pairing(int white, int black) {

    /** @throws IllegalArgumentException for a number below 1 or a participant against himself */
    public Pairing {
        if (white < 1 || black < 1) {
            throw new IllegalArgumentException("pairing numbers start at 1: " + white + ":" + black);
        }
        if (white == black) {
            throw new IllegalArgumentException("number " + white + " cannot play itself");
        }
    }

    /** The same game with colours reversed, as in the second cycle of a double round robin. */
    public Pairing reversed() {
        return new Pairing(black, white);
    }

    /** Whether the participant with this number plays in it. */
    public boolean involves(int number) {
        return white == number || black == number;
    }

    @Override
    public String toString() {
        return white + ":" + black;
    }
}
