package org.teamchess.tournament.playoff;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.teamchess.tournament.pairing.Pairing;
import org.teamchess.tournament.pairing.RoundRobin;

/**
 * What a play-off does next, from its teams and the matches it has played (seed 004 Art. 30.5.6,
 * adapted to teams: docs/decisions/play-offs.md). Pure: the same teams and matches give the same
 * step. Numbers are the standings order (by the tie-breaks).
 *
 * <ul>
 * <li>2 teams (30.5.6.1): a mini-match (two games per board); level on board points: an Armageddon.</li>
 * <li>3 or 5 teams (30.5.6.2, 30.5.6.4): a round robin of rapid matches (one game per board), ranked by
 * the primary score, then the other of match and board points; teams still level: two play an
 * Armageddon, three an Armageddon round robin, four of five a knock-out without Armageddon
 * (30.5.6.1.1.2); what stays level after that (the fewest moves, five of five) is left to the
 * tie-breaks.</li>
 * <li>4 teams (30.5.6.3): a knock-out, 1v4 and 2v3, each a mini-match and, when level, an Armageddon;
 * the winners play the final the same way, the losers a match for third place when the regulation
 * contests it.</li>
 * <li>6 teams (30.5.6.5): groups 1, 4, 5 and 2, 3, 6 play as three; their winners an Armageddon.</li>
 * <li>7 teams (30.5.6.6): an Armageddon round robin.</li>
 * <li>8 teams (30.5.6.7): a knock-out 1v8, 2v7, 3v6, 4v5 as for four.</li>
 * <li>9 teams (30.5.6.8): groups 1, 5, 9; 2, 6, 7; 3, 4, 8 play an Armageddon round robin; the three
 * winners play as three.</li>
 * <li>10 teams (30.5.6.9): groups of five (1, 4, 5, 8, 9 and 2, 3, 6, 7, 10) play as five; their winners
 * an Armageddon.</li>
 * <li>11 or more (30.5.6.10): the first eight play as eight, the others keep their tie-break places.</li>
 * </ul>
 * Places a scheme does not play for (a knock-out's early losers, a group's runners-up) are left to
 * the tie-breaks.
 */
public final class PlayoffPlan {

    private PlayoffPlan() {
    }

    /**
     * A play-off match as the plan reads it.
     *
     * @param winner the team that won it; null while it is being played or when it ended level
     */
    public record Played(PlayoffKind kind, UUID first, UUID second, boolean ended, int firstHalves,
            int secondHalves, UUID winner) {

        boolean between(Set<UUID> group) {
            return group.contains(first) && group.contains(second);
        }

        int halvesOf(UUID team) {
            return team.equals(first) ? firstHalves : secondHalves;
        }

        int matchPointsOf(UUID team) {
            if (winner != null) {
                return winner.equals(team) ? 2 : 0;
            }
            int own = halvesOf(team);
            int other = team.equals(first) ? secondHalves : firstHalves;
            return own > other ? 2 : own == other ? 1 : 0;
        }
    }

    /**
     * A match to schedule.
     *
     * @param stage from 0: matches of one stage are played together, each stage after the one before
     */
    public record Next(PlayoffKind kind, UUID first, UUID second, int stage) {
    }

    /** The next step. */
    public sealed interface Step {
    }

    /** These matches are to be scheduled. */
    public record Schedule(List<Next> matches) implements Step {
    }

    /** Matches are being played. */
    public record Waiting() implements Step {
    }

    /**
     * The play-off is over.
     *
     * @param order     every team, best first
     * @param byPlayoff the teams whose place the play-off decided; the others' the tie-breaks did
     */
    public record Decided(List<UUID> order, Set<UUID> byPlayoff) implements Step {
    }

    /**
     * @param teams            the level teams in their standings order (by the tie-breaks), at least 2
     * @param played           the play-off's matches so far
     * @param boardPointsFirst whether the tournament's primary score is board points (else match points)
     * @param contested        how many of the group's places the regulation decides by play-off, from
     *                         its best: teams still level only for places past these are left to the
     *                         tie-breaks (no Armageddon for a place the regulation does not ask for)
     */
    public static Step next(List<UUID> teams, List<Played> played, boolean boardPointsFirst, int contested) {
        if (teams.size() < 2) {
            throw new IllegalArgumentException("a play-off needs two teams at least, not " + teams.size());
        }
        Outcome outcome = main(teams, played, boardPointsFirst, contested);
        if (!outcome.next.isEmpty()) {
            return new Schedule(outcome.next);
        }
        if (outcome.waiting) {
            return new Waiting();
        }
        return new Decided(outcome.order, outcome.byPlayoff);
    }

    /** A group's outcome: its order when settled, or what it still needs. */
    private static final class Outcome {
        final List<Next> next = new ArrayList<>();
        boolean waiting;
        final List<UUID> order = new ArrayList<>();
        final Set<UUID> byPlayoff = new LinkedHashSet<>();

