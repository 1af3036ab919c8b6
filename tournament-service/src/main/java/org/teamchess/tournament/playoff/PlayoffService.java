package org.teamchess.tournament.playoff;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.events.tournament.PlayoffUpdated;
import org.teamchess.events.tournament.StandingsUpdated;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.repository.AuditEntity;
import org.teamchess.tournament.repository.AuditRepository;
import org.teamchess.tournament.repository.DrawnMatchRule;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.repository.WithdrawalEntity;
import org.teamchess.tournament.repository.WithdrawalRepository;
import org.teamchess.tournament.service.LineUpService;
import org.teamchess.tournament.service.Lots;
import org.teamchess.tournament.service.StandingsService;
import org.teamchess.tournament.service.TournamentChanges;
import org.teamchess.tournament.service.TournamentService;
import org.teamchess.tournament.standings.Standings;
import org.teamchess.tournament.standings.TieBreak;

/**
 * Play-offs for tied places (seed 004 Art. 30.5; docs/decisions/play-offs.md): when the last
 * match of a tournament whose regulation decides places by play-off has ended, every group of
 * teams level on the primary score for such a place gets a play-off; {@link PlayoffPlan} says
 * which matches it plays, this service schedules them stage by stage through the same
 * {@link MatchScheduled} as the rounds, scores their games from game-service's {@link GameEnded},
 * and announces the play-off ({@link PlayoffUpdated}) and the final standings.
 */
@ApplicationScoped
public class PlayoffService {

    private static final Logger LOG = Logger.getLogger(PlayoffService.class);
    private static final TimeControl RAPID = TimeControl.parse(PlayoffKind.RAPID_TIME_CONTROL).orElseThrow();
    private static final TimeControl ARMAGEDDON = TimeControl.parse(DrawnMatchRule.ARMAGEDDON_TIME_CONTROL)
            .orElseThrow();

    private final TournamentRepository tournaments;
    private final RoundRepository rounds;
    private final MatchRepository matches;
    private final WithdrawalRepository withdrawals;
    private final PlayoffRegulationRepository regulations;
    private final PlayoffRepository playoffs;
    private final PlayoffMatchRepository playoffMatches;
    private final StandingsService standings;
    private final PlayoffStandings playoffStandings;
    private final LineUpService lineUps;
    private final Lots lots;
    private final Outbox outbox;
    private final TournamentChanges changes;
    private final AuditRepository audit;
    private final PlayoffConfig config;
    private final Clock clock;

    PlayoffService(TournamentRepository tournaments, RoundRepository rounds, MatchRepository matches,
            WithdrawalRepository withdrawals, PlayoffRegulationRepository regulations, PlayoffRepository playoffs,
            PlayoffMatchRepository playoffMatches, StandingsService standings, PlayoffStandings playoffStandings,
            LineUpService lineUps, Lots lots, Outbox outbox, TournamentChanges changes, AuditRepository audit,
            PlayoffConfig config, Clock clock) {
        this.tournaments = tournaments;
        this.rounds = rounds;
        this.matches = matches;
        this.withdrawals = withdrawals;
        this.regulations = regulations;
        this.playoffs = playoffs;
        this.playoffMatches = playoffMatches;
        this.standings = standings;
        this.playoffStandings = playoffStandings;
        this.lineUps = lineUps;
        this.lots = lots;
        this.outbox = outbox;
        this.changes = changes;
        this.audit = audit;
        this.config = config;
        this.clock = clock;
    }

