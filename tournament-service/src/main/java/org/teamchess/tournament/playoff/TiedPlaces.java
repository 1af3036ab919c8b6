package org.teamchess.tournament.playoff;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import org.teamchess.tournament.standings.Standings;
import org.teamchess.tournament.standings.TieBreak;

/**
 * Which teams play a play-off (seed 004 Art. 30.5.6: the players "contending for a place have an
 * equal number of points"): the teams level on the primary score, the first criterion of the
 * tournament's order, whose best place is one the regulation decides by play-off. Pure.
 */
public final class TiedPlaces {

    private TiedPlaces() {
    }

    /**
     * Teams level for a place.
     *
     * @param firstPlace the best place they contend for
     * @param teams      in their standings order (by the tie-breaks)
     */
    public record Tie(int firstPlace, List<UUID> teams) {
    }

    /**
     * @param rows     the final standings, best first
     * @param primary  the primary score: the first criterion of the tournament's order
     * @param places   places 1 to {@code places} are decided by play-off
     * @param excluded teams that withdrew: they play no play-off, and a tie of one such team and
     *                 one other is no tie
     */
    public static List<Tie> find(List<Standings.Row> rows, TieBreak primary, int places, Set<UUID> excluded) {
        List<Standings.Row> ranked = rows.stream().filter(row -> !excluded.contains(row.team())).toList();
        List<Tie> ties = new ArrayList<>();
        int index = 0;
        while (index < ranked.size() && index < places) {
            Double score = ranked.get(index).values().get(primary);
            int end = index + 1;
            while (end < ranked.size() && Objects.equals(ranked.get(end).values().get(primary), score)) {
                end++;
            }
            if (end - index >= 2) {
                ties.add(new Tie(index + 1, ranked.subList(index, end).stream().map(Standings.Row::team).toList()));
            }
            index = end;
        }
        return List.copyOf(ties);
    }
}