        void add(Outcome part) {
            next.addAll(part.next);
            waiting |= part.waiting;
            order.addAll(part.order);
            byPlayoff.addAll(part.byPlayoff);
        }
    }

    private static Outcome tieBreaks(List<UUID> group) {
        Outcome outcome = new Outcome();
        outcome.order.addAll(group);
        return outcome;
    }

    private static Outcome placed(List<UUID> order) {
        Outcome outcome = new Outcome();
        outcome.order.addAll(order);
        outcome.byPlayoff.addAll(order);
        return outcome;
    }

    private static Outcome main(List<UUID> teams, List<Played> played, boolean boardPointsFirst, int contested) {
        return switch (teams.size()) {
            case 2 -> duel(teams, played, true);
            case 3, 5 -> roundRobin(teams, played, PlayoffKind.RAPID, boardPointsFirst, (level, offset) ->
                    offset >= contested ? tieBreaks(level) : switch (level.size()) {
                        case 2 -> pair(level, played, PlayoffKind.ARMAGEDDON, () -> tieBreaks(level));
                        case 3 -> roundRobin(level, played, PlayoffKind.ARMAGEDDON_ROUND, boardPointsFirst, TIE_BREAKS);
                        case 4 -> knockOut(level, level, played, false, contested - offset);
                        default -> tieBreaks(level);
                    });
            case 4, 8 -> knockOut(teams, teams, played, true, contested);
            case 6 -> groups(teams, List.of(List.of(1, 4, 5), List.of(2, 3, 6)),
                    group -> main(group, played, boardPointsFirst, 1),
                    winners -> pair(winners, played, PlayoffKind.ARMAGEDDON, () -> tieBreaks(winners)));
            case 7 -> roundRobin(teams, played, PlayoffKind.ARMAGEDDON_ROUND, boardPointsFirst, TIE_BREAKS);
            case 9 -> groups(teams, List.of(List.of(1, 5, 9), List.of(2, 6, 7), List.of(3, 4, 8)),
                    group -> roundRobin(group, played, PlayoffKind.ARMAGEDDON_ROUND, boardPointsFirst, TIE_BREAKS),
                    winners -> main(winners, played, boardPointsFirst, contested));
            case 10 -> groups(teams, List.of(List.of(1, 4, 5, 8, 9), List.of(2, 3, 6, 7, 10)),
                    group -> main(group, played, boardPointsFirst, 1),
                    winners -> pair(winners, played, PlayoffKind.ARMAGEDDON, () -> tieBreaks(winners)));
            default -> {
                // Art. 30.5.6.10: from the ninth down the teams are out; the first eight play as eight.
                Outcome outcome = main(teams.subList(0, 8), played, boardPointsFirst, contested);
                outcome.add(tieBreaks(teams.subList(8, teams.size())));
                yield outcome;
            }
        };
    }

    /** A mini-match; level: an Armageddon ({@code armageddon}) or the tie-breaks. */
    private static Outcome duel(List<UUID> two, List<Played> played, boolean armageddon) {
        return pair(two, played, PlayoffKind.MINI_MATCH, armageddon
                ? () -> pair(two, played, PlayoffKind.ARMAGEDDON, () -> tieBreaks(two))
                : () -> tieBreaks(two));
    }

    /**
     * A knock-out (Art. 30.5.6.3, 30.5.6.7): the first of the seeds against the last, the second
     * against the one before, and so on; the winners again in the same way down to a final. The
     * semi-finals' losers play for third place when it is contested; earlier losers keep their
     * tie-break order after the teams that beat them.
     *
     * @param standings the play-off's teams in their standings order, to place the losers
     */
    private static Outcome knockOut(List<UUID> seeds, List<UUID> standings, List<Played> played, boolean armageddon,
            int contested) {
        if (seeds.size() == 2) {
            return duel(seeds, played, armageddon);
        }
        Outcome round = new Outcome();
        List<UUID> winners = new ArrayList<>();
        List<UUID> losers = new ArrayList<>();
        for (int seed = 0; seed < seeds.size() / 2; seed++) {
            Outcome duel = duel(List.of(seeds.get(seed), seeds.get(seeds.size() - 1 - seed)), played, armageddon);
            round.add(duel);
            if (duel.order.size() == 2) {
                winners.add(duel.order.get(0));
                losers.add(duel.order.get(1));
            }
        }
        if (!round.next.isEmpty() || round.waiting) {
            return round;
        }
        Outcome outcome = knockOut(winners, standings, played, armageddon, contested);
        List<UUID> beaten = inOrderOf(standings, losers);
        outcome.add(beaten.size() == 2 && contested > 2 ? duel(beaten, played, armageddon) : tieBreaks(beaten));
        return outcome;
    }

    private interface Scheme {
        Outcome of(List<UUID> teams);
    }

