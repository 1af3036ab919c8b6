package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.standings.MatchScore;

/**
 * Board results into match results: a {@link GameEnded} of one of our games is the board's
 * result; when the last board of a match has one, the match is scored (board points, match points
 * 2/1/0) and announced with {@link MatchEnded} and the new {@link StandingsUpdated}, and the next
 * round is published once the whole round is complete.
 */
@ApplicationScoped
public class ResultService {

    private static final Logger LOG = Logger.getLogger(ResultService.class);

    private final BoardGameRepository boards;
    private final MatchRepository matches;
    private final TournamentRepository tournaments;
    private final TournamentService tournamentService;
    private final StandingsService standings;
    private final Outbox outbox;
    private final Clock clock;

    ResultService(BoardGameRepository boards, MatchRepository matches, TournamentRepository tournaments,
            TournamentService tournamentService, StandingsService standings, Outbox outbox, Clock clock) {
        this.boards = boards;
        this.matches = matches;
        this.tournaments = tournaments;
        this.tournamentService = tournamentService;
        this.standings = standings;
        this.outbox = outbox;
        this.clock = clock;
    }

    /**
     * Records a game's result. A game that is not one of this service's boards is ignored, and so
     * is a second result for a board that has one.
     *
     * @return whether the result was recorded
     */
    @Transactional
    public boolean gameEnded(GameEnded ended) {
        Optional<BoardGameEntity> found = boards.findByIdOptional(ended.gameId());
        if (found.isEmpty()) {
            LOG.debugf("Game %s is not a board of any match here; ignored", ended.gameId());
            return false;
        }
        BoardGameEntity board = found.get();
        // One result at a time per match: the last board's result scores the match exactly once.
        MatchEntity match = matches.findByIdOptional(board.matchId(), LockModeType.PESSIMISTIC_WRITE).orElseThrow();
        if (board.result().isPresent()) {
            LOG.debugf("Game %s has its result already; ignored", ended.gameId());
            return false;
        }
        board.end(ended.result().wireName(), ended.termination().wireName(), ended.endedAt());
        List<BoardGameEntity> all = boards.ofMatch(match.id());
        if (all.stream().allMatch(game -> game.result().isPresent())) {
            score(match, all);
        }
        return true;
    }

    private void score(MatchEntity match, List<BoardGameEntity> all) {
        Instant now = clock.instant();
        int firstHalves = all.stream().mapToInt(BoardGameEntity::firstTeamHalves).sum();
        int secondHalves = all.size() * 2 - firstHalves;
        match.end(firstHalves, secondHalves, now);
        // Matches of one tournament are scored one at a time, so the last of a round sees the others ended.
        TournamentEntity tournament = tournaments.findByIdOptional(match.tournamentId(),
                LockModeType.PESSIMISTIC_WRITE).orElseThrow();
        MatchScore score = TournamentMapper.score(match);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new MatchEnded(match.id(), tournament.id(), tournament.competitionId(), match.round(),
                        match.firstTeamId(), match.secondTeamId(), firstHalves / 2.0, secondHalves / 2.0,
                        score.matchPointsOf(match.firstTeamId()), score.matchPointsOf(match.secondTeamId()),
                        TournamentMapper.outcome(score))));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new StandingsUpdated(tournament.id(), tournament.competitionId(), match.round(),
                        TournamentMapper.toEventRows(standings.rank(tournament)))));
        LOG.infof("Match %s of round %d ended %s-%s", match.id(), match.round(), firstHalves / 2.0,
                secondHalves / 2.0);
        tournamentService.publishNextIfComplete(tournament, match.round());
    }
}
