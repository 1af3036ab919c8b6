package org.teamchess.tournament.pairing;

import java.util.ArrayList;
import java.util.List;

/**
 * The Berger tables for round robins (seed 004 Art. 22.5; FIDE Handbook C.05 Annex 1), computed
 * rather than copied, and tested against every table the seed prints (3-4 and 7-8 up to 21-22
 * participants).
 *
 * <p>The construction, for an even number {@code n} of pairing numbers (an odd count plays with
 * {@code n + 1}, the highest number being the bye): numbers {@code 1..n-1} stand in a circle; round
 * {@code r} reads it from {@code 1 + (r - 1) * n/2} (modulo {@code n - 1}). The first of that
 * reading meets {@code n} - with White in odd rounds, with Black in even ones - and the others pair
 * from the outside in, second against last, third against last but one, the earlier one with
 * White. The tables print the game of number {@code n} first and the others in that order; so
 * does this class. The 5-6 table, missing from the seed's text, is this construction for
 * {@code n = 6} ({@code docs/decisions/berger-tables.md}).
 */
public final class BergerTables {

    private BergerTables() {
    }

    /**
     * The single round robin for {@code participants} numbers: {@code n - 1} rounds of
     * {@code n / 2} pairings each, where {@code n} is {@code participants} rounded up to even. With
     * an odd count the pairings of number {@code n} name the bye; {@link RoundRobin} leaves them out.
     *
     * @throws IllegalArgumentException for fewer than 2 participants
     */
    public static List<List<Pairing>> table(int participants) {
        if (participants < 2) {
            throw new IllegalArgumentException("a round robin needs at least 2 participants, not " + participants);
        }
        int n = participants % 2 == 0 ? participants : participants + 1;
        int circle = n - 1;
        int half = n / 2;
        List<List<Pairing>> rounds = new ArrayList<>(circle);
        for (int round = 1; round <= circle; round++) {
            int start = (round - 1) * half % circle;
            List<Pairing> pairings = new ArrayList<>(half);
            int first = start + 1;
            pairings.add(round % 2 == 1 ? new Pairing(first, n) : new Pairing(n, first));
            for (int offset = 1; offset < half; offset++) {
                int white = (start + offset) % circle + 1;
                int black = (start + circle - offset) % circle + 1;
                pairings.add(new Pairing(white, black));
            }
            rounds.add(List.copyOf(pairings));
        }
        return List.copyOf(rounds);
    }
}
