package org.teamchess.tournament.rest;

import java.time.LocalDateTime;
import java.util.List;
import java.util.UUID;
import org.teamchess.support.input.WithinSchedulingWindow;

/**
 * An organizer's new tournament. Every field but {@code competitionId} and {@code name} has a
 * default; the service checks them all and names every wrong one.
 *
 * @param competitionId     the competition whose registered teams play
 * @param name              e.g. "Первенство школ Чукотки 2026"
 * @param format            {@code round-robin} (default), {@code double-round-robin}, {@code swiss}
 *                          (FIDE C.04.6, paired round by round) or {@code match}
 * @param rounds            the number of rounds of a Swiss tournament (required there, at least 1
 *                          and fewer than the teams); the other formats have theirs by the table
 * @param boards            boards per match, default 4
 * @param timeControl       chess-rules' time control notation, default {@code 30+0} (seed 000 §4.5)
 * @param firstRoundStart   round 1's start in the tournament's time zone; default the next
 *                          Saturday 13:00 (seed 000 §5); from a year ago to five years ahead
 * @param timeZone          the tournament's time zone, default {@code Asia/Anadyr}
 * @param roundIntervalDays days from one round to the next, default 7
 * @param teamIds           the teams, in pairing-number order; default every registered team of the
 *                          competition in order of registration
 * @param tieBreaks         the ranking order, the primary score first; default Art. 31.3.2:
 *                          board-points, match-points, direct-encounter, sonneborn-berger
 * @param drawnMatch        what follows a match level on board points (seed 000 §4.6):
 *                          {@code armageddon} (default: one Armageddon game, White 5 minutes, Black 4,
 *                          a draw wins for Black; colours by lot) or {@code none} (the match stays
 *                          drawn, 1 match point each)
 * @param deciderBoard      the board whose two players play the decider, default 1
 * @param spectatorDelaySeconds how late spectators (not arbiters, organizers or the players) see
 *                          the games, 0 to 3600; default 0, no delay
 * @param lineUpDeadlineMinutes minutes before each round's start at which line-ups close and the
 *                          board pairings are announced, 0 to 10080; default none: line-ups close
 *                          when the round is published, as soon as the round before is complete
 * @param varmaGroups       teams that must not meet late, e.g. two teams of one school or one
 *                          municipality: each group draws its pairing numbers from one group of the
 *                          Varma tables (seed 004 Art. 22.9), so that its teams meet before the last
 *                          three rounds of a cycle (save numbers 6 and 12 of twelve, as the seed
 *                          prints the tables); the other teams draw the remaining numbers by lot,
 *                          and the drawn numbers replace the order of {@code teamIds}. Only for a
 *                          round robin or double round robin of 9 to 24 teams; each group of at least
 *                          2 of the tournament's teams, a team in one group at most, at most 4
 *                          groups that fit the table. Default none: no draw
 * @param defaultTimeMinutes the default time (Art. 6.7.1): a player not at the board by the round's
 *                          start plus this many minutes loses, unplayed (both absent: both lose,
 *                          -/-); 0 to 60, 0 being the Laws' own value; default 15, so that a pupil
 *                          whose connection or login is slow is not forfeited a second after the start
 * @param playoffPlaces     places 1 to this decided by play-off among the teams level on the primary
 *                          score after the last round (seed 004 Art. 30.5; docs/decisions/play-offs.md),
 *                          1 to the number of teams, e.g. 1 for the title only or 3 for the prize
 *                          places; default none: the tie-breaks decide every place
 * @param publicNames       what the public (anonymous readers, accounts taking no part in the
 *                          tournament) reads of the players' names: {@code full} ("Иван Петров"),
 *                          {@code first-name-initial} ("Иван П.", the default: the players are minors)
 *                          or {@code hidden} ("Доска 2, Школа № 5"); participants read first name and surname
 */
public record CreateTournament(UUID competitionId, String name, String format, Integer boards, String timeControl,
        @WithinSchedulingWindow LocalDateTime firstRoundStart, String timeZone, Integer roundIntervalDays, List<UUID> teamIds,
        List<String> tieBreaks, String drawnMatch, Integer deciderBoard, Integer spectatorDelaySeconds,
        Integer rounds, Integer lineUpDeadlineMinutes, List<List<UUID>> varmaGroups, Integer defaultTimeMinutes,
        Integer playoffPlaces, String publicNames) {
}