    /**
     * A match of the tournament ended (inside the caller's transaction, the tournament locked):
     * when it was the last one and the regulation decides places by play-off, the play-offs begin.
     */
    public void afterMatch(TournamentEntity tournament) {
        Optional<PlayoffRegulationEntity> regulation = regulations.findByIdOptional(tournament.id());
        if (regulation.isEmpty() || !playoffs.of(tournament.id()).isEmpty() || !complete(tournament)) {
            return;
        }
        Instant now = clock.instant();
        Set<UUID> withdrawn = withdrawals.of(tournament.id()).stream().map(WithdrawalEntity::teamId)
                .collect(Collectors.toSet());
        List<TiedPlaces.Tie> ties = TiedPlaces.find(standings.rank(tournament), tournament.tieBreaks().get(0),
                regulation.get().places(), withdrawn);
        for (TiedPlaces.Tie tie : ties) {
            PlayoffEntity playoff = new PlayoffEntity(UUID.randomUUID(), tournament.id(), tie.firstPlace(),
                    tie.teams(), now.plus(config.deadline()), now);
            playoffs.persist(playoff);
            audit.persist(new AuditEntity(tournament.id(), now, TournamentService.SOURCE, "playoff-begun",
                    tie.teams().size() + " teams level on " + tournament.tieBreaks().get(0).wireName() + " for place "
                            + tie.firstPlace() + " play a play-off (Art. 30.5)", null));
            advance(tournament, playoff);
            announce(tournament, playoff);
            LOG.infof("Tournament %s: play-off %s of %d teams for place %d", tournament.id(), playoff.id(),
                    tie.teams().size(), tie.firstPlace());
        }
    }

    /**
     * Records a play-off game's result; the match is scored when its last game ended, and the
     * play-off goes on.
     *
     * @return whether the game is a play-off game
     */
    @Transactional
    public boolean gameEnded(GameEnded ended) {
        Optional<PlayoffGameEntity> found = playoffMatches.game(ended.gameId());
        if (found.isEmpty()) {
            return false;
        }
        if (ended.result() == GameResult.VOID) {
            LOG.infof("Play-off game %s was voided; it waits for a result", ended.gameId());
            return true;
        }
        PlayoffGameEntity game = found.get();
        PlayoffMatchEntity match = playoffMatches.findByIdOptional(game.matchId(), LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow();
        PlayoffEntity playoff = playoffs.findByIdOptional(match.playoffId(), LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow();
        if (game.result().isPresent() || match.isEnded()) {
            return true;
        }
        game.end(ended.result(), ended.endedAt(), ended.pgn());
        TournamentEntity tournament = tournaments.findById(playoff.tournamentId());
        if (playoff.status() != PlayoffEntity.Status.PLAYING) {
            LOG.infof("Play-off game %s ended after its play-off was %s; recorded only", ended.gameId(),
                    playoff.status());
            return true;
        }
        List<PlayoffGameEntity> games = playoffMatches.games(match.id());
        if (games.stream().filter(other -> other.leg() == game.leg()).anyMatch(other -> other.result().isEmpty())) {
            announce(tournament, playoff);
            return true;
        }
        if (game.leg() < match.kind().legs()) {
            publish(tournament, match, game.leg() + 1, config.stageBreak());
            announce(tournament, playoff);
            return true;
        }
        int first = games.stream().mapToInt(PlayoffGameEntity::firstTeamHalves).sum();
        int second = games.stream().mapToInt(PlayoffGameEntity::secondTeamHalves).sum();
        match.end(first, second, winner(match, game, first, second), clock.instant());
        advance(tournament, playoff);
        announce(tournament, playoff);
        return true;
    }

    /**
     * The organizer or arbiter declares the play-off not held: the tie-breaks decide its places.
     *
     * @throws ProblemException 404 for an unknown play-off; 409 when it is over already
     */
    @Transactional
    public PlayoffView notHeld(UUID tournamentId, UUID playoffId, String actor, String reason) {
        PlayoffEntity playoff = playoffs.findByIdOptional(playoffId, LockModeType.PESSIMISTIC_WRITE)
                .filter(found -> found.tournamentId().equals(tournamentId))
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournamentId + " has no play-off "
                        + playoffId));
        if (playoff.status() != PlayoffEntity.Status.PLAYING) {
            throw ProblemException.conflict("The play-off is over already: " + playoff.status())
                    .withType(Problem.type("playoff-over"), "Play-off over");
        }
        playoff.notHeld("declared", clock.instant());
        TournamentEntity tournament = tournaments.findById(tournamentId);
        audit.persist(new AuditEntity(tournamentId, clock.instant(), actor, "playoff-not-held", "The play-off for place "
                + playoff.firstPlace() + " is not held: the tie-breaks decide", reason));
        announce(tournament, playoff);
        return playoffStandings.view(playoff);
    }

