package org.teamchess.tournament.pairing.swiss;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.teamchess.rules.Side;
import org.teamchess.tournament.pairing.Pairing;

/** Hand-worked rounds: each names the articles of C.04.6 that decide it. */
class SwissPairerTest {

    private static final SwissRules STANDARD = SwissRules.standard(Side.WHITE);

    private static List<Pairing> pairings(SwissPairing pairing) {
        return pairing.matches().stream().map(PairedMatch::pairing).toList();
    }

    private static SwissPairing pair(int round, int teams, List<MatchResult> matches, List<PairingAllocatedBye> byes) {
        return SwissPairer.pair(new SwissRound(round, 9, teams, matches, byes, Set.of(), STANDARD));
    }

    /** A match the first-named team won 3-1. */
    private static MatchResult won(int round, int first, int second) {
        return MatchResult.of(round, first, second, 6, 2, true);
    }

    @Test
    void roundOnePairsTheTopHalfAgainstTheBottomHalfWithAlternatingColours() {
        // Art. 3.6.3: the first identifier is tops 1-4, bottoms 5-8; Art. 4.3.1 gives odd first-teams the
        // initial colour.
        SwissPairing pairing = pair(1, 8, List.of(), List.of());

        assertEquals(List.of(new Pairing(1, 5), new Pairing(6, 2), new Pairing(3, 7), new Pairing(8, 4)),
                pairings(pairing));
        assertEquals(OptionalInt.empty(), pairing.bye());
    }

    @Test
    void theInitialColourDrawnBlackReversesRoundOne() {
        SwissRules rules = SwissRules.standard(Side.BLACK);
        SwissPairing pairing = SwissPairer.pair(new SwissRound(1, 5, 4, List.of(), List.of(), Set.of(), rules));

        assertEquals(List.of(new Pairing(3, 1), new Pairing(2, 4)), pairings(pairing));
    }

    @Test
    void anOddFieldGivesTheByeToTheLargestPairingNumberInRoundOne() {
        SwissPairing pairing = pair(1, 9, List.of(), List.of());

        assertEquals(OptionalInt.of(9), pairing.bye());
        assertEquals(4, pairing.matches().size());
    }

    @Test
    void roundTwoAlternatesTheFirstTeamsColourWhenNothingElseDecides() {
        // Round 1 1:5, 6:2, 3:7, 8:4, every first-named team winning 3-1.
        List<MatchResult> roundOne = List.of(won(1, 1, 5), won(1, 6, 2), won(1, 3, 7), won(1, 8, 4));

        SwissPairing pairing = pair(2, 8, roundOne, List.of());

        // Winners {1,3,6,8}: 1-6 and 3-8; losers {2,4,5,7}: 2-5 and 4-7. Equal colour differences and the same
        // colour last round, so Art. 4.3.8 alternates the first-team (the smaller number).
        assertEquals(List.of(new Pairing(6, 1), new Pairing(8, 3), new Pairing(2, 5), new Pairing(4, 7)),
                pairings(pairing));
    }

    @Test
    void theByeGoesToTheLowestScoreWithTheMostMatchesPlayed() {
        // Round 1: 1 beat 2; 3 and 4 did not play, 4 won by forfeit; 5 had the bye (a draw, Art. 1.4).
        List<MatchResult> roundOne = List.of(MatchResult.of(1, 1, 2, 8, 0, true), MatchResult.of(1, 3, 4, 0, 8, false));
        List<PairingAllocatedBye> byes = List.of(PairingAllocatedBye.drawValue(1, 5, 4));

        SwissPairing pairing = pair(2, 5, roundOne, byes);

        // 2 and 3 have 0; 2 played a match, 3 did not (Art. 3.4.3). 1 and 4 may meet, 3 and 4 may meet again.
        assertEquals(OptionalInt.of(2), pairing.bye());
        assertEquals(List.of(new Pairing(4, 1), new Pairing(5, 3)), pairings(pairing));
    }

