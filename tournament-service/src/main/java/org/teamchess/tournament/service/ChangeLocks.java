package org.teamchess.tournament.service;

import jakarta.persistence.LockModeType;
import java.util.UUID;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;

/**
 * The rows an organizer's or arbiter's change locks first, in this order: the tournament, so that
 * changes of one tournament (and the games' results) happen one at a time, then the match.
 */
final class ChangeLocks {

    private ChangeLocks() {
    }

    /** @throws ProblemException 404 for an unknown tournament */
    static TournamentEntity tournament(TournamentRepository tournaments, UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ProblemException.notFound("No tournament " + tournamentId));
    }

    /** @throws ProblemException 404 for a match that is not the tournament's */
    static MatchEntity match(MatchRepository matches, TournamentEntity tournament, UUID matchId) {
        return matches.findByIdOptional(matchId, LockModeType.PESSIMISTIC_WRITE)
                .filter(match -> match.tournamentId().equals(tournament.id()))
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournament.id() + " has no match "
                        + matchId));
    }
}
