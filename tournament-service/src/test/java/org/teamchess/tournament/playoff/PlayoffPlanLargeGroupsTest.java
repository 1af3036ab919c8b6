package org.teamchess.tournament.playoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Art. 30.5.6.3 and 30.5.6.5 to 30.5.6.10 (four, and six or more level), for teams: each test quotes the
 * article's line it checks. Team {@code n} is the n-th in the standings order.
 */
class PlayoffPlanLargeGroupsTest {

    private static List<UUID> teams(int count) {
        return IntStream.range(0, count).mapToObj(number -> UUID.randomUUID()).toList();
    }

    private static PlayoffPlan.Schedule schedule(List<UUID> teams, List<PlayoffPlan.Played> played, int contested) {
        return assertInstanceOf(PlayoffPlan.Schedule.class, PlayoffPlan.next(teams, played, true, contested));
    }

    /** The pairs scheduled, by the numbers (1-based) of their teams. */
    private static Set<Set<Integer>> pairs(List<UUID> teams, PlayoffPlan.Schedule schedule) {
        return Set.copyOf(schedule.matches().stream()
                .map(next -> Set.of(teams.indexOf(next.first()) + 1, teams.indexOf(next.second()) + 1)).toList());
    }

    /** A finished match {@code kind} that {@code winner} won over {@code loser}. */
    private static PlayoffPlan.Played won(PlayoffKind kind, UUID winner, UUID loser) {
        return new PlayoffPlan.Played(kind, winner, loser, true, kind.armageddon() ? 2 : 6, 0, winner);
    }

    private static PlayoffPlan.Played level(PlayoffKind kind, UUID first, UUID second) {
        return new PlayoffPlan.Played(kind, first, second, true, 4, 4, null);
    }

    @Test
    void fourLevelPlayAKnockOutOneAgainstFourAndTwoAgainstThree() {
        // 30.5.6.3: «Пары должны быть следующие: 1v4 и 2v3 ... два матча на выбывание со скоростью как в п. 30.5.6.1.1»
        List<UUID> four = teams(4);
        PlayoffPlan.Schedule semis = schedule(four, List.of(), 1);
        assertEquals(Set.of(Set.of(1, 4), Set.of(2, 3)), pairs(four, semis));
        semis.matches().forEach(next -> assertEquals(PlayoffKind.MINI_MATCH, next.kind()));
        semis.matches().forEach(next -> assertEquals(0, next.stage()));
    }

