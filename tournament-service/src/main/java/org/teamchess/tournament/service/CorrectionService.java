package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.tournament.MatchDecider;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.repository.AuditEntity;
import org.teamchess.tournament.repository.AuditRepository;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.CorrectResult;
import org.teamchess.tournament.rest.ForfeitMatch;
import org.teamchess.tournament.rest.MatchView;

/**
 * Results an organizer or arbiter sets by hand, each recorded in the audit trail with who and why
 * and announced like any result (the board's {@code BoardResultRecorded}, the match's
 * {@code MatchEnded}, the new {@code StandingsUpdated}), so the standings and the federation feed
 * follow: a later event of the same board or match replaces the earlier one.
 *
 * <ul>
 * <li>A board's result, set or corrected: the arbiter's score of a voided game, a wrong result
 * put right, a forfeit (+/-). Setting the last missing result scores the match as a game's end
 * would (a level match gets its decider). Correcting a board of an ended match scores it again:
 * a decider's win stands while the boards stay level; a match that the correction makes level
 * without a decider played stays level (1-1), since its teams have gone home.</li>
 * <li>A whole match forfeited by a team that did not come (a no-show): the other team takes every
 * board (+/-), and a game of the match that ends later changes nothing.</li>
 * </ul>
 */
@ApplicationScoped
public class CorrectionService {

    private static final Logger LOG = Logger.getLogger(CorrectionService.class);

    /** A result an organizer may set, from White's side: what the board records and whether it was played. */
    private record Score(GameResult result, Termination termination) {
    }

    private static final Map<String, Score> SCORES = Map.of(
            "1-0", new Score(GameResult.WHITE_WON, Termination.ARBITER_DECISION),
            "0-1", new Score(GameResult.BLACK_WON, Termination.ARBITER_DECISION),
            "1/2-1/2", new Score(GameResult.DRAW, Termination.ARBITER_DECISION),
            "+/-", new Score(GameResult.WHITE_WON, Termination.FORFEIT),
            "-/+", new Score(GameResult.BLACK_WON, Termination.FORFEIT),
            "-/-", new Score(GameResult.BOTH_LOST, Termination.FORFEIT));

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final RoundRepository rounds;
    private final BoardGameRepository boards;
    private final TeamRepository teams;
    private final AuditRepository audit;
    private final ResultService results;
    private final Clock clock;

