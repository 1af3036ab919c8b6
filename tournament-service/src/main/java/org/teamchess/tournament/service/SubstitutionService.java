package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.rules.Side;
import org.teamchess.support.outbox.Outbox;
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
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.SubstitutePlayer;

/**
 * Substitutions after publication (seed 000 §6.4: a substitution is made at once): a team's coach
 * or an organizer puts a player of the team's roster on a board of a published match in place of
 * the paired one, until that board's game starts. The change is audited with who and why and
 * announced as {@link BoardPlayerSubstituted}, which game-service applies to the game.
 *
 * <p>"Until the game starts" is the match's scheduled start: this service does not follow the
 * games' moves, and at the scheduled start game-service starts White's clock (Art. 6.5), so the game
 * is under way from then on whether or not a move was made. A substitution at or after it is
 * refused, which also keeps game-service from ever being asked to change a game with moves.
 *
 * <p>The incoming player keeps the composition rule the line-up keeps (a girl's board from a
 * girl's roster place, {@link LineUpService#compositionBreach}); the roster order among the boards
 * does not apply: a reserve replacing a board player is out of order by nature.
 */
@ApplicationScoped
public class SubstitutionService {

    private static final Logger LOG = Logger.getLogger(SubstitutionService.class);

    private final TournamentRepository tournaments;
    private final MatchRepository matches;
    private final RoundRepository rounds;
    private final BoardGameRepository boards;
    private final TeamRepository teams;
    private final AuditRepository audit;
    private final TournamentChanges changes;
    private final Outbox outbox;
    private final Clock clock;

    SubstitutionService(TournamentRepository tournaments, MatchRepository matches, RoundRepository rounds,
            BoardGameRepository boards, TeamRepository teams, AuditRepository audit, TournamentChanges changes,
            Outbox outbox, Clock clock) {
        this.tournaments = tournaments;
        this.matches = matches;
        this.rounds = rounds;
        this.boards = boards;
        this.teams = teams;
        this.audit = audit;
        this.changes = changes;
        this.outbox = outbox;
        this.clock = clock;
    }

    /**
     * Puts the request's player on the board for his team.
     *
     * @throws ProblemException 404 for an unknown tournament, match or board; 403 for anyone but
     *                          the team's coach or an organizer; 409 {@code match-not-published},
     *                          {@code decider-board} (the decider is played by the players of the board
     *                          it was drawn from), {@code board-ended} (the board has a result) or
     *                          {@code game-started} (the match's scheduled start has come);
     *                          400 naming {@code teamId}, {@code playerId} or {@code reason}
     */
    @Transactional
    public MatchView substitute(UUID tournamentId, UUID matchId, int boardNumber, SubstitutePlayer request,
            LineUpService.Caller caller) {
        TournamentEntity tournament = ChangeLocks.tournament(tournaments, tournamentId);
        MatchEntity match = ChangeLocks.match(matches, tournament, matchId);
        UUID teamId = request.teamId();
        if (teamId == null || !match.involves(teamId)) {
            throw ProblemException.badRequest("The substitution names no team of the match",
                    List.of(new FieldError("teamId", "must be one of the match's two teams")));
        }
        TeamEntity team = teams.findByIdOptional(teamId).orElseThrow();
        if (!caller.organizer() && !team.coachedBy(caller.subject())) {
            throw ProblemException.forbidden("Only the team's coach or an organizer substitutes its players");
        }
        if (!rounds.find(tournamentId, match.round()).orElseThrow().isPublished()) {
            throw ProblemException.conflict("Round " + match.round() + " is not published: change the team's "
                    + "line-up instead").withType(Problem.type("match-not-published"), "Match not published");
        }
        List<BoardGameEntity> matchBoards = boards.ofMatch(matchId);
        BoardGameEntity board = matchBoards.stream().filter(game -> game.board() == boardNumber).findFirst()
                .orElseThrow(() -> ProblemException.notFound("The match has no board " + boardNumber));
        if (board.isDecider()) {
            throw ProblemException.conflict("The decider is played by the players of the board it was drawn from")
                    .withType(Problem.type("decider-board"), "Decider board");
        }
        if (board.result().isPresent()) {
            throw ProblemException.conflict("Board " + boardNumber + " has its result")
                    .withType(Problem.type("board-ended"), "Board ended");
        }
        Instant now = clock.instant();
        if (!now.isBefore(match.scheduledStart())) {
            throw ProblemException.conflict("Board " + boardNumber + "'s game started at " + match.scheduledStart()
                    + ": a player is replaced only before it").withType(Problem.type("game-started"), "Game started");
        }
        Side side = board.firstTeamWhite() == teamId.equals(match.firstTeamId()) ? Side.WHITE : Side.BLACK;
        UUID outgoing = board.playerOf(side);
        UUID incoming = request.playerId();
        List<FieldError> errors = new ArrayList<>();
        checkIncoming(incoming, team, boardNumber, matchBoards, errors);
        String reason = ScheduleService.reason(request.reason(), errors);
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The player cannot be substituted as requested", errors);
        }
        board.substitute(side, incoming);
        audit.persist(new AuditEntity(tournamentId, now, caller.name(), "player-substituted", "Round " + match.round()
                + ", " + team.name().orElse(teamId.toString()) + ", board " + boardNumber + " (" + side.wireName()
                + "): " + nameOf(team, outgoing) + " → " + nameOf(team, incoming), reason));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                new BoardPlayerSubstituted(matchId, tournamentId, tournament.competitionId(), match.round(),
                        boardNumber, board.gameId(), side, outgoing, incoming)));
        changes.announce(tournamentId);
        LOG.infof("%s put player %s on board %d of match %s for %s: %s", caller.name(), incoming, boardNumber,
                matchId, outgoing, reason);
        return TournamentMapper.toView(tournament, match, true, boards.ofMatch(matchId),
                teams.namesOf(tournament.teams()), teams.playerNamesOf(tournament.teams()));
    }

    /** On the roster, on no board of the match yet (this one included), and allowed on the board. */
    private static void checkIncoming(UUID incoming, TeamEntity team, int boardNumber,
            List<BoardGameEntity> matchBoards, List<FieldError> errors) {
        int position = incoming == null ? -1 : team.roster().indexOf(incoming);
        if (position < 0) {
            errors.add(new FieldError("playerId", "is not on the team's roster"));
            return;
        }
        matchBoards.stream()
                .filter(game -> incoming.equals(game.whitePlayerId()) || incoming.equals(game.blackPlayerId()))
                .findFirst()
                .ifPresentOrElse(
                        game -> errors.add(new FieldError("playerId", "already plays board " + game.board()
                                + " of the match")),
                        () -> LineUpService.compositionBreach(team, boardNumber - 1, position)
                                .ifPresent(breach -> errors.add(new FieldError("playerId", breach))));
    }

    private static String nameOf(TeamEntity team, UUID playerId) {
        return team.displayName(playerId).orElse(playerId.toString());
    }
}
