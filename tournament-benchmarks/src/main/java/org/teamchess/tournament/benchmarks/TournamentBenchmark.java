package org.teamchess.tournament.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.teamchess.tournament.pairing.swiss.MatchResult;
import org.teamchess.tournament.pairing.swiss.SwissPairer;
import org.teamchess.tournament.pairing.swiss.SwissPairing;
import org.teamchess.tournament.pairing.swiss.SwissRound;
import org.teamchess.tournament.standings.MatchScore;
import org.teamchess.tournament.standings.Standings;
import org.teamchess.tournament.standings.TieBreak;

/**
 * The goals of issue 7: a team Swiss (C.04.6) round of 200 teams with 11 rounds of history under
 * 0.5 s, and the standings of 100 teams after 11 rounds with every tie-break under 100 ms.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(3)
public class TournamentBenchmark {

    static final int ROUNDS_PLAYED = 11;

    /**
     * 200 teams after 11 rounds. The tournament is announced with 13 rounds so that round 12 is not
     * one of the last two, where [C7] and [C10] lapse: every criterion is in play.
     */
    @State(Scope.Benchmark)
    public static class SwissOf200 {
        SwissRound roundTwelve;
        List<SwissRound> roundsTwoToEleven;

        @Setup
        public void play() {
            SwissHistory history = new SwissHistory(200, ROUNDS_PLAYED, ROUNDS_PLAYED + 2, 2026);
            roundTwelve = history.next();
            roundsTwoToEleven = history.rounds.subList(1, ROUNDS_PLAYED);
        }
    }

    /** 100 teams after 11 Swiss rounds (550 matches), ranked with every tie-break, match points first. */
    @State(Scope.Benchmark)
    public static class StandingsOf100 {
        final List<UUID> teams = new ArrayList<>();
        final List<MatchScore> matches = new ArrayList<>();
        final List<TieBreak> everyTieBreak = List.of(TieBreak.values());

        @Setup
        public void play() {
            SwissHistory history = new SwissHistory(100, ROUNDS_PLAYED, ROUNDS_PLAYED, 2026);
            for (int number = 1; number <= 100; number++) {
                teams.add(new UUID(0, number));
            }
            for (MatchResult match : history.matches) {
                matches.add(new MatchScore(teams.get(match.firstTeam() - 1), teams.get(match.secondTeam() - 1),
                        match.firstTeamHalves(), match.secondTeamHalves()));
            }
        }
    }

    @Benchmark
    public SwissPairing swissRoundTwelveOf200(SwissOf200 swiss) {
        return SwissPairer.pair(swiss.roundTwelve);
    }

    @Benchmark
    @OperationsPerInvocation(ROUNDS_PLAYED - 1)
    public void swissRoundsTwoToElevenOf200(SwissOf200 swiss, Blackhole blackhole) {
        for (SwissRound round : swiss.roundsTwoToEleven) {
            blackhole.consume(SwissPairer.pair(round));
        }
    }

    @Benchmark
    public List<Standings.Row> standingsOf100AfterEleven(StandingsOf100 standings) {
        return Standings.rank(standings.teams, standings.matches, standings.everyTieBreak);
    }
}