    /**
     * Groups by the article's numbers (1-based, the standings order), each played by {@code group};
     * the winners by {@code winners}; every group's other teams keep their tie-break order after them.
     */
    private static Outcome groups(List<UUID> teams, List<List<Integer>> numbers, Scheme group, Scheme winners) {
        Outcome phase = new Outcome();
        List<UUID> first = new ArrayList<>();
        for (List<Integer> members : numbers) {
            Outcome played = group.of(members.stream().map(number -> teams.get(number - 1)).toList());
            phase.add(played);
            if (!played.order.isEmpty()) {
                first.add(played.order.get(0));
            }
        }
        if (!phase.next.isEmpty() || phase.waiting) {
            return phase;
        }
        List<UUID> ordered = inOrderOf(teams, first);
        Outcome outcome = winners.of(ordered);
        outcome.add(tieBreaks(teams.stream().filter(team -> !ordered.contains(team)).toList()));
        return outcome;
    }

    private static List<UUID> inOrderOf(List<UUID> standings, List<UUID> some) {
        return standings.stream().filter(some::contains).toList();
    }

    private interface Then {
        Outcome get();
    }

    private interface ForLevel {
        /** @param offset the level teams' best place within the play-off, from 0 */
        Outcome of(List<UUID> level, int offset);
    }

    private static final ForLevel TIE_BREAKS = (level, offset) -> tieBreaks(level);

    /** One match of this kind between the two: scheduled, awaited, or its winner first; level: {@code then}. */
    private static Outcome pair(List<UUID> teams, List<Played> played, PlayoffKind kind, Then then) {
        Set<UUID> group = Set.copyOf(teams);
        List<Played> found = played.stream().filter(match -> match.kind() == kind && match.between(group)).toList();
        Outcome outcome = new Outcome();
        if (found.isEmpty()) {
            outcome.next.add(new Next(kind, teams.get(0), teams.get(1), 0));
            return outcome;
        }
        Played match = found.get(0);
        if (!match.ended()) {
            outcome.waiting = true;
            return outcome;
        }
        int first = match.halvesOf(teams.get(0));
        int second = match.halvesOf(teams.get(1));
        if (match.winner() != null) {
            UUID winner = match.winner();
            return placed(List.of(winner, winner.equals(teams.get(0)) ? teams.get(1) : teams.get(0)));
        }
        if (first != second) {
            return placed(first > second ? teams : List.of(teams.get(1), teams.get(0)));
        }
        return then.get();
    }

    /**
     * A round robin of this kind among the group (Berger tables, the standings order as the
     * numbers: Art. 30.5.5 leaves the colours to the tables): scheduled by rounds, awaited, or ranked;
     * each set of teams still level goes to {@code level}.
     */
    private static Outcome roundRobin(List<UUID> teams, List<Played> played, PlayoffKind kind, boolean boardPointsFirst,
            ForLevel level) {
        Set<UUID> group = Set.copyOf(teams);
        List<Played> among = played.stream().filter(match -> match.kind() == kind && match.between(group)).toList();
        Outcome outcome = new Outcome();
        if (among.isEmpty()) {
            for (RoundRobin.Round round : RoundRobin.schedule(teams.size(), 1)) {
                for (Pairing pairing : round.pairings()) {
                    outcome.next.add(new Next(kind, teams.get(pairing.white() - 1), teams.get(pairing.black() - 1),
                            round.number() - 1));
                }
            }
            return outcome;
        }
        if (!among.stream().allMatch(Played::ended)) {
            outcome.waiting = true;
            return outcome;
        }
        Map<UUID, int[]> scores = new HashMap<>();
        for (UUID team : teams) {
            int points = among.stream().filter(match -> match.first().equals(team) || match.second().equals(team))
                    .mapToInt(match -> match.matchPointsOf(team)).sum();
            int halves = among.stream().filter(match -> match.first().equals(team) || match.second().equals(team))
                    .mapToInt(match -> match.halvesOf(team)).sum();
            // An Armageddon is won or lost, never level: its wins are what counts.
            scores.put(team, kind.armageddon() ? new int[] {points, 0}
                    : boardPointsFirst ? new int[] {halves, points} : new int[] {points, halves});
        }
        Comparator<UUID> best = Comparator.<UUID>comparingInt(team -> scores.get(team)[0])
                .thenComparingInt(team -> scores.get(team)[1]).reversed();
        List<UUID> sorted = new ArrayList<>(teams); // stable: the standings order among the level
        sorted.sort(best);
        List<UUID> equal = new ArrayList<>();
        int offset = 0;
        for (UUID team : sorted) {
            if (!equal.isEmpty() && best.compare(equal.get(0), team) != 0) {
                outcome.add(settle(equal, offset, level));
                offset += equal.size();
                equal = new ArrayList<>();
            }
            equal.add(team);
        }
        outcome.add(settle(equal, offset, level));
        return outcome;
    }

    private static Outcome settle(List<UUID> equal, int offset, ForLevel level) {
        return equal.size() == 1 ? placed(equal) : Objects.requireNonNull(level.of(List.copyOf(equal), offset));
    }
}
