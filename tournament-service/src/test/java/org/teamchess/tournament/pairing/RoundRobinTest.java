package org.teamchess.tournament.pairing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class RoundRobinTest {

    @Test
    void singleRoundRobinOfFourIsTheBergerTable() {
        List<RoundRobin.Round> rounds = RoundRobin.schedule(4, 1);
        assertEquals(3, rounds.size());
        assertEquals(List.of(new Pairing(1, 4), new Pairing(2, 3)), rounds.get(0).pairings());
        assertEquals(List.of(new Pairing(4, 3), new Pairing(1, 2)), rounds.get(1).pairings());
        assertEquals(List.of(new Pairing(2, 4), new Pairing(3, 1)), rounds.get(2).pairings());
        rounds.forEach(round -> assertEquals(OptionalInt.empty(), round.bye()));
    }

    @Test
    void secondCycleReversesTheColours() {
        List<RoundRobin.Round> rounds = RoundRobin.schedule(4, 2);
        assertEquals(6, rounds.size());
        assertEquals(List.of(4, 5, 6), rounds.subList(3, 6).stream().map(RoundRobin.Round::number).toList());
        assertEquals(List.of(new Pairing(4, 1), new Pairing(3, 2)), rounds.get(3).pairings());
        assertEquals(List.of(new Pairing(3, 4), new Pairing(2, 1)), rounds.get(4).pairings());
        assertEquals(List.of(new Pairing(4, 2), new Pairing(1, 3)), rounds.get(5).pairings());
    }

    @Test
    void withAnOddCountTheHighestNumberIsTheBye() {
        List<RoundRobin.Round> rounds = RoundRobin.schedule(3, 1);
        assertEquals(3, rounds.size());
        assertEquals(List.of(new Pairing(2, 3)), rounds.get(0).pairings());
        assertEquals(OptionalInt.of(1), rounds.get(0).bye());
        assertEquals(List.of(new Pairing(1, 2)), rounds.get(1).pairings());
        assertEquals(OptionalInt.of(3), rounds.get(1).bye());
        assertEquals(List.of(new Pairing(3, 1)), rounds.get(2).pairings());
        assertEquals(OptionalInt.of(2), rounds.get(2).bye());
    }

    @Test
    void twoTeamsPlayOneMatchOrTwoWithColoursSwapped() {
        assertEquals(List.of(new Pairing(1, 2)), RoundRobin.schedule(2, 1).get(0).pairings());
        List<RoundRobin.Round> twice = RoundRobin.schedule(2, 2);
        assertEquals(List.of(new Pairing(2, 1)), twice.get(1).pairings());
    }

    @Test
    void onlyOneOrTwoCycles() {
        assertThrows(IllegalArgumentException.class, () -> RoundRobin.schedule(4, 3));
    }
}