    /** The play-offs being played whose deadline has passed. */
    @Transactional
    public List<UUID> overdue() {
        return playoffs.overdue(clock.instant());
    }

    /** The play-off's deadline passed: it is not held, the tie-breaks decide. */
    @Transactional
    public void expire(UUID playoffId) {
        PlayoffEntity playoff = playoffs.findByIdOptional(playoffId, LockModeType.PESSIMISTIC_WRITE).orElseThrow();
        if (playoff.status() != PlayoffEntity.Status.PLAYING || !playoff.deadline().isBefore(clock.instant())) {
            return;
        }
        playoff.notHeld("deadline", clock.instant());
        audit.persist(new AuditEntity(playoff.tournamentId(), clock.instant(), TournamentService.SOURCE,
                "playoff-not-held", "The play-off for place " + playoff.firstPlace() + " did not end by its deadline "
                        + playoff.deadline() + ": the tie-breaks decide", null));
        announce(tournaments.findById(playoff.tournamentId()), playoff);
    }

    /** The Armageddon's winner (a draw wins for Black; -/- for nobody); otherwise the team with more points. */
    private static UUID winner(PlayoffMatchEntity match, PlayoffGameEntity last, int first, int second) {
        if (match.kind().armageddon()) {
            GameResult result = last.result().orElseThrow();
            if (result == GameResult.BOTH_LOST) {
                return null;
            }
            boolean whiteWon = result == GameResult.WHITE_WON;
            boolean firstTeamWon = whiteWon == last.firstTeamWhite();
            return firstTeamWon ? match.firstTeamId() : match.secondTeamId();
        }
        return first == second ? null : first > second ? match.firstTeamId() : match.secondTeamId();
    }

    /** Whether every round is published and every match of the tournament has ended. */
    private boolean complete(TournamentEntity tournament) {
        return rounds.of(tournament.id()).stream().allMatch(RoundEntity::isPublished)
                && matches.of(tournament.id()).stream().allMatch(MatchEntity::isEnded);
    }

    /**
     * The play-off's next step: the next stage published once the one before has ended, new
     * matches scheduled, or the final order.
     */
    private void advance(TournamentEntity tournament, PlayoffEntity playoff) {
        List<PlayoffMatchEntity> all = playoffMatches.of(playoff.id());
        if (all.stream().anyMatch(match -> match.isPublished() && !match.isEnded())) {
            return;
        }
        OptionalInt stage = all.stream().filter(match -> !match.isPublished())
                .mapToInt(PlayoffMatchEntity::stage).min();
        if (stage.isPresent()) {
            Duration pause = all.stream().anyMatch(PlayoffMatchEntity::isPublished) ? config.stageBreak()
                    : config.firstBreak();
            all.stream().filter(match -> match.stage() == stage.getAsInt())
                    .forEach(match -> publish(tournament, match, 1, pause));
            return;
        }
        boolean boardPointsFirst = TieBreak.primaryScore(tournament.tieBreaks()) == TieBreak.BOARD_POINTS;
        int contested = regulations.findByIdOptional(tournament.id()).map(PlayoffRegulationEntity::places)
                .orElse(playoff.firstPlace()) - playoff.firstPlace() + 1;
        PlayoffPlan.Step step = PlayoffPlan.next(playoff.teams(),
                all.stream().map(PlayoffMatchEntity::played).toList(), boardPointsFirst, contested);
        if (step instanceof PlayoffPlan.Schedule schedule) {
            int base = all.stream().mapToInt(PlayoffMatchEntity::stage).max().orElse(0) + 1;
            for (PlayoffPlan.Next next : schedule.matches()) {
                // Colours by lot (Art. 30.5.5), save a round robin's, which the Berger tables give.
                boolean firstWhite = next.kind() == PlayoffKind.RAPID || lots.firstTeamGetsWhite();
                playoffMatches.persist(new PlayoffMatchEntity(UUID.randomUUID(), playoff.id(), next.kind(),
                        base + next.stage(), next.first(), next.second(), firstWhite));
            }
            advance(tournament, playoff);
        } else if (step instanceof PlayoffPlan.Decided decided) {
            playoff.decide(decided.order(), decided.byPlayoff(), clock.instant());
            audit.persist(new AuditEntity(tournament.id(), clock.instant(), TournamentService.SOURCE,
                    "playoff-decided", "The play-off for place " + playoff.firstPlace() + " is decided", null));
        }
    }

