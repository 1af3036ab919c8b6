package org.teamchess.tournament.pairing.swiss;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.teamchess.rules.Side;
import org.teamchess.tournament.pairing.Pairing;

/**
 * A team Swiss played through the engine with random results: four boards a match, now and then a
 * match forfeited as a whole or a team sitting a round out. Seeded, so a failing case can be rerun.
 */
final class SimulatedTournament {

    static final int BOARDS = 4;

    final int teams;
    final int rounds;
    final List<MatchResult> matches = new ArrayList<>();
    final List<PairingAllocatedBye> byes = new ArrayList<>();
    /** The round that could not be paired, if play stopped early. */
    SwissRound exhausted;
    /** The input and the output of every round, in order. */
    final List<SwissRound> inputs = new ArrayList<>();
    final List<SwissPairing> outputs = new ArrayList<>();
    private final Random random;
    private final SwissRules rules;

    SimulatedTournament(int teams, int rounds, long seed, SwissRules rules) {
        this.teams = teams;
        this.rounds = rounds;
        this.random = new Random(seed);
        this.rules = rules;
    }

    SimulatedTournament(int teams, int rounds, long seed) {
        this(teams, rounds, seed, SwissRules.standard(Side.WHITE));
    }

    /** Plays every round; stops early at a round with no legal pairing ({@link #exhausted}). */
    void play() {
        for (int round = 1; round <= rounds; round++) {
            Set<Integer> absent = new HashSet<>();
            if (random.nextInt(4) == 0) {
                absent.add(1 + random.nextInt(teams));
            }
            SwissRound input = new SwissRound(round, rounds, teams, matches, byes, absent, rules);
            SwissPairing pairing;
            try {
                pairing = SwissPairer.pair(input);
            } catch (NoLegalPairingException noPairing) {
                exhausted = input;
                return;
            }
            inputs.add(input);
            outputs.add(pairing);
            for (PairedMatch match : pairing.matches()) {
                matches.add(result(round, match.pairing()));
            }
            int finalRound = round;
            pairing.bye().ifPresent(team -> byes.add(PairingAllocatedBye.drawValue(finalRound, team, BOARDS)));
        }
    }

    private MatchResult result(int round, Pairing pairing) {
        if (random.nextInt(40) == 0) {
            boolean firstWins = random.nextBoolean();
            return MatchResult.of(round, pairing.white(), pairing.black(), firstWins ? 2 * BOARDS : 0,
                    firstWins ? 0 : 2 * BOARDS, false);
        }
        int first = 0;
        for (int board = 0; board < BOARDS; board++) {
            first += random.nextInt(3);
        }
        return MatchResult.of(round, pairing.white(), pairing.black(), first, 2 * BOARDS - first, true);
    }
}
