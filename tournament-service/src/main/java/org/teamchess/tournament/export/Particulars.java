package org.teamchess.tournament.export;

import java.time.OffsetDateTime;
import java.util.List;
import org.teamchess.tournament.rest.TournamentView;

/**
 * What the summary protocol prints about the competition above its table.
 *
 * @param name        the tournament's name
 * @param format      {@code round-robin}, {@code double-round-robin}, {@code swiss} or {@code match}
 * @param timeControl the time control's notation
 * @param timeZone    the zone of the local times
 * @param boards      boards per match
 * @param teams       how many teams play
 * @param roundStarts each round's start in the tournament's zone, in round order
 */
public record Particulars(String name, String format, String timeControl, String timeZone, int boards, int teams,
        List<OffsetDateTime> roundStarts) {

    public Particulars {
        roundStarts = List.copyOf(roundStarts);
    }

    public static Particulars of(TournamentView tournament) {
        return new Particulars(tournament.name(), tournament.format(), tournament.timeControl(), tournament.timeZone(),
                tournament.boards(), tournament.teams().size(),
                tournament.rounds().stream().map(TournamentView.RoundView::scheduledStartLocal).toList());
    }
}
