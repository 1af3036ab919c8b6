package org.teamchess.tournament.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.teamchess.rules.Side;
import org.teamchess.tournament.pairing.Pairing;
import org.teamchess.tournament.pairing.swiss.MatchResult;
import org.teamchess.tournament.pairing.swiss.PairedMatch;
import org.teamchess.tournament.pairing.swiss.PairingAllocatedBye;
import org.teamchess.tournament.pairing.swiss.SwissPairer;
import org.teamchess.tournament.pairing.swiss.SwissPairing;
import org.teamchess.tournament.pairing.swiss.SwissRound;
import org.teamchess.tournament.pairing.swiss.SwissRules;

/**
 * A team Swiss played round by round through the engine, with results drawn from the teams'
 * strengths (pairing number 1 the strongest: on each board the better team scores more often), so
 * the score groups spread as in a real event. Seeded: every run measures the same tournament.
 */
final class SwissHistory {

    static final int BOARDS = 4;

    /** The input of every round paired, round 1 first. */
    final List<SwissRound> rounds = new ArrayList<>();
    final List<MatchResult> matches = new ArrayList<>();
    private final List<PairingAllocatedBye> byes = new ArrayList<>();

    /**
     * @param teams       the field
     * @param played      the rounds played
     * @param totalRounds the rounds announced; when more than {@code played}, {@link #next()} is the
     *                    input of the round after them
     */
    SwissHistory(int teams, int played, int totalRounds, long seed) {
        Random random = new Random(seed);
        SwissRules rules = SwissRules.standard(Side.WHITE);
        for (int round = 1; round <= Math.min(played + 1, totalRounds); round++) {
            SwissRound input = new SwissRound(round, totalRounds, teams, matches, byes, Set.of(), rules);
            rounds.add(input);
            if (round > played) {
                break;
            }
            SwissPairing pairing = SwissPairer.pair(input);
            for (PairedMatch match : pairing.matches()) {
                matches.add(play(round, match.pairing(), teams, random));
            }
            int byeRound = round;
            pairing.bye().ifPresent(team -> byes.add(PairingAllocatedBye.drawValue(byeRound, team, BOARDS)));
        }
    }

    /** The input for the round after the last one played. */
    SwissRound next() {
        return rounds.get(rounds.size() - 1);
    }

    private static MatchResult play(int round, Pairing pairing, int teams, Random random) {
        double edge = 0.5 + 0.4 * (pairing.black() - pairing.white()) / (double) teams;
        int whiteHalves = 0;
        for (int board = 0; board < BOARDS; board++) {
            double roll = random.nextDouble();
            whiteHalves += roll < edge * 0.7 ? 2 : roll < edge * 0.7 + 0.3 ? 1 : 0;
        }
        return MatchResult.of(round, pairing.white(), pairing.black(), whiteHalves, 2 * BOARDS - whiteHalves, true);
    }
}
