package org.teamchess.tournament.playoff;

import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * A play-off as the standings show it (seed 004 Art. 30.5).
 *
 * @param playoffId  the play-off
 * @param firstPlace the best place its teams contend for
 * @param status     {@code playing}, {@code decided} or {@code not-held} (the tie-breaks decide)
 * @param note       why it was not held: {@code declared} (by the organizer or arbiter), {@code deadline}
 *                   (not over by its deadline) or {@code no-scheme} (kept for play-offs begun before
 *                   every number of level teams had a scheme); null otherwise
 * @param deadline   when it must be over, or the tie-breaks decide
 * @param teamIds    the level teams, in their standings order before it
 * @param places     once over, each team's final place and what decided it; empty while playing
 * @param matches    its matches, stage by stage
 */
public record PlayoffView(UUID playoffId, int firstPlace, String status, String note, Instant deadline,
        List<UUID> teamIds, List<Place> places, List<Match> matches) {

    /**
     * @param decidedBy {@code play-off} or {@code tie-breaks}
     */
    public record Place(UUID teamId, int place, String decidedBy) {
    }

    /**
     * @param kind         {@code mini-match}, {@code rapid}, {@code armageddon} or {@code armageddon-round}
     * @param winnerTeamId the winner once ended; null when level or being played
     */
    public record Match(UUID matchId, String kind, int stage, UUID firstTeamId, UUID secondTeamId,
            boolean published, boolean ended, double firstTeamPoints, double secondTeamPoints, UUID winnerTeamId,
            List<Game> games) {
    }

    /**
     * @param leg    1, or 2 for the mini-match's second game (colours reversed)
     * @param result {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code 0-0}, or null while played
     */
    public record Game(UUID gameId, int leg, int board, UUID whitePlayerId, UUID blackPlayerId, String result) {
    }
}
