package org.teamchess.tournament.pairing.swiss;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Everything the pairing of one Swiss round depends on. Teams are known by their pairing numbers
 * {@code 1..teamCount}, given from the initial order (C.04.6 Art. 1.1); scores, colours, opponents,
 * floats and bye eligibility are all derived from the earlier rounds' results, so the caller keeps
 * one record of the tournament and cannot pass numbers that disagree with it.
 *
 * @param round       the round to pair, from 1
 * @param totalRounds the rounds of the tournament (the last two rounds relax [C7] and [C10]; Type B
 *                    looks at the last round)
 * @param teamCount   the number of teams ever entered; pairing numbers run from 1 to it
 * @param matches     the matches of rounds before {@code round}
 * @param byes        the pairing-allocated byes of rounds before {@code round}
 * @param absent      teams not to pair in this round (withdrawn, or excused): they get neither an
 *                    opponent nor the bye
 * @param rules       the options of the competition's regulations
 */
public record SwissRound(int round, int totalRounds, int teamCount, List<MatchResult> matches,
        List<PairingAllocatedBye> byes, Set<Integer> absent, SwissRules rules) {

    /**
     * @throws IllegalArgumentException for a round outside {@code 1..totalRounds}, a pairing number
     *                                  outside {@code 1..teamCount}, a result of this round or a later
     *                                  one, or a team with two results in one round
     */
    public SwissRound {
        matches = List.copyOf(matches);
        byes = List.copyOf(byes);
        absent = Set.copyOf(absent);
        Objects.requireNonNull(rules, "rules");
        if (round < 1 || round > totalRounds) {
            throw new IllegalArgumentException("round " + round + " is not one of 1.." + totalRounds);
        }
        if (teamCount < 0) {
            throw new IllegalArgumentException("a negative team count: " + teamCount);
        }
        boolean[][] seen = new boolean[round][teamCount + 1];
        for (MatchResult match : matches) {
            record(seen, match.round(), match.firstTeam(), teamCount);
            record(seen, match.round(), match.secondTeam(), teamCount);
        }
        for (PairingAllocatedBye bye : byes) {
            record(seen, bye.round(), bye.team(), teamCount);
        }
        for (int team : absent) {
            checkNumber(team, teamCount);
        }
    }

    private static void record(boolean[][] seen, int round, int team, int teamCount) {
        if (round >= seen.length) {
            throw new IllegalArgumentException("a result of round " + round + " before round " + seen.length
                    + " is paired");
        }
        checkNumber(team, teamCount);
        if (seen[round][team]) {
            throw new IllegalArgumentException("team " + team + " has two results in round " + round);
        }
        seen[round][team] = true;
    }

    private static void checkNumber(int team, int teamCount) {
        if (team < 1 || team > teamCount) {
            throw new IllegalArgumentException("pairing number " + team + " is not one of 1.." + teamCount);
        }
    }
}