    @Test
    void aLevelKnockOutMatchGoesToAnArmageddonAndTheWinnersMeetInTheFinal() {
        // 30.5.6.3: «Если нет, должен применяться Армагеддон».
        List<UUID> four = teams(4);
        List<PlayoffPlan.Played> played = new ArrayList<>(List.of(won(PlayoffKind.MINI_MATCH, four.get(3), four.get(0)),
                level(PlayoffKind.MINI_MATCH, four.get(1), four.get(2))));
        PlayoffPlan.Schedule armageddon = schedule(four, played, 1);
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.ARMAGEDDON, four.get(1), four.get(2), 0)),
                armageddon.matches());
        played.add(won(PlayoffKind.ARMAGEDDON, four.get(2), four.get(1)));
        PlayoffPlan.Schedule last = schedule(four, played, 1);
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.MINI_MATCH, four.get(3), four.get(2), 0)), last.matches());
        played.add(won(PlayoffKind.MINI_MATCH, four.get(2), four.get(3)));
        // Only first place is contested: the semi-finals' losers keep their tie-break order.
        assertEquals(new PlayoffPlan.Decided(List.of(four.get(2), four.get(3), four.get(0), four.get(1)),
                Set.of(four.get(2), four.get(3))), PlayoffPlan.next(four, played, true, 1));
    }

    @Test
    void theSemiFinalLosersPlayForThirdPlaceWhenTheRegulationContestsIt() {
        List<UUID> four = teams(4);
        List<PlayoffPlan.Played> played = new ArrayList<>(List.of(won(PlayoffKind.MINI_MATCH, four.get(0), four.get(3)),
                won(PlayoffKind.MINI_MATCH, four.get(2), four.get(1))));
        PlayoffPlan.Schedule next = schedule(four, played, 3);
        assertEquals(Set.of(Set.of(1, 3), Set.of(2, 4)), pairs(four, next));
        played.add(won(PlayoffKind.MINI_MATCH, four.get(2), four.get(0)));
        played.add(won(PlayoffKind.MINI_MATCH, four.get(3), four.get(1)));
        assertEquals(new PlayoffPlan.Decided(List.of(four.get(2), four.get(0), four.get(3), four.get(1)),
                Set.copyOf(four)), PlayoffPlan.next(four, played, true, 3));
    }

    @Test
    void fourOfFiveLevelAfterTheRoundRobinPlayAKnockOutWithoutArmageddon() {
        // 30.5.6.1.1.2: «Если четыре игрока из пяти имеют равное число очков, применяется п. 30.5.6.3, за исключением Армагеддона».
        List<UUID> five = teams(5);
        List<PlayoffPlan.Played> played = new ArrayList<>();
        for (int one = 0; one < 5; one++) {
            for (int other = one + 1; other < 5; other++) {
                played.add(one == 0 ? won(PlayoffKind.RAPID, five.get(0), five.get(other))
                        : level(PlayoffKind.RAPID, five.get(one), five.get(other)));
            }
        }
        PlayoffPlan.Schedule knockOut = schedule(five, played, 2);
        assertEquals(Set.of(Set.of(2, 5), Set.of(3, 4)), pairs(five, knockOut));
        played.add(level(PlayoffKind.MINI_MATCH, five.get(1), five.get(4)));
        played.add(won(PlayoffKind.MINI_MATCH, five.get(3), five.get(2)));
        // No Armageddon: the level semi-final goes to the tie-breaks (team 2 before team 5); the final follows.
        PlayoffPlan.Schedule last = schedule(five, played, 2);
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.MINI_MATCH, five.get(1), five.get(3), 0)), last.matches());
    }

    @Test
    void sixLevelPlayInGroupsOneFourFiveAndTwoThreeSixThenTheWinnersAnArmageddon() {
        // 30.5.6.5: «Игроки 1, 4, 5 — в одной, игроки 2, 3, 6 — в другой ... Затем они играют как в п. 30.5.6.2.
        // Победители в группах затем встречаются в плей-офф как в п. 30.5.6.1.2.»
        List<UUID> six = teams(6);
        PlayoffPlan.Schedule groups = schedule(six, List.of(), 1);
        assertEquals(Set.of(Set.of(1, 4), Set.of(1, 5), Set.of(4, 5), Set.of(2, 3), Set.of(2, 6), Set.of(3, 6)),
                pairs(six, groups));
        groups.matches().forEach(next -> assertEquals(PlayoffKind.RAPID, next.kind()));
        List<PlayoffPlan.Played> played = new ArrayList<>(List.of(
                won(PlayoffKind.RAPID, six.get(4), six.get(0)), won(PlayoffKind.RAPID, six.get(4), six.get(3)),
                won(PlayoffKind.RAPID, six.get(0), six.get(3)),
                won(PlayoffKind.RAPID, six.get(1), six.get(2)), won(PlayoffKind.RAPID, six.get(1), six.get(5)),
                won(PlayoffKind.RAPID, six.get(2), six.get(5))));
        PlayoffPlan.Schedule last = schedule(six, played, 1);
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.ARMAGEDDON, six.get(1), six.get(4), 0)), last.matches());
        played.add(won(PlayoffKind.ARMAGEDDON, six.get(4), six.get(1)));
        assertEquals(new PlayoffPlan.Decided(List.of(six.get(4), six.get(1), six.get(0), six.get(2), six.get(3),
                six.get(5)), Set.of(six.get(4), six.get(1))), PlayoffPlan.next(six, played, true, 1));
    }

    @Test
    void sevenLevelPlayAnArmageddonRoundRobin() {
        // 30.5.6.6: «Если семь игроков ... имеют равное число очков: они играют Армагеддон.»
        List<UUID> seven = teams(7);
        PlayoffPlan.Schedule round = schedule(seven, List.of(), 1);
        assertEquals(21, round.matches().size());
        assertEquals(21, pairs(seven, round).size());
        round.matches().forEach(next -> assertEquals(PlayoffKind.ARMAGEDDON_ROUND, next.kind()));
    }

    @Test
    void eightLevelPlayAKnockOutOneEightTwoSevenThreeSixFourFive() {
        // 30.5.6.7: «они играют на выбывание, 1v8, 2v7, 3v6 и 4v5».
        List<UUID> eight = teams(8);
        PlayoffPlan.Schedule quarters = schedule(eight, List.of(), 1);
        assertEquals(Set.of(Set.of(1, 8), Set.of(2, 7), Set.of(3, 6), Set.of(4, 5)), pairs(eight, quarters));
        List<PlayoffPlan.Played> played = new ArrayList<>();
        for (int seed = 0; seed < 4; seed++) {
            played.add(won(PlayoffKind.MINI_MATCH, eight.get(seed), eight.get(7 - seed)));
        }
        // The bracket: the winner of 1v8 meets the winner of 4v5, 2v7 meets 3v6.
        assertEquals(Set.of(Set.of(1, 4), Set.of(2, 3)), pairs(eight, schedule(eight, played, 1)));
    }

    @Test
    void nineLevelPlayArmageddonRoundRobinsInGroupsOneFiveNineTwoSixSevenThreeFourEight() {
        // 30.5.6.8: «в трех группах по три человека, 30.5.6.2.2. Группа А: 1, 5, 9. Группа B: 2, 6, 7. Группа С: 3, 4, 8.»
        List<UUID> nine = teams(9);
        PlayoffPlan.Schedule groups = schedule(nine, List.of(), 1);
        assertEquals(Set.of(Set.of(1, 5), Set.of(1, 9), Set.of(5, 9), Set.of(2, 6), Set.of(2, 7), Set.of(6, 7),
                Set.of(3, 4), Set.of(3, 8), Set.of(4, 8)), pairs(nine, groups));
        groups.matches().forEach(next -> assertEquals(PlayoffKind.ARMAGEDDON_ROUND, next.kind()));
        List<PlayoffPlan.Played> played = new ArrayList<>();
        for (int[] group : new int[][] {{9, 1, 5}, {2, 6, 7}, {8, 3, 4}}) { // each group's first wins both
            played.add(won(PlayoffKind.ARMAGEDDON_ROUND, nine.get(group[0] - 1), nine.get(group[1] - 1)));
            played.add(won(PlayoffKind.ARMAGEDDON_ROUND, nine.get(group[0] - 1), nine.get(group[2] - 1)));
            played.add(won(PlayoffKind.ARMAGEDDON_ROUND, nine.get(group[1] - 1), nine.get(group[2] - 1)));
        }
        // The article does not say how the three winners go on: as three level (30.5.6.2).
        PlayoffPlan.Schedule winners = schedule(nine, played, 1);
        assertEquals(Set.of(Set.of(2, 8), Set.of(2, 9), Set.of(8, 9)), pairs(nine, winners));
        winners.matches().forEach(next -> assertEquals(PlayoffKind.RAPID, next.kind()));
    }

    @Test
    void tenLevelPlayInTwoGroupsOfFiveThenTheWinnersAnArmageddon() {
        // 30.5.6.9: «в двух группах по пять человек как в п. 30.5.6.4. Два победителя играют как в п. 30.5.6.1.2.»
        List<UUID> ten = teams(10);
        PlayoffPlan.Schedule groups = schedule(ten, List.of(), 1);
        // The article does not number the groups: the same snake as for six (1, 4, 5, 8, 9 and 2, 3, 6, 7, 10).
        Set<Set<Integer>> expected = new HashSet<>();
        for (List<Integer> group : List.of(List.of(1, 4, 5, 8, 9), List.of(2, 3, 6, 7, 10))) {
            for (int one : group) {
                for (int other : group) {
                    if (one < other) {
                        expected.add(Set.of(one, other));
                    }
                }
            }
        }
        assertEquals(expected, pairs(ten, groups));
        assertEquals(20, groups.matches().size());
    }

    @Test
    void elevenLevelLeaveTheNinthAndBelowOutAndTheEightPlayAsEight() {
        // 30.5.6.10: «игроки, начиная с 9-го и ниже, исключаются. Оставшиеся восемь игроков должны играть в соответствии с п. 30.5.6.7.»
        List<UUID> eleven = teams(11);
        assertEquals(Set.of(Set.of(1, 8), Set.of(2, 7), Set.of(3, 6), Set.of(4, 5)), pairs(eleven, schedule(eleven,
                List.of(), 1)));
    }
}
