package org.teamchess.events.tournament;

import java.util.List;
import java.util.Objects;
import java.util.UUID;
import org.teamchess.events.EventPayload;
import org.teamchess.events.OptionalField;

/**
 * A play-off for a tied place (seed 004 Art. 30.5) began, one of its matches ended, or it is
 * over. Published by tournament-service on {@link org.teamchess.events.Topics#TOURNAMENT_EVENTS},
 * keyed by tournament id; each event carries the whole play-off, so the latest one wins. Ids only.
 *
 * @param tournamentId     the tournament, the subject of the event
 * @param competitionId    the competition
 * @param playoffId        the play-off
 * @param firstPlace       the best place the teams contend for
 * @param teamIds          the level teams, in their standings order before the play-off
 * @param status           {@code playing}, {@code decided} or {@code not-held} (the tie-breaks decide)
 * @param finalOrder       the teams best first once decided or not held; empty while playing
 * @param decidedByPlayoff the teams whose place the play-off decided; the others' the tie-breaks did
 * @param matches          its matches so far; the games were announced by {@code MatchScheduled}
 *                         under the match id
 */
public record PlayoffUpdated(UUID tournamentId, UUID competitionId, UUID playoffId, int firstPlace,
        List<UUID> teamIds, String status, List<UUID> finalOrder, List<UUID> decidedByPlayoff,
        List<PlayoffMatch> matches) implements EventPayload {

    /**
     * One match of the play-off.
     *
     * @param kind               {@code mini-match}, {@code rapid}, {@code armageddon} or {@code armageddon-round}
     * @param firstTeamPoints    board points so far
     * @param winnerTeamId       once ended, the winner; null when it ended level or is being played
     */
    public record PlayoffMatch(UUID matchId, String kind, int stage, UUID firstTeamId, UUID secondTeamId,
            boolean ended, double firstTeamPoints, double secondTeamPoints, @OptionalField UUID winnerTeamId) {
        public PlayoffMatch {
            Objects.requireNonNull(matchId, "matchId");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** @throws NullPointerException if an id, the status or a list is null */
    public PlayoffUpdated {
        Objects.requireNonNull(tournamentId, "tournamentId");
        Objects.requireNonNull(competitionId, "competitionId");
        Objects.requireNonNull(playoffId, "playoffId");
        Objects.requireNonNull(status, "status");
        teamIds = List.copyOf(teamIds);
        finalOrder = List.copyOf(finalOrder);
        decidedByPlayoff = List.copyOf(decidedByPlayoff);
        matches = List.copyOf(matches);
    }

    @Override
    public String subject() {
        return tournamentId.toString();
    }
}
