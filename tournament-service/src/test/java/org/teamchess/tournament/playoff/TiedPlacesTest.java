package org.teamchess.tournament.playoff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.tournament.standings.MatchScore;
import org.teamchess.tournament.standings.Standings;
import org.teamchess.tournament.standings.TieBreak;

/** Art. 30.5.6: the teams "contending for a place with an equal number of points" play off. */
class TiedPlacesTest {

    private final UUID a = UUID.randomUUID();
    private final UUID b = UUID.randomUUID();
    private final UUID c = UUID.randomUUID();
    private final UUID d = UUID.randomUUID();

    /** A 4-board round robin: a 3-1 c, b 3-1 d, a 2-2 b, c 2.5-1.5 d, a 1-3 d, b 1-3 c. */
    private List<Standings.Row> standings() {
        return Standings.rank(List.of(a, b, c, d), List.of(new MatchScore(a, c, 6, 2), new MatchScore(b, d, 6, 2),
                new MatchScore(a, b, 4, 4), new MatchScore(c, d, 5, 3), new MatchScore(a, d, 2, 6),
                new MatchScore(b, c, 2, 6)), TieBreak.TEAM_ROUND_ROBIN);
    }

    @Test
    void teamsLevelOnThePrimaryScoreForAPlaceOfTheRegulationPlayOffWhateverTheTieBreaksSay() {
        // Board points: a 6, b 6, c 6.5 ... c 2+6+5 = 13 halves, a 6+4+2 = 12, b 12, d 2+3+6 = 11.
        List<Standings.Row> rows = standings();
        assertEquals(c, rows.get(0).team());
        // a and b are level on board points (6) for place 2; the regulation decides places 1-2 by play-off.
        assertEquals(List.of(new TiedPlaces.Tie(2, List.of(rows.get(1).team(), rows.get(2).team()))),
                TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 2, Set.of()));
        assertEquals(Set.of(a, b), Set.copyOf(TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 2, Set.of()).get(0).teams()));
    }

    @Test
    void aTieOnlyForPlacesPastTheRegulationsIsLeftToTheTieBreaks() {
        assertEquals(List.of(), TiedPlaces.find(standings(), TieBreak.BOARD_POINTS, 1, Set.of()));
    }

    @Test
    void aTieThatBeginsWithinTheRegulationsPlacesIsPlayedOffWhole() {
        List<Standings.Row> rows = Standings.rank(List.of(a, b, c, d), List.of(new MatchScore(a, b, 4, 4),
                new MatchScore(c, d, 4, 4), new MatchScore(a, c, 4, 4), new MatchScore(b, d, 4, 4),
                new MatchScore(a, d, 4, 4), new MatchScore(b, c, 4, 4)), TieBreak.TEAM_ROUND_ROBIN);
        List<TiedPlaces.Tie> ties = TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 1, Set.of());
        assertEquals(1, ties.size());
        assertEquals(1, ties.get(0).firstPlace());
        assertEquals(List.of(a, b, c, d), ties.get(0).teams());
    }

    @Test
    void aTeamThatWithdrewPlaysNoPlayOff() {
        List<Standings.Row> rows = Standings.rank(List.of(a, b, c), List.of(new MatchScore(a, b, 4, 4),
                new MatchScore(a, c, 8, 0), new MatchScore(b, c, 8, 0)), TieBreak.TEAM_ROUND_ROBIN);
        assertEquals(1, TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 1, Set.of()).size());
        assertEquals(List.of(), TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 1, Set.of(b)));
    }

    @Test
    void theMatchPointsPrimaryScoreCountsWhenTheOrderStartsWithIt() {
        List<Standings.Row> rows = Standings.rank(List.of(a, b, c), List.of(new MatchScore(a, c, 8, 0),
                new MatchScore(b, c, 5, 3), new MatchScore(a, b, 4, 4)),
                List.of(TieBreak.MATCH_POINTS, TieBreak.BOARD_POINTS));
        // a and b have 3 match points each; a leads on board points, which do not matter here.
        assertEquals(List.of(new TiedPlaces.Tie(1, List.of(a, b))),
                TiedPlaces.find(rows, TieBreak.MATCH_POINTS, 1, Set.of()));
        assertEquals(List.of(), TiedPlaces.find(rows, TieBreak.BOARD_POINTS, 1, Set.of()));
    }
}
