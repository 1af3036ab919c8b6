package org.teamchess.tournament.pairing.swiss;

/**
 * A pairing-allocated bye of an earlier round and what it scored.
 *
 * @param round       the round, from 1
 * @param team        the pairing number of the team that had it
 * @param matchPoints the match points it scored
 * @param halves      the game points it scored, times two
 */
public record PairingAllocatedBye(int round, int team, int matchPoints, int halves) {

    /** @throws IllegalArgumentException for a round below 1 or negative points */
    public PairingAllocatedBye {
        if (round < 1) {
            throw new IllegalArgumentException("rounds start at 1: " + round);
        }
        if (matchPoints < 0 || halves < 0) {
            throw new IllegalArgumentException("points cannot be negative");
        }
    }

    /**
     * The value C.04.6 Art. 1.4 gives a bye unless the regulations say otherwise: as many match
     * points and game points as a draw, that is 1 match point and half the boards.
     *
     * @param boards the number of boards of a match
     */
    public static PairingAllocatedBye drawValue(int round, int team, int boards) {
        return new PairingAllocatedBye(round, team, 1, boards);
    }
}
