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
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.BoardResultRecorded;
import org.teamchess.events.tournament.MatchDecider;
import org.teamchess.events.tournament.MatchEnded;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.tournament.config.TournamentConfig;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.playoff.PlayoffService;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.DrawnMatchRule;
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
 *
 * <p>A match level on board points in a tournament that plays deciders (seed 000 §4.6; the
 * default) is not scored yet: its decider is scheduled at once, one Armageddon game between the
 * players of the decider board with colours by lot, announced as a second {@link MatchScheduled}
 * of the match. The decider's result ends the match: its winner, with a draw the team with Black
 * (seed 004 Art. 30.5.6.1.2), takes the match points 2/0, and the board points stay level.
 */
@ApplicationScoped
public class ResultService {

    private static final Logger LOG = Logger.getLogger(ResultService.class);
    private static final TimeControl ARMAGEDDON = TimeControl.parse(DrawnMatchRule.ARMAGEDDON_TIME_CONTROL).orElseThrow();

    private final BoardGameRepository boards;
    private final MatchRepository matches;
    private final TournamentRepository tournaments;
    private final TournamentService tournamentService;
    private final StandingsService standings;
    private final Outbox outbox;
    private final Lots lots;
    private final TournamentChanges changes;
    private final TournamentConfig config;
    private final PlayoffService playoffs;
    private final Clock clock;

    ResultService(BoardGameRepository boards, MatchRepository matches, TournamentRepository tournaments,
            TournamentService tournamentService, StandingsService standings, Outbox outbox, Lots lots,
            TournamentChanges changes, TournamentConfig config, PlayoffService playoffs, Clock clock) {
        this.boards = boards;
        this.matches = matches;
        this.tournaments = tournaments;
        this.tournamentService = tournamentService;
        this.standings = standings;
        this.outbox = outbox;
        this.lots = lots;
        this.changes = changes;
        this.config = config;
        this.playoffs = playoffs;
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
        if (ended.result() == GameResult.VOID) {
            // The arbiter voided the game: the board waits for the result of its replay or the arbiter's score.
            LOG.infof("Game %s was voided; its board waits for a result", ended.gameId());
            return false;
        }
        // One result at a time per match: the last board's result scores the match exactly once.
        MatchEntity match = matches.findByIdOptional(board.matchId(), LockModeType.PESSIMISTIC_WRITE).orElseThrow();
        if (board.result().isPresent()) {
            LOG.debugf("Game %s has its result already; ignored", ended.gameId());
            return false;
        }
        if (match.isEnded()) {
            // An organizer scored the match without it (a team's no-show): the game changes nothing.
            LOG.infof("Game %s ended after its match %s was scored; ignored", ended.gameId(), match.id());
            return false;
        }
        board.end(ended.result().wireName(), ended.termination().wireName(), ended.endedAt());
        board.recordPgn(ended.pgn());
        announceBoard(tournaments.findById(match.tournamentId()), match, board, ended.result());
        List<BoardGameEntity> played = boards.ofMatch(match.id()).stream().filter(game -> !game.isDecider()).toList();
        if (!board.isDecider() && !played.stream().allMatch(game -> game.result().isPresent())) {
            return true;
        }
        // Matches of one tournament are scored one at a time, so the last of a round sees the others ended.
        TournamentEntity tournament = tournaments.findByIdOptional(match.tournamentId(),
                LockModeType.PESSIMISTIC_WRITE).orElseThrow();
        scoreWhenComplete(tournament, match, played, board, ended.result());
        return true;
    }

