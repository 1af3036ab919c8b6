package org.teamchess.tournament.standings;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * Ranks teams by their finished matches and a tie-break order (seed 004 Art. 30.2-30.3). Pure:
 * the same teams, matches and order give the same table.
 *
 * <p>Teams are sorted by the first criterion; each next one is applied only within the groups
 * still equal, which matters for direct encounter (it looks at the matches inside the group).
 * Teams equal on every criterion share a rank and keep the order in which they were given (their
 * pairing numbers). Byes are not matches: a round robin's score nothing; a Swiss bye scores what
 * the regulations give it ({@link Bye}), in the match and board points but with no opponent, so it
 * adds nothing to Buchholz or Sonneborn-Berger and is not a win.
 */
public final class Standings {

    private Standings() {
    }

    /**
     * One team's line.
     *
     * @param rank        from 1; equal teams share it
     * @param team        the team
     * @param played      matches played
     * @param matchPoints match points (Art. 30.2.1)
     * @param boardHalves board points times two
     * @param values      each criterion of the order and its value for the team, in that order
     */
    public record Row(int rank, UUID team, int played, int matchPoints, int boardHalves,
            Map<TieBreak, Double> values) {
        public Row {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        /** Board points, e.g. 2.5. */
        public double boardPoints() {
            return boardHalves / 2.0;
        }
    }

    /**
     * A pairing-allocated bye of a Swiss round and what it scores.
     *
     * @param matchPoints the match points it gives
     * @param halves      the board points it gives, times two
     */
    public record Bye(UUID team, int matchPoints, int halves) {
    }

    /**
     * @param teams   every team of the tournament, in pairing-number order
     * @param matches the finished matches
     * @param order   the criteria, the primary score first; not empty
     * @return a row per team, best first
     * @throws IllegalArgumentException for an empty order or a match of a team not listed
     */
    public static List<Row> rank(List<UUID> teams, List<MatchScore> matches, List<TieBreak> order) {
        return rank(teams, matches, List.of(), order);
    }

    /**
     * @param byes the byes of the rounds played, each scoring for its team
     * @see #rank(List, List, List)
     */
    public static List<Row> rank(List<UUID> teams, List<MatchScore> matches, List<Bye> byes, List<TieBreak> order) {
        if (order.isEmpty()) {
            throw new IllegalArgumentException("the order needs at least one criterion");
        }
        for (MatchScore match : matches) {
            if (!teams.contains(match.firstTeam()) || !teams.contains(match.secondTeam())) {
                throw new IllegalArgumentException("a match of a team outside the standings: " + match);
            }
        }
        TieBreak primary = TieBreak.primaryScore(order);
        Map<UUID, Double> primaryScores = new HashMap<>();
        teams.forEach(team -> primaryScores.put(team, score(team, matches, primary) + byeScore(team, byes, primary)));

        Map<UUID, Map<TieBreak, Double>> values = new HashMap<>();
        teams.forEach(team -> values.put(team, new LinkedHashMap<>()));
        List<List<UUID>> groups = List.of(List.copyOf(teams));
        for (TieBreak tieBreak : order) {
            List<List<UUID>> split = new ArrayList<>();
            for (List<UUID> group : groups) {
                Map<UUID, Double> groupValues = new HashMap<>();
                for (UUID team : group) {
                    double value = value(tieBreak, team, group, matches, primary, primaryScores)
                            + (tieBreak == TieBreak.MATCH_POINTS || tieBreak == TieBreak.BOARD_POINTS
                                    ? byeScore(team, byes, tieBreak) : 0);
                    groupValues.put(team, value);
                    values.get(team).put(tieBreak, value);
                }
                List<UUID> sorted = new ArrayList<>(group);
                sorted.sort(Comparator.comparing(groupValues::get, Comparator.reverseOrder()));
                List<UUID> equal = new ArrayList<>();
                for (UUID team : sorted) {
                    if (!equal.isEmpty() && !Objects.equals(groupValues.get(equal.get(0)), groupValues.get(team))) {
                        split.add(equal);
                        equal = new ArrayList<>();
                    }
                    equal.add(team);
                }
                split.add(equal);
            }
            groups = split;
        }

        List<Row> rows = new ArrayList<>(teams.size());
        for (List<UUID> group : groups) {
            int rank = rows.size() + 1;
            for (UUID team : group) {
                List<MatchScore> played = matches.stream().filter(match -> match.involves(team)).toList();
                List<Bye> own = byes.stream().filter(bye -> bye.team().equals(team)).toList();
                rows.add(new Row(rank, team, played.size(),
                        played.stream().mapToInt(match -> match.matchPointsOf(team)).sum()
                                + own.stream().mapToInt(Bye::matchPoints).sum(),
                        played.stream().mapToInt(match -> match.halvesOf(team)).sum()
                                + own.stream().mapToInt(Bye::halves).sum(), values.get(team)));
            }
        }
        return List.copyOf(rows);
    }

    private static double value(TieBreak tieBreak, UUID team, List<UUID> group, List<MatchScore> matches,
            TieBreak primary, Map<UUID, Double> primaryScores) {
        List<MatchScore> own = matches.stream().filter(match -> match.involves(team)).toList();
        return switch (tieBreak) {
            case MATCH_POINTS, BOARD_POINTS -> score(team, matches, tieBreak);
            case DIRECT_ENCOUNTER -> directEncounter(team, group, matches, primary);
            case SONNEBORN_BERGER -> own.stream()
                    .mapToDouble(match -> primaryScores.get(match.opponentOf(team)) * match.halvesOf(team) / 2.0)
                    .sum();
            case BUCHHOLZ -> own.stream().mapToDouble(match -> primaryScores.get(match.opponentOf(team))).sum();
            case BUCHHOLZ_CUT_1 -> {
                double[] opponents = own.stream()
                        .mapToDouble(match -> primaryScores.get(match.opponentOf(team))).sorted().toArray();
                double sum = Arrays.stream(opponents).sum();
                yield opponents.length == 0 ? 0 : sum - opponents[0];
            }
            case WINS -> own.stream().filter(match -> match.matchPointsOf(team) == 2).count();
        };
    }

    /** The team's match points or board points from its byes. */
    private static double byeScore(UUID team, List<Bye> byes, TieBreak kind) {
        return byes.stream().filter(bye -> bye.team().equals(team))
                .mapToDouble(bye -> kind == TieBreak.MATCH_POINTS ? bye.matchPoints() : bye.halves() / 2.0).sum();
    }

    /** The team's match points or board points over these matches. */
    private static double score(UUID team, List<MatchScore> matches, TieBreak kind) {
        return matches.stream().filter(match -> match.involves(team))
                .mapToDouble(match -> kind == TieBreak.MATCH_POINTS ? match.matchPointsOf(team)
                        : match.halvesOf(team) / 2.0)
                .sum();
    }

    /**
     * Art. 30.2.4: the primary score made in the matches among the group, when every two teams of
     * the group have met; 0 for everyone (no separation) when some have not, or the team is alone.
     */
    private static double directEncounter(UUID team, List<UUID> group, List<MatchScore> matches, TieBreak primary) {
        if (group.size() < 2) {
            return 0;
        }
        List<MatchScore> among = matches.stream()
                .filter(match -> group.contains(match.firstTeam()) && group.contains(match.secondTeam()))
                .toList();
        for (int i = 0; i < group.size(); i++) {
            for (int j = i + 1; j < group.size(); j++) {
                UUID one = group.get(i);
                UUID other = group.get(j);
                if (among.stream().noneMatch(match -> match.involves(one) && match.involves(other))) {
                    return 0;
                }
            }
        }
        return score(team, among, primary);
    }
}