    @Test
    void aTeamThatHadTheByeDoesNotGetItAgain() {
        // The regulations gave round 1's bye no points: 3 and 2 both have 0, and 3 is barred ([C2]).
        List<MatchResult> roundOne = List.of(won(1, 1, 2));
        List<PairingAllocatedBye> byes = List.of(new PairingAllocatedBye(1, 3, 0, 0));

        SwissPairing pairing = pair(2, 3, roundOne, byes);

        assertEquals(OptionalInt.of(2), pairing.bye());
        assertEquals(List.of(new Pairing(3, 1)), pairings(pairing));
    }

    @Test
    void colourPreferencesChooseTheSecondPairingInIdentifierOrder() {
        // 1 and 3 had Black twice, 2 and 4 White twice (Type A: 1 and 3 prefer White, 2 and 4 Black), all
        // four won both matches. 1-3 and 2-4 would leave two preferences unfulfilled ([C8]); 1-4, 2-3 none.
        List<MatchResult> history = List.of(won(1, 5, 1), won(1, 6, 3), won(1, 2, 7), won(1, 4, 8),
                won(2, 7, 1), won(2, 8, 3), won(2, 2, 5), won(2, 4, 6));
        List<MatchResult> results = history.stream()
                .map(match -> MatchResult.of(match.round(), match.firstTeam(), match.secondTeam(),
                        match.firstTeam() <= 4 ? 6 : 2, match.firstTeam() <= 4 ? 2 : 6, true))
                .toList();

        SwissPairing pairing = pair(3, 8, results, List.of());

        // 5-7 and 6-8 alternate from round 2 (Art. 4.3.6).
        assertEquals(List.of(new Pairing(1, 4), new Pairing(3, 2), new Pairing(5, 7), new Pairing(6, 8)),
                pairings(pairing));
    }

    @Test
    void aLoneLeaderIsJoinedByTheHighestScoringUpfloater() {
        // Round 1 of five: 1:3, 4:2, bye 5; 1 and 2 won. Round 2: 1 and 2 (2 points) meet; the bye goes to 4
        // (0 points, the larger number), and 5 (1 point) takes 3 as its upfloater.
        List<MatchResult> roundOne = List.of(won(1, 1, 3), MatchResult.of(1, 4, 2, 2, 6, true));
        List<PairingAllocatedBye> byes = List.of(PairingAllocatedBye.drawValue(1, 5, 4));

        SwissPairing pairing = pair(2, 5, roundOne, byes);

        assertEquals(OptionalInt.of(4), pairing.bye());
        assertEquals(List.of(new Pairing(2, 1), new Pairing(3, 5)), pairings(pairing));
        assertTrue(pairing.matches().get(1).explanation().contains("upfloaters [3]"),
                pairing.matches().get(1).explanation());
        assertTrue(pairing.matches().get(0).explanation().contains("Art. 4.3.5"), pairing.matches().get(0).explanation());
    }

    @Test
    void anAbsentTeamIsNeitherPairedNorGivenTheBye() {
        SwissPairing pairing = SwissPairer.pair(new SwissRound(1, 5, 5, List.of(), List.of(), Set.of(2), STANDARD));

        assertEquals(OptionalInt.empty(), pairing.bye());
        assertEquals(List.of(new Pairing(1, 4), new Pairing(3, 5)), pairings(pairing));
    }

    @Test
    void aFieldThatHasMetTooOftenHasNoLegalPairing() {
        // Four teams after a whole round robin.
        List<MatchResult> roundRobin = List.of(won(1, 1, 2), won(1, 3, 4), won(2, 1, 3), won(2, 2, 4), won(3, 1, 4),
                won(3, 2, 3));

        assertThrows(NoLegalPairingException.class, () -> pair(4, 4, roundRobin, List.of()));
    }

    @Test
    void aMatchForfeitedAsAWholeIsNoMeeting() {
        // 1 and 2 did not play in round 1 (C.04.2 Art. 3.5), so round 2 may pair them again.
        List<MatchResult> roundOne = List.of(MatchResult.of(1, 1, 2, 8, 0, false));

        SwissPairing pairing = pair(2, 2, roundOne, List.of());

        assertEquals(1, pairing.matches().size());
    }

    @Test
    void resultsOfTheRoundBeingPairedAreRefused() {
        List<MatchResult> sameRound = List.of(won(2, 1, 2));

        assertThrows(IllegalArgumentException.class, () -> pair(2, 2, sameRound, List.of()));
    }
}