    /** Announces a board's result: {@link BoardResultRecorded}, and the tournament changed. */
    void announceBoard(TournamentEntity tournament, MatchEntity match, BoardGameEntity board, GameResult result) {
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, clock.instant(),
                new BoardResultRecorded(match.id(), tournament.id(), tournament.competitionId(), match.round(),
                        board.board(), board.gameId(), board.firstTeamWhite() ? match.firstTeamId()
                                : match.secondTeamId(), board.whitePlayerId(), board.blackPlayerId(), result,
                        board.unplayed(), board.isDecider())));
        changes.announce(match.tournamentId());
    }

    /**
     * Every board of the match has its result ({@code board} the last, or the decider): scores it,
     * or schedules its decider when it is level.
     */
    void scoreWhenComplete(TournamentEntity tournament, MatchEntity match, List<BoardGameEntity> played,
            BoardGameEntity board, GameResult result) {
        boolean level = played.stream().mapToInt(BoardGameEntity::firstTeamHalves).sum()
                == played.stream().mapToInt(BoardGameEntity::secondTeamHalves).sum();
        if (board.isDecider() && result == GameResult.BOTH_LOST) {
            // Both decider players forfeited (-/-): neither team won it, the match stays level.
            score(tournament, match, played, null);
        } else if (board.isDecider()) {
            decide(tournament, match, played, board, result);
        } else if (level && tournament.drawnMatch() == DrawnMatchRule.ARMAGEDDON) {
            scheduleDecider(tournament, match, played);
        } else {
            score(tournament, match, played, null);
        }
    }

    /** The match is level on its boards: its decider is drawn (colours by lot) and announced. */
    private void scheduleDecider(TournamentEntity tournament, MatchEntity match, List<BoardGameEntity> played) {
        Instant now = clock.instant();
        // The decider board is checked against the boards when the tournament is created.
        BoardGameEntity fromBoard = played.stream().filter(game -> game.board() == tournament.deciderBoard())
                .findFirst().orElseThrow();
        BoardGameEntity decider = BoardGameEntity.decider(TimeOrderedIds.next(now), fromBoard, played.size(),
                lots.firstTeamGetsWhite());
        boards.persist(decider);
        Instant start = now.plus(config.deciderBreak());
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new MatchScheduled(match.id(), tournament.competitionId(), match.round(),
                        List.of(new BoardPairing(decider.board(), decider.gameId(), decider.whitePlayerId(),
                                decider.blackPlayerId())),
                        ARMAGEDDON, start, tournament.spectatorDelaySeconds(),
                        TournamentService.defaultTimeOf(tournament))));
        LOG.infof("Match %s is level: its decider %s (board %d's players, %s White) starts at %s", match.id(),
                decider.gameId(), fromBoard.board(), decider.firstTeamWhite() ? "the first team" : "the second team",
                start);
    }

    /** The decider ended: its winner wins the match; a draw counts as a win for Black. */
    void decide(TournamentEntity tournament, MatchEntity match, List<BoardGameEntity> played,
            BoardGameEntity decider, GameResult result) {
        UUID whiteTeam = decider.firstTeamWhite() ? match.firstTeamId() : match.secondTeamId();
        UUID blackTeam = decider.firstTeamWhite() ? match.secondTeamId() : match.firstTeamId();
        UUID winner = result == GameResult.WHITE_WON ? whiteTeam : blackTeam;
        score(tournament, match, played, matchDecider(tournament, match, decider, result, winner));
    }

    /**
     * The decider as {@link MatchEnded} announces it: its board is the board whose players played it
     * (the tournament's {@code deciderBoard}), which a reader of the feed cannot tell from the
     * decider's own number (one past the boards).
     */
    static MatchDecider matchDecider(TournamentEntity tournament, MatchEntity match, BoardGameEntity decider,
            GameResult result, UUID winner) {
        return new MatchDecider(decider.gameId(), tournament.deciderBoard(),
                decider.firstTeamWhite() ? match.firstTeamId() : match.secondTeamId(), result, winner);
    }

    /** Scores the match on its boards, and by its decider when the boards were level and one was played. */
    void score(TournamentEntity tournament, MatchEntity match, List<BoardGameEntity> played,
            MatchDecider decider) {
        Instant now = clock.instant();
        int firstHalves = played.stream().mapToInt(BoardGameEntity::firstTeamHalves).sum();
        int secondHalves = played.stream().mapToInt(BoardGameEntity::secondTeamHalves).sum();
        if (decider == null) {
            match.end(firstHalves, secondHalves, now);
        } else {
            match.decide(firstHalves, decider.winnerTeamId(), now);
        }
        announceEnded(tournament, match, decider);
    }

    /**
     * Announces a match that has just ended, played or forfeited: {@link MatchEnded}, the new
     * {@link StandingsUpdated}, and the next round once this one is complete.
     */
    void announceEnded(TournamentEntity tournament, MatchEntity match, MatchDecider decider) {
        Instant now = clock.instant();
        MatchScore score = TournamentMapper.score(match);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new MatchEnded(match.id(), tournament.id(), tournament.competitionId(), match.round(),
                        match.firstTeamId(), match.secondTeamId(), score.firstTeamHalves() / 2.0,
                        score.secondTeamHalves() / 2.0, score.matchPointsOf(match.firstTeamId()),
                        score.matchPointsOf(match.secondTeamId()), TournamentMapper.outcome(score), decider,
                        match.forfeitedByTeamId().orElse(null))));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new StandingsUpdated(tournament.id(), tournament.competitionId(), match.round(),
                        TournamentMapper.toEventRows(standings.rank(tournament)))));
        changes.announce(tournament.id());
        LOG.infof("Match %s of round %d ended %s-%s%s", match.id(), match.round(), score.firstTeamHalves() / 2.0,
                score.secondTeamHalves() / 2.0, match.forfeitedByTeamId().map(team -> ", forfeited by " + team)
                        .orElse(""));
        tournamentService.publishNextIfComplete(tournament, match.round());
        playoffs.afterMatch(tournament);
    }
}
