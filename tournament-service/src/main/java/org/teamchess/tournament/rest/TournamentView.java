package org.teamchess.tournament.rest;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.UUID;

/**
 * A tournament with its whole schedule.
 *
 * @param id            the tournament
 * @param competitionId the competition
 * @param name          its name
 * @param format        {@code round-robin}, {@code double-round-robin}, {@code swiss} or {@code match}
 * @param boards        boards per match
 * @param timeControl   the time control notation of every game
 * @param timeZone      the zone of the local start times
 * @param tieBreaks     the ranking order, the primary score first
 * @param drawnMatch    what follows a match level on board points: {@code armageddon} or {@code none}
 * @param deciderBoard  the board whose players play the decider
 * @param spectatorDelaySeconds how late spectators see the games (0: live)
 * @param lineUpDeadlineMinutes minutes before a round's start at which its line-ups close and its
 *                      board pairings are announced; null: when the round before is complete
 * @param defaultTimeMinutes the default time (Art. 6.7.1) in minutes; null for a tournament created
 *                      before it was set per tournament (its games take game-service's configured one)
 * @param teams         the teams by pairing number
 * @param rounds        every round, published or not
 * @param publicNames   the players' names the public reads (the organizer's choice): {@code full},
 *                      {@code first-name-initial} or {@code hidden}
 * @param namesShown    the names this reader reads: {@code full} for the tournament's participants,
 *                      else {@code publicNames}
 */
public record TournamentView(UUID id, UUID competitionId, String name, String format, int boards,
        String timeControl, String timeZone, List<String> tieBreaks, String drawnMatch, int deciderBoard,
        int spectatorDelaySeconds, Integer lineUpDeadlineMinutes, Integer defaultTimeMinutes,
        List<TeamEntry> teams, List<RoundView> rounds, String publicNames, String namesShown) {

    /**
     * A team and its pairing number (the number of the Berger table).
     *
     * @param teamName its public name (school, municipality), or null when registration gave none
     */
    public record TeamEntry(int number, UUID teamId, String teamName) {
    }

    /**
     * A round.
     *
     * @param round               its number
     * @param scheduledStart      its start in UTC
     * @param scheduledStartLocal its start in the tournament's time zone
     * @param published           whether its matches were announced (MatchScheduled)
     * @param paired              whether its matches are known: a Swiss round is paired when the
     *                            round before it is complete, every other round from the start
     * @param lineUpDeadline      when its line-ups close (UTC), or null when they close at publication
     * @param byeTeamId           the team without a match this round, or null
     * @param matches             its matches in the table's order
     */
    public record RoundView(int round, Instant scheduledStart, OffsetDateTime scheduledStartLocal, boolean published,
            boolean paired, Instant lineUpDeadline, UUID byeTeamId, List<MatchView> matches) {
    }
}
