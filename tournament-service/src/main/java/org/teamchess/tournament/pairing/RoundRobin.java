package org.teamchess.tournament.pairing;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A round-robin schedule from the Berger tables (seed 004 Art. 22.5): single, or double with the
 * colours of the first cycle reversed in the second. With an odd number of participants the
 * highest number of the table is the bye: its pairing is left out and the opponent it would have
 * met sits the round out.
 */
public final class RoundRobin {

    private RoundRobin() {
    }

    /**
     * One round: the games and who sits out.
     *
     * @param number   the round, from 1
     * @param pairings the games, in the order of the table
     * @param bye      the pairing number without a game this round, for an odd count
     */
    public record Round(int number, List<Pairing> pairings, OptionalInt bye) {
        public Round {
            pairings = List.copyOf(pairings);
        }
    }

    /**
     * The rounds for {@code participants} numbers, 1 to {@code participants}.
     *
     * @param cycles 1 for a single round robin, 2 for a double one
     * @throws IllegalArgumentException for fewer than 2 participants or cycles other than 1 and 2
     */
    public static List<Round> schedule(int participants, int cycles) {
        if (cycles != 1 && cycles != 2) {
            throw new IllegalArgumentException("a round robin has 1 or 2 cycles, not " + cycles);
        }
        List<List<Pairing>> table = BergerTables.table(participants);
        int byeNumber = participants % 2 == 0 ? 0 : participants + 1;
        List<Round> rounds = new ArrayList<>(table.size() * cycles);
        for (int cycle = 0; cycle < cycles; cycle++) {
            for (List<Pairing> tableRound : table) {
                List<Pairing> pairings = new ArrayList<>(tableRound.size());
                OptionalInt bye = OptionalInt.empty();
                for (Pairing pairing : tableRound) {
                    if (byeNumber != 0 && pairing.involves(byeNumber)) {
                        bye = OptionalInt.of(pairing.white() == byeNumber ? pairing.black() : pairing.white());
                    } else {
                        pairings.add(cycle == 0 ? pairing : pairing.reversed());
                    }
                }
                rounds.add(new Round(rounds.size() + 1, pairings, bye));
            }
        }
        return List.copyOf(rounds);
    }
}
