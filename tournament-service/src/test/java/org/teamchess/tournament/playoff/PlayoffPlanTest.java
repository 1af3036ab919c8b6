package org.teamchess.tournament.playoff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Art. 30.5.6 step by step, for teams. */
class PlayoffPlanTest {

    private final UUID a = UUID.randomUUID();
    private final UUID b = UUID.randomUUID();
    private final UUID c = UUID.randomUUID();

    @Test
    void twoTeamsPlayAMiniMatchAndWhenLevelAnArmageddon() {
        List<PlayoffPlan.Played> played = new ArrayList<>();
        PlayoffPlan.Schedule first = assertInstanceOf(PlayoffPlan.Schedule.class, PlayoffPlan.next(List.of(a, b),
                played, true, 1));
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.MINI_MATCH, a, b, 0)), first.matches());
        played.add(new PlayoffPlan.Played(PlayoffKind.MINI_MATCH, a, b, false, 2, 0, null));
        assertInstanceOf(PlayoffPlan.Waiting.class, PlayoffPlan.next(List.of(a, b), played, true, 1));
        played.set(0, new PlayoffPlan.Played(PlayoffKind.MINI_MATCH, a, b, true, 4, 4, null));
        PlayoffPlan.Schedule second = assertInstanceOf(PlayoffPlan.Schedule.class, PlayoffPlan.next(List.of(a, b),
                played, true, 1));
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.ARMAGEDDON, a, b, 0)), second.matches());
        played.add(new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON, a, b, true, 1, 1, b)); // a draw: Black (b) wins
        assertEquals(new PlayoffPlan.Decided(List.of(b, a), Set.of(a, b)),
                PlayoffPlan.next(List.of(a, b), played, true, 1));
    }

    @Test
    void theMiniMatchWinnerOnBoardPointsTakesThePlace() {
        List<PlayoffPlan.Played> played = List.of(new PlayoffPlan.Played(PlayoffKind.MINI_MATCH, a, b, true, 3, 5, b));
        assertEquals(new PlayoffPlan.Decided(List.of(b, a), Set.of(a, b)),
                PlayoffPlan.next(List.of(a, b), played, true, 1));
    }

    @Test
    void anArmageddonBothSidesLostLeavesThePairToTheTieBreaks() {
        List<PlayoffPlan.Played> played = List.of(new PlayoffPlan.Played(PlayoffKind.MINI_MATCH, a, b, true, 4, 4, null),
                new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON, a, b, true, 0, 0, null));
        assertEquals(new PlayoffPlan.Decided(List.of(a, b), Set.of()), PlayoffPlan.next(List.of(a, b), played, true, 1));
    }

    @Test
    void threeTeamsPlayARoundRobinOfRapidMatchesByTheBergerTables() {
        PlayoffPlan.Schedule schedule = assertInstanceOf(PlayoffPlan.Schedule.class,
                PlayoffPlan.next(List.of(a, b, c), List.of(), true, 1));
        assertEquals(3, schedule.matches().size());
        assertEquals(Set.of(0, 1, 2), Set.copyOf(schedule.matches().stream().map(PlayoffPlan.Next::stage).toList()));
        schedule.matches().forEach(next -> assertEquals(PlayoffKind.RAPID, next.kind()));
    }

    @Test
    void twoOfThreeStillLevelPlayAnArmageddonWhenTheirPlaceIsContested() {
        List<PlayoffPlan.Played> played = new ArrayList<>(List.of(
                new PlayoffPlan.Played(PlayoffKind.RAPID, a, b, true, 2, 2, null),
                new PlayoffPlan.Played(PlayoffKind.RAPID, c, a, true, 0, 4, a),
                new PlayoffPlan.Played(PlayoffKind.RAPID, b, c, true, 3, 1, b)));
        // a 6 halves, b 5, c 1: every place is apart.
        assertEquals(new PlayoffPlan.Decided(List.of(a, b, c), Set.of(a, b, c)),
                PlayoffPlan.next(List.of(a, b, c), played, true, 1));
        played.set(2, new PlayoffPlan.Played(PlayoffKind.RAPID, b, c, true, 4, 0, b)); // a 6, b 6, c 0
        PlayoffPlan.Schedule armageddon = assertInstanceOf(PlayoffPlan.Schedule.class,
                PlayoffPlan.next(List.of(a, b, c), played, true, 1));
        assertEquals(List.of(new PlayoffPlan.Next(PlayoffKind.ARMAGEDDON, a, b, 0)), armageddon.matches());
        played.add(new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON, a, b, true, 0, 2, b));
        assertEquals(new PlayoffPlan.Decided(List.of(b, a, c), Set.of(a, b, c)),
                PlayoffPlan.next(List.of(a, b, c), played, true, 1));
    }

    @Test
    void twoStillLevelForAPlaceTheRegulationDoesNotContestAreLeftToTheTieBreaks() {
        List<PlayoffPlan.Played> played = List.of(
                new PlayoffPlan.Played(PlayoffKind.RAPID, a, b, true, 4, 0, a),
                new PlayoffPlan.Played(PlayoffKind.RAPID, c, a, true, 0, 4, a),
                new PlayoffPlan.Played(PlayoffKind.RAPID, b, c, true, 2, 2, null));
        assertEquals(new PlayoffPlan.Decided(List.of(a, b, c), Set.of(a)),
                PlayoffPlan.next(List.of(a, b, c), played, true, 1));
    }

    @Test
    void threeStillLevelPlayAnArmageddonRoundRobinAndWhatStaysLevelGoesToTheTieBreaks() {
        List<PlayoffPlan.Played> played = new ArrayList<>(List.of(
                new PlayoffPlan.Played(PlayoffKind.RAPID, a, b, true, 2, 2, null),
                new PlayoffPlan.Played(PlayoffKind.RAPID, c, a, true, 2, 2, null),
                new PlayoffPlan.Played(PlayoffKind.RAPID, b, c, true, 2, 2, null)));
        PlayoffPlan.Schedule round = assertInstanceOf(PlayoffPlan.Schedule.class,
                PlayoffPlan.next(List.of(a, b, c), played, false, 3));
        assertEquals(3, round.matches().size());
        round.matches().forEach(next -> assertEquals(PlayoffKind.ARMAGEDDON_ROUND, next.kind()));
        // Each wins one: still level; the tie-breaks keep the standings order.
        played.add(new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON_ROUND, a, b, true, 2, 0, a));
        played.add(new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON_ROUND, b, c, true, 2, 0, b));
        played.add(new PlayoffPlan.Played(PlayoffKind.ARMAGEDDON_ROUND, c, a, true, 2, 0, c));
        assertEquals(new PlayoffPlan.Decided(List.of(a, b, c), Set.of()),
                PlayoffPlan.next(List.of(a, b, c), played, false, 3));
    }
}