    CorrectionService(TournamentRepository tournaments, MatchRepository matches, RoundRepository rounds,
            BoardGameRepository boards, TeamRepository teams, AuditRepository audit, ResultService results,
            Clock clock) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.rounds = rounds;
        this.boards = boards;
        this.teams = teams;
        this.audit = audit;
        this.results = results;
        this.clock = clock;
    }

    /**
     * Sets the result of one board of a published match.
     *
     * @throws ProblemException 404 for an unknown tournament, match or board; 409
     *                          {@code match-not-published} (no boards yet), {@code match-forfeited} or
     *                          {@code decider-in-play};
     *                          400 naming {@code result} or {@code reason}
     */
    @Transactional
    public MatchView correctBoard(UUID tournamentId, UUID matchId, int boardNumber, CorrectResult request,
            String actor) {
        TournamentEntity tournament = ChangeLocks.tournament(tournaments, tournamentId);
        MatchEntity match = ChangeLocks.match(matches, tournament, matchId);
        List<BoardGameEntity> matchBoards = boards.ofMatch(matchId);
        BoardGameEntity board = matchBoards.stream()
                .filter(game -> !game.isDecider() && game.board() == boardNumber).findFirst()
                .orElseThrow(() -> noBoard(match, boardNumber));
        if (match.forfeitedByTeamId().isPresent()) {
            throw ProblemException.conflict("The match was forfeited by a team that did not come; its boards were "
                    + "not played").withType(Problem.type("match-forfeited"), "Match forfeited");
        }
        if (!match.isEnded() && matchBoards.stream().anyMatch(BoardGameEntity::isDecider)) {
            throw ProblemException.conflict("The match's decider is being played on the level boards; correct them "
                    + "once it has ended").withType(Problem.type("decider-in-play"), "Decider in play");
        }
        List<FieldError> errors = new ArrayList<>();
        // Map.of refuses a null key: a body of {} must be a 400, not a 500.
        Score score = request.result() == null ? null : SCORES.get(request.result());
        if (score == null) {
            errors.add(new FieldError("result", "must be 1-0, 0-1, 1/2-1/2, +/-, -/+ or -/-"));
        }
        String reason = ScheduleService.reason(request.reason(), errors);
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The result cannot be set as requested", errors);
        }
        Instant now = clock.instant();
        String before = board.result().map(result -> mark(result, board.unplayed())).orElse("no result");
        board.end(score.result().wireName(), score.termination().wireName(), now);
        audit.persist(new AuditEntity(tournamentId, now, actor, "result-corrected", "Round " + match.round() + ", "
                + teamsOf(tournament, match) + ", board " + boardNumber + ": " + before + " → " + request.result(),
                reason));
        results.announceBoard(tournament, match, board, score.result());
        List<BoardGameEntity> played = matchBoards.stream().filter(game -> !game.isDecider()).toList();
        if (match.isEnded()) {
            match.rescore(played.stream().mapToInt(BoardGameEntity::firstTeamHalves).sum(),
                    played.stream().mapToInt(BoardGameEntity::secondTeamHalves).sum());
            results.announceEnded(tournament, match, standingDecider(tournament, match, matchBoards));
        } else if (played.stream().allMatch(game -> game.result().isPresent())) {
            results.scoreWhenComplete(tournament, match, played, board, score.result());
        }
        LOG.infof("%s set board %d of match %s to %s: %s", actor, boardNumber, matchId, request.result(), reason);
        return view(tournament, match);
    }

    /**
     * Scores the match as forfeited by the team that did not come: the other team takes every
     * board. Its games, if published, are marked forfeited; a game result arriving later is ignored.
     *
     * @throws ProblemException 404 for an unknown tournament or match; 409 {@code match-ended};
     *                          400 naming {@code teamIds} or {@code reason}
     */
    @Transactional
    public MatchView forfeitMatch(UUID tournamentId, UUID matchId, ForfeitMatch request, String actor) {
        TournamentEntity tournament = ChangeLocks.tournament(tournaments, tournamentId);
        MatchEntity match = ChangeLocks.match(matches, tournament, matchId);
        if (match.isEnded()) {
            throw ProblemException.conflict("The match has ended; correct its boards instead")
                    .withType(Problem.type("match-ended"), "Match ended");
        }
        List<FieldError> errors = new ArrayList<>();
        List<UUID> teamIds = request.teamIds() == null ? List.of() : request.teamIds();
        if (teamIds.size() != 1) {
            // A double no-show would need a 0-0 match score, which the standings do not model.
            errors.add(new FieldError("teamIds", "must name the one team that did not come"));
        } else if (teamIds.get(0) == null || !match.involves(teamIds.get(0))) {
            errors.add(new FieldError("teamIds[0]", "must be one of the match's two teams"));
        }
        String reason = ScheduleService.reason(request.reason(), errors);
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The match cannot be forfeited as requested", errors);
        }
        UUID absent = teamIds.get(0);
        Instant now = clock.instant();
        boolean firstAbsent = absent.equals(match.firstTeamId());
        for (BoardGameEntity board : boards.ofMatch(matchId)) {
            boolean whiteAbsent = board.firstTeamWhite() == firstAbsent;
            board.end((whiteAbsent ? GameResult.BLACK_WON : GameResult.WHITE_WON).wireName(),
                    Termination.FORFEIT.wireName(), now);
        }
        match.forfeit(absent, tournament.boards(), now);
        audit.persist(new AuditEntity(tournamentId, now, actor, "match-forfeited", "Round " + match.round() + ", "
                + teamsOf(tournament, match) + ": forfeited by " + teams.namesOf(List.of(absent))
                        .getOrDefault(absent, absent.toString()), reason));
        results.announceEnded(tournament, match, null);
        LOG.infof("%s scored match %s as forfeited by team %s: %s", actor, matchId, absent, reason);
        return view(tournament, match);
    }

    /** The decider that still decides a re-scored match: only while the boards stay level. */
    private static MatchDecider standingDecider(TournamentEntity tournament, MatchEntity match,
            List<BoardGameEntity> matchBoards) {
        Optional<UUID> winner = match.deciderWinnerTeamId();
        return winner.flatMap(team -> matchBoards.stream().filter(BoardGameEntity::isDecider)
                .findFirst().map(decider -> ResultService.matchDecider(tournament, match, decider,
                        resultOf(decider.result().orElseThrow()), team)))
                .orElse(null);
    }

    private ProblemException noBoard(MatchEntity match, int board) {
        boolean published = rounds.find(match.tournamentId(), match.round()).orElseThrow().isPublished();
        if (!published) {
            return ProblemException.conflict("Round " + match.round() + " is not published: the match has no boards yet")
                    .withType(Problem.type("match-not-published"), "Match not published");
        }
        return ProblemException.notFound("The match has no board " + board);
    }

    private String teamsOf(TournamentEntity tournament, MatchEntity match) {
        Map<UUID, String> names = teams.namesOf(List.of(match.firstTeamId(), match.secondTeamId()));
        return names.getOrDefault(match.firstTeamId(), match.firstTeamId().toString()) + " – "
                + names.getOrDefault(match.secondTeamId(), match.secondTeamId().toString());
    }

    private static GameResult resultOf(String wireName) {
        return Arrays.stream(GameResult.values()).filter(result -> result.wireName().equals(wireName)).findFirst()
                .orElseThrow();
    }

    /** A board's result as the crosstable marks it: +/- for a forfeit. */
    private static String mark(String result, boolean unplayed) {
        if (!unplayed) {
            return result;
        }
        return switch (result) {
            case "1-0" -> "+/-";
            case "0-1" -> "-/+";
            default -> "-/-";
        };
    }

    private MatchView view(TournamentEntity tournament, MatchEntity match) {
        return TournamentMapper.toView(tournament, match, true, boards.ofMatch(match.id()),
                teams.namesOf(tournament.teams()), teams.playerNamesOf(tournament.teams()));
    }
}
