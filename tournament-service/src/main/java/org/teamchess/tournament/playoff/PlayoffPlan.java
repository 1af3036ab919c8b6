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
 * step.
 *
 * <ul>
 * <li>2 teams: a mini-match (two games per board); level on board points: an Armageddon.</li>
 * <li>3 or 5 teams: a round robin of rapid matches (one game per board), ranked by the primary
 * score, then the other of match and board points; teams still level: two play an Armageddon,
 * three an Armageddon round robin; what stays level after that (Art. 30.5.6.2.3's fewest moves, or
 * four of five level) is left to the tie-breaks.</li>
 * <li>Other sizes ({@link #supports}) are not played: the tie-breaks decide.</li>
 * </ul>
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

    /** Whether the article's schemes are implemented for this many level teams. */
    public static boolean supports(int teams) {
        return teams == 2 || teams == 3 || teams == 5;
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
        Outcome outcome = supports(teams.size()) ? main(teams, played, boardPointsFirst, contested) : tieBreaks(teams);
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
        if (teams.size() == 2) {
            return pair(teams, played, PlayoffKind.MINI_MATCH, () -> pair(teams, played, PlayoffKind.ARMAGEDDON,
                    () -> tieBreaks(teams)));
        }
        return roundRobin(teams, played, PlayoffKind.RAPID, boardPointsFirst, (level, offset) -> offset >= contested
                ? tieBreaks(level) : switch (level.size()) {
                    case 2 -> pair(level, played, PlayoffKind.ARMAGEDDON, () -> tieBreaks(level));
                    case 3 -> roundRobin(level, played, PlayoffKind.ARMAGEDDON_ROUND, boardPointsFirst, TIE_BREAKS);
                    default -> tieBreaks(level);
                });
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