    /** Announces one game per board (an Armageddon: the decider board's only) of the match's leg. */
    private void publish(TournamentEntity tournament, PlayoffMatchEntity match, int leg, Duration pause) {
        Instant now = clock.instant();
        int lastRound = rounds.of(tournament.id()).size();
        // The play-off continues the competition: the teams play in their last round's line-up.
        List<UUID> first = lineUps.playersFor(tournament.id(), lastRound, match.firstTeamId(), tournament.boards());
        List<UUID> second = lineUps.playersFor(tournament.id(), lastRound, match.secondTeamId(), tournament.boards());
        List<BoardPairing> pairings = new ArrayList<>();
        for (int board = 1; board <= tournament.boards(); board++) {
            if (match.kind().armageddon() && board != tournament.deciderBoard()) {
                continue;
            }
            boolean firstWhite = match.kind().armageddon() ? match.firstTeamWhite()
                    : (board % 2 == 1) == match.firstTeamWhite();
            if (leg == 2) {
                firstWhite = !firstWhite; // the mini-match's second game: colours reversed
            }
            UUID one = first.get(board - 1);
            UUID other = second.get(board - 1);
            PlayoffGameEntity game = new PlayoffGameEntity(TimeOrderedIds.next(now), match.id(), leg, board,
                    firstWhite ? one : other, firstWhite ? other : one, firstWhite);
            playoffMatches.persist(game);
            pairings.add(new BoardPairing(board, game.gameId(), game.whitePlayerId(), game.blackPlayerId()));
        }
        match.published(now);
        Integer defaultTime = tournament.defaultTimeMinutes().isPresent()
                ? tournament.defaultTimeMinutes().getAsInt() : null;
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now, new MatchScheduled(match.id(),
                tournament.competitionId(), lastRound + 1, pairings, match.kind().armageddon() ? ARMAGEDDON : RAPID,
                now.plus(pause), tournament.spectatorDelaySeconds(), defaultTime)));
        LOG.infof("Play-off match %s (%s, game %d) scheduled", match.id(), match.kind().wireName(), leg);
    }

    /** {@link PlayoffUpdated}; once it is over, the final standings too. */
    private void announce(TournamentEntity tournament, PlayoffEntity playoff) {
        Instant now = clock.instant();
        PlayoffView view = playoffStandings.view(playoff);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now, new PlayoffUpdated(
                tournament.id(), tournament.competitionId(), playoff.id(), playoff.firstPlace(), playoff.teams(),
                view.status(), playoff.status() == PlayoffEntity.Status.PLAYING ? List.of() : playoff.finalOrder(),
                List.copyOf(playoff.decidedByPlayoff()),
                view.matches().stream().map(match -> new PlayoffUpdated.PlayoffMatch(match.matchId(), match.kind(),
                        match.stage(), match.firstTeamId(), match.secondTeamId(), match.ended(),
                        match.firstTeamPoints(), match.secondTeamPoints(), match.winnerTeamId())).toList())));
        if (playoff.status() != PlayoffEntity.Status.PLAYING) {
            List<Standings.Row> rows = playoffStandings.apply(tournament.id(), standings.rank(tournament));
            outbox.add(EventEnvelope.of(UUID.randomUUID(), TournamentService.SOURCE, now,
                    new StandingsUpdated(tournament.id(), tournament.competitionId(), rounds.of(tournament.id()).size(),
                            TournamentMapper.toEventRows(rows))));
        }
        changes.announce(tournament.id());
    }
}
