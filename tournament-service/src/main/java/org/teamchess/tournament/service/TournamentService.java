package org.teamchess.tournament.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.names.NamePolicy;
import org.teamchess.tournament.pairing.Pairing;
import org.teamchess.tournament.pairing.RoundRobin;
import org.teamchess.tournament.pairing.VarmaTables;
import org.teamchess.tournament.pairing.swiss.MatchResult;
import org.teamchess.tournament.pairing.swiss.NoLegalPairingException;
import org.teamchess.tournament.pairing.swiss.PairedMatch;
import org.teamchess.tournament.pairing.swiss.PairingAllocatedBye;
import org.teamchess.tournament.pairing.swiss.SwissPairer;
import org.teamchess.tournament.pairing.swiss.SwissPairing;
import org.teamchess.tournament.pairing.swiss.SwissRound;
import org.teamchess.tournament.pairing.swiss.SwissRules;
import org.teamchess.tournament.playoff.PlayoffRegulationEntity;
import org.teamchess.tournament.playoff.PlayoffRegulationRepository;
import org.teamchess.tournament.repository.AuditEntity;
import org.teamchess.tournament.repository.AuditRepository;
import org.teamchess.tournament.repository.BoardGameEntity;
import org.teamchess.tournament.repository.BoardGameRepository;
import org.teamchess.tournament.repository.DrawnMatchRule;
import org.teamchess.tournament.repository.MatchEntity;
import org.teamchess.tournament.repository.MatchRepository;
import org.teamchess.tournament.repository.RoundEntity;
import org.teamchess.tournament.repository.RoundRepository;
import org.teamchess.tournament.repository.TeamEntity;
import org.teamchess.tournament.repository.TeamRepository;
import org.teamchess.tournament.repository.TournamentEntity;
import org.teamchess.tournament.repository.TournamentFormat;
import org.teamchess.tournament.repository.TournamentRepository;
import org.teamchess.tournament.repository.WithdrawalRepository;
import org.teamchess.tournament.rest.CreateTournament;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentSummary;
import org.teamchess.tournament.rest.TournamentView;
import org.teamchess.tournament.standings.MatchScore;
import org.teamchess.tournament.standings.TieBreak;

/**
 * Tournaments: created by an organizer from the registered teams and paired by the Berger tables,
 * or round by round by the team Swiss system (FIDE C.04.6) as each round before is complete; each
 * round's matches are announced with their board pairings ({@link MatchScheduled}) when the round
 * is published: when its turn comes (round 1 at once, later rounds when the round before is
 * complete), or at its line-up deadline if the tournament has one and it is still ahead, or when
 * an organizer publishes it early.
 */
@ApplicationScoped
public class TournamentService {

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "tournament-service";

    static final int DEFAULT_BOARDS = 4;
    static final String DEFAULT_TIME_CONTROL = "30+0";
    static final String DEFAULT_TIME_ZONE = "Asia/Anadyr";
    static final int DEFAULT_ROUND_INTERVAL_DAYS = 7;
    /** The decider of a level match is played by board 1's players unless the organizer names another. */
    static final int DEFAULT_DECIDER_BOARD = 1;
    /** A week: line-ups close at most a round's interval before it. */
    private static final int MAX_LINE_UP_DEADLINE_MINUTES = 7 * 24 * 60;
    /** An hour: longer would hide a round's games until after they end. */
    private static final int MAX_SPECTATOR_DELAY_SECONDS = 3600;
    /**
     * Art. 6.7.1's default time of a tournament that names none: the school regulation plays by the
     * FIDE Laws (seed 000 §4.4), whose value is 0 unless the competition sets another, and the
     * commentary to the article asks the arbiter to set one fitting how the players come (seed 000,
     * Art. 6.6a); online, pupils join from school computers, and 15 minutes is the common choice.
     */
    static final int DEFAULT_DEFAULT_TIME_MINUTES = 15;
    /** An hour: a longer wait would hold a round whose other games are long over. */
    private static final int MAX_DEFAULT_TIME_MINUTES = 60;
    /** Seed 000 §5: rounds on Saturdays at 13:00 local time. */
    static final LocalTime DEFAULT_ROUND_TIME = LocalTime.of(13, 0);

    private static final Logger LOG = Logger.getLogger(TournamentService.class);

    private final TournamentRepository tournaments;
    private final TeamRepository teams;
    private final RoundRepository rounds;
    private final MatchRepository matches;
    private final BoardGameRepository boards;
    private final Outbox outbox;
    private final TournamentChanges changes;
    private final AuditRepository audit;
    private final LineUpService lineUps;
    private final WithdrawalRepository withdrawals;
    private final Lots lots;
    private final PlayoffRegulationRepository playoffRegulations;
    private final Clock clock;

    TournamentService(TournamentRepository tournaments, TeamRepository teams, RoundRepository rounds,
            MatchRepository matches, BoardGameRepository boards, Outbox outbox, TournamentChanges changes,
            AuditRepository audit, LineUpService lineUps, WithdrawalRepository withdrawals, Lots lots, PlayoffRegulationRepository playoffRegulations,
            Clock clock) {
        this.tournaments = tournaments;
        this.teams = teams;
        this.rounds = rounds;
        this.matches = matches;
        this.boards = boards;
        this.outbox = outbox;
        this.changes = changes;
        this.audit = audit;
        this.lineUps = lineUps;
        this.withdrawals = withdrawals;
        this.lots = lots;
        this.playoffRegulations = playoffRegulations;
        this.clock = clock;
    }

    /**
     * Creates the tournament with its whole schedule and publishes round 1, in one transaction.
     *
     * @param organizer the organizer's account name, recorded as the creator and in the audit trail
     * @throws ProblemException 400 naming every wrong field
     */
    @Transactional
    public TournamentView create(CreateTournament request, String organizer) {
        List<FieldError> errors = new ArrayList<>();
        if (request.competitionId() == null) {
            errors.add(new FieldError("competitionId", "must not be null"));
        }
        if (request.name() == null || request.name().isBlank()) {
            errors.add(new FieldError("name", "must not be blank"));
        } else if (request.name().length() > 200) {
            errors.add(new FieldError("name", "must be at most 200 characters"));
        }
        String formatName = Optional.ofNullable(request.format()).orElse(TournamentFormat.ROUND_ROBIN.wireName());
        Optional<TournamentFormat> format = TournamentFormat.fromWireName(formatName);
        if (format.isEmpty()) {
            errors.add(new FieldError("format", "must be round-robin, double-round-robin, swiss or match"));
        }
        int boardCount = Optional.ofNullable(request.boards()).orElse(DEFAULT_BOARDS);
        if (boardCount < 1 || boardCount > 32) {
            errors.add(new FieldError("boards", "must be between 1 and 32"));
        }
        Result<TimeControl> timeControl = TimeControl.parse(
                Optional.ofNullable(request.timeControl()).orElse(DEFAULT_TIME_CONTROL));
        if (timeControl instanceof Result.Failure<TimeControl> failure) {
            errors.add(new FieldError("timeControl", failure.reason()));
        }
        ZoneId zone = zone(Optional.ofNullable(request.timeZone()).orElse(DEFAULT_TIME_ZONE), errors);
        int interval = Optional.ofNullable(request.roundIntervalDays()).orElse(DEFAULT_ROUND_INTERVAL_DAYS);
        if (interval < 1 || interval > 366) {
            errors.add(new FieldError("roundIntervalDays", "must be between 1 and 366"));
        }
        List<TieBreak> tieBreaks = tieBreaks(request.tieBreaks(), errors);
        Optional<DrawnMatchRule> drawnMatch = DrawnMatchRule.fromWireName(
                Optional.ofNullable(request.drawnMatch()).orElse(DrawnMatchRule.ARMAGEDDON.wireName()));
        if (drawnMatch.isEmpty()) {
            errors.add(new FieldError("drawnMatch", "must be armageddon or none"));
        }
        int deciderBoard = Optional.ofNullable(request.deciderBoard()).orElse(DEFAULT_DECIDER_BOARD);
        if (deciderBoard < 1 || deciderBoard > Math.max(boardCount, 1)) {
            errors.add(new FieldError("deciderBoard", "must be one of the boards, 1 to " + Math.max(boardCount, 1)));
        }
        int spectatorDelay = Optional.ofNullable(request.spectatorDelaySeconds()).orElse(0);
        if (spectatorDelay < 0 || spectatorDelay > MAX_SPECTATOR_DELAY_SECONDS) {
            errors.add(new FieldError("spectatorDelaySeconds", "must be between 0 and " + MAX_SPECTATOR_DELAY_SECONDS));
        }
        Optional<NamePolicy> publicNames = NamePolicy.ofWireName(
                Optional.ofNullable(request.publicNames()).orElse(NamePolicy.FIRST_NAME_INITIAL.wireName()));
        if (publicNames.isEmpty()) {
            errors.add(new FieldError("publicNames", "must be full, first-name-initial or hidden"));
        }
        int defaultTime = Optional.ofNullable(request.defaultTimeMinutes()).orElse(DEFAULT_DEFAULT_TIME_MINUTES);
        if (defaultTime < 0 || defaultTime > MAX_DEFAULT_TIME_MINUTES) {
            errors.add(new FieldError("defaultTimeMinutes", "must be between 0 and " + MAX_DEFAULT_TIME_MINUTES
                    + " minutes (Art. 6.7.1)"));
        }
        Integer deadline = request.lineUpDeadlineMinutes();
        if (deadline != null && (deadline < 0 || deadline > MAX_LINE_UP_DEADLINE_MINUTES)) {
            errors.add(new FieldError("lineUpDeadlineMinutes", "must be between 0 and "
                    + MAX_LINE_UP_DEADLINE_MINUTES + " (a week)"));
        }
        List<TeamEntity> entrants = request.competitionId() == null ? List.of()
                : entrants(request.competitionId(), request.teamIds(), boardCount, format, errors);
        boolean swiss = format.orElse(null) == TournamentFormat.SWISS;
        if (swiss && request.rounds() == null) {
            errors.add(new FieldError("rounds", "a Swiss tournament needs its number of rounds"));
        } else if (swiss && (request.rounds() < 1 || request.rounds() >= Math.max(entrants.size(), 2))) {
            errors.add(new FieldError("rounds", "must be at least 1 and fewer than the " + entrants.size()
                    + " teams, so that no two teams meet twice (C.04.1 b)"));
        } else if (!swiss && request.rounds() != null) {
            errors.add(new FieldError("rounds", "only a Swiss tournament takes a number of rounds; the other formats"
                    + " have theirs by the table"));
        }
        checkVarmaGroups(request.varmaGroups(), format, entrants, errors);
        Integer playoffPlaces = request.playoffPlaces();
        if (playoffPlaces != null && (playoffPlaces < 1 || playoffPlaces > Math.max(entrants.size(), 1))) {
            errors.add(new FieldError("playoffPlaces", "must be between 1 and the " + entrants.size() + " teams"));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The tournament cannot be created as requested", errors);
        }

        Instant now = clock.instant();
        LocalDateTime firstStart = Optional.ofNullable(request.firstRoundStart())
                .orElseGet(() -> nextSaturday(now, zone));
        List<UUID> teamIds = entrants.stream().map(TeamEntity::teamId).toList();
        if (request.varmaGroups() != null) {
            teamIds = lots.varmaDraw(teamIds, request.varmaGroups());
        }
        TournamentEntity tournament = new TournamentEntity(UUID.randomUUID(), request.competitionId(),
                request.name().strip(), format.orElseThrow(), boardCount, timeControl.orElseThrow().notation(), zone,
                tieBreaks, drawnMatch.orElseThrow(), deciderBoard, spectatorDelay, teamIds, organizer, now);
        tournament.closeLineUpsBeforeStart(deadline);
        tournament.defaultTime(defaultTime);
        tournament.showPublicly(publicNames.orElseThrow());
        tournaments.persist(tournament);
        if (playoffPlaces != null) {
            playoffRegulations.persist(new PlayoffRegulationEntity(tournament.id(), playoffPlaces));
        }
        if (swiss) {
            tournament.drawSwissColour(lots.firstTeamGetsWhite() ? Side.WHITE : Side.BLACK);
            for (int number = 1; number <= request.rounds(); number++) {
                Instant start = firstStart.plusDays((long) (number - 1) * interval).atZone(zone).toInstant();
                rounds.persist(RoundEntity.unpaired(tournament.id(), number, start));
            }
        }
        for (RoundRobin.Round round : swiss ? List.<RoundRobin.Round>of()
                : RoundRobin.schedule(teamIds.size(), format.orElseThrow().cycles())) {
            Instant start = firstStart.plusDays((long) (round.number() - 1) * interval).atZone(zone).toInstant();
            rounds.persist(RoundEntity.paired(tournament.id(), round.number(), start,
                    round.bye().isPresent() ? tournament.team(round.bye().getAsInt()) : null, now));
            persistMatches(tournament, round.number(), start, round.pairings());
        }
        audit.persist(new AuditEntity(tournament.id(), now, organizer, "created", tournament.format().wireName()
                + " of " + teamIds.size() + " teams, " + tournament.boards() + " boards, " + tournament.timeControl()
                + (request.varmaGroups() == null ? "" : ", numbers drawn by Varma tables (Art. 22.9) for groups "
                        + request.varmaGroups()),
                null));
        LOG.infof("Organizer %s created tournament %s (%s, %d teams)", organizer, tournament.id(),
                tournament.format().wireName(), teamIds.size());
        publishWhenDue(tournament, rounds.find(tournament.id(), 1).orElseThrow());
        return view(tournament);
    }

    private void persistMatches(TournamentEntity tournament, int round, Instant start, List<Pairing> pairings) {
        for (int position = 0; position < pairings.size(); position++) {
            Pairing pairing = pairings.get(position);
            matches.persist(new MatchEntity(UUID.randomUUID(), tournament.id(), round, position,
                    tournament.team(pairing.white()), tournament.team(pairing.black()), start));
        }
    }

    /**
     * Publishes a round now: its matches' board pairings from the line-ups (submitted, or the
     * roster's first players), each announced
     * with a {@link MatchScheduled}.
     *
     * @throws ProblemException 404 for an unknown tournament or round; 409 when the round is
     *                          published already ({@code round-already-published}) or a round
     *                          before it is not ({@code earlier-round-unpublished})
     */
    @Transactional
    public TournamentView publishRound(UUID tournamentId, int number, String organizer) {
        TournamentEntity tournament = ChangeLocks.tournament(tournaments, tournamentId);
        RoundEntity round = rounds.find(tournamentId, number)
                .orElseThrow(() -> ProblemException.notFound("Tournament " + tournamentId + " has no round " + number));
        if (round.isPublished()) {
            throw ProblemException.conflict("Round " + number + " is published already")
                    .withType(Problem.type("round-already-published"), "Round already published");
        }
        if (number > 1 && !rounds.find(tournamentId, number - 1).orElseThrow().isPublished()) {
            throw ProblemException.conflict("Round " + (number - 1) + " is not published yet")
                    .withType(Problem.type("earlier-round-unpublished"), "An earlier round is not published");
        }
        if (!round.isPaired() && !roundComplete(tournament, number - 1)) {
            throw ProblemException.conflict("Round " + number + " of the Swiss is paired from the results of round "
                    + (number - 1) + ", which is not complete").withType(Problem.type("earlier-round-incomplete"),
                    "An earlier round is not complete");
        }
        audit.persist(new AuditEntity(tournamentId, clock.instant(), organizer, "round-published",
                "Round " + number + " published before its line-up deadline or before the round before it was"
                        + " complete", null));
        if (!round.isPaired() && !pairSwissRound(tournament, round)) {
            throw ProblemException.conflict("Round " + number + " has no legal Swiss pairing (C.04.6 Art. 3.3.3: "
                    + "the chief arbiter decides)").withType(Problem.type("no-legal-pairing"), "No legal pairing");
        }
        publish(tournament, round);
        return view(tournament);
    }

    /**
     * Publishes the round after {@code round} when {@code round} is published, every match of it
     * has ended, and the next one exists and is not published yet; for the result handling,
     * inside its transaction. (A round to come may be complete before it is published: every
     * match of it forfeited by teams that withdrew.)
     */
    void publishNextIfComplete(TournamentEntity tournament, int round) {
        if (roundComplete(tournament, round)) {
            rounds.find(tournament.id(), round + 1).filter(next -> !next.isPublished())
                    .ifPresent(next -> publishWhenDue(tournament, next));
        }
    }

    /** Whether the round is published and every match of it has ended. */
    private boolean roundComplete(TournamentEntity tournament, int round) {
        boolean published = rounds.find(tournament.id(), round).map(RoundEntity::isPublished).orElse(false);
        return published && matches.ofRound(tournament.id(), round).stream().allMatch(MatchEntity::isEnded);
    }

    /**
     * A round whose turn has come (round 1, or the round before it complete): a Swiss round is
     * paired now; it is published now, or at its line-up deadline when that is still ahead
     * ({@link #publishIfDue}).
     */
    private void publishWhenDue(TournamentEntity tournament, RoundEntity round) {
        if (!round.isPaired() && !pairSwissRound(tournament, round)) {
            return;
        }
        if (tournament.lineUpDeadline(round.scheduledStart()).filter(clock.instant()::isBefore).isEmpty()) {
            publish(tournament, round);
        }
    }

    /**
     * Publishes the tournament's next round if its line-up deadline has passed and its turn has
     * come; for the deadline check, in a transaction of its own per tournament.
     *
     * @return whether a round was published
     */
    @Transactional
    public boolean publishIfDue(UUID tournamentId) {
        TournamentEntity tournament = tournaments.findByIdOptional(tournamentId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow();
        Optional<RoundEntity> next = rounds.of(tournamentId).stream().filter(round -> !round.isPublished())
                .findFirst();
        if (next.isEmpty() || !next.get().isPaired()
                || (next.get().number() > 1 && !roundComplete(tournament, next.get().number() - 1))
                || tournament.lineUpDeadline(next.get().scheduledStart()).orElseThrow().isAfter(clock.instant())) {
            return false;
        }
        publish(tournament, next.get());
        return true;
    }

    /** The tournaments with a line-up deadline and a round still to publish. */
    @Transactional
    public List<UUID> awaitingDeadlines() {
        return tournaments.withUnpublishedRoundsAndDeadline();
    }

    /**
     * Pairs a Swiss round from the results of the rounds before it (FIDE C.04.6): its matches in
     * table order, its bye, and the pairing's reasons in the audit trail.
     *
     * @return whether it could be paired; when no legal pairing exists the round waits for the
     *         organizer, and the audit trail says why
     */
    private boolean pairSwissRound(TournamentEntity tournament, RoundEntity round) {
        Instant now = clock.instant();
        List<UUID> order = tournament.teams();
        List<RoundEntity> schedule = rounds.of(tournament.id());
        List<MatchResult> results = matches.of(tournament.id()).stream()
                .filter(match -> match.round() < round.number() && match.isEnded())
                .map(match -> {
                    MatchScore score = TournamentMapper.score(match);
                    return new MatchResult(match.round(), order.indexOf(match.firstTeamId()) + 1,
                            order.indexOf(match.secondTeamId()) + 1, score.firstTeamHalves(),
                            score.secondTeamHalves(), score.matchPointsOf(match.firstTeamId()),
                            score.matchPointsOf(match.secondTeamId()), match.forfeitedByTeamId().isEmpty());
                }).toList();
        List<PairingAllocatedBye> byes = schedule.stream()
                .filter(earlier -> earlier.number() < round.number() && earlier.byeTeamId().isPresent())
                .map(earlier -> PairingAllocatedBye.drawValue(earlier.number(),
                        order.indexOf(earlier.byeTeamId().get()) + 1, tournament.boards()))
                .toList();
        Set<Integer> absent = withdrawals.of(tournament.id()).stream()
                .map(withdrawal -> order.indexOf(withdrawal.teamId()) + 1).collect(Collectors.toSet());
        SwissPairing pairing;
        try {
            pairing = SwissPairer.pair(new SwissRound(round.number(), schedule.size(), order.size(), results, byes,
                    absent, SwissRules.standard(tournament.swissInitialColour().orElseThrow())));
        } catch (NoLegalPairingException e) {
            LOG.errorf("Round %d of tournament %s cannot be paired: %s", round.number(), tournament.id(),
                    e.getMessage());
            audit.persist(new AuditEntity(tournament.id(), now, SOURCE, "round-unpairable", "Round "
                    + round.number() + " has no legal Swiss pairing: " + e.getMessage(), null));
            return false;
        }
        persistMatches(tournament, round.number(), round.scheduledStart(),
                pairing.matches().stream().map(PairedMatch::pairing).toList());
        round.paired(pairing.bye().isPresent() ? tournament.team(pairing.bye().getAsInt()) : null, now);
        audit.persist(new AuditEntity(tournament.id(), now, SOURCE, "round-paired", "Round " + round.number()
                + " paired by FIDE C.04.6: " + pairing.matches().stream()
                        .map(match -> match.pairing().white() + "–" + match.pairing().black() + " ("
                                + match.explanation() + ")")
                        .collect(Collectors.joining("; "))
                + pairing.bye().stream().mapToObj(team -> "; bye " + team).collect(Collectors.joining()), null));
        changes.announce(tournament.id());
        LOG.infof("Paired round %d of Swiss tournament %s: %d matches", round.number(), tournament.id(),
                pairing.matches().size());
        return true;
    }

    /** Every tournament, or a competition's, the latest created first. */
    @Transactional
    public List<TournamentSummary> list(Optional<UUID> competitionId) {
        List<TournamentEntity> found = competitionId
                .map(id -> tournaments.list("competitionId = ?1 order by createdAt desc", id))
                .orElseGet(() -> tournaments.list("order by createdAt desc"));
        return found.stream().map(tournament -> {
            List<RoundEntity> schedule = rounds.of(tournament.id());
            return new TournamentSummary(tournament.id(), tournament.competitionId(), tournament.name(),
                    tournament.format().wireName(), tournament.teams().size(), schedule.size(),
                    schedule.isEmpty() ? null : schedule.get(0).scheduledStart(), tournament.timeZone().getId());
        }).toList();
    }

    @Transactional
    public Optional<TournamentView> find(UUID tournamentId) {
        return tournaments.findByIdOptional(tournamentId).map(this::view);
    }

    /** The match, when it belongs to the tournament. */
    @Transactional
    public Optional<MatchView> match(UUID tournamentId, UUID matchId) {
        return tournaments.findByIdOptional(tournamentId)
                .flatMap(tournament -> matches.findByIdOptional(matchId)
                        .filter(match -> match.tournamentId().equals(tournamentId))
                        .map(match -> TournamentMapper.toView(tournament, match,
                                rounds.find(tournamentId, match.round()).orElseThrow().isPublished(),
                                boards.ofMatch(matchId), teams.namesOf(tournament.teams()),
                                teams.playerNamesOf(tournament.teams()))));
    }

    private void publish(TournamentEntity tournament, RoundEntity round) {
        Instant now = clock.instant();
        TimeControl timeControl = TimeControl.parse(tournament.timeControl()).orElseThrow();
        List<MatchEntity> ofRound = matches.ofRound(tournament.id(), round.number());
        // A match forfeited by a team that withdrew has ended already: nothing to play.
        for (MatchEntity match : ofRound.stream().filter(match -> !match.isEnded()).toList()) {
            List<UUID> first = lineUps.playersFor(tournament.id(), round.number(), match.firstTeamId(),
                    tournament.boards());
            List<UUID> second = lineUps.playersFor(tournament.id(), round.number(), match.secondTeamId(),
                    tournament.boards());
            List<BoardPairing> pairings = new ArrayList<>(tournament.boards());
            for (int board = 1; board <= tournament.boards(); board++) {
                // The first-named team has White on the odd boards (1, 3, ...), Black on the even ones.
                boolean firstWhite = board % 2 == 1;
                UUID firstPlayer = first.get(board - 1);
                UUID secondPlayer = second.get(board - 1);
                BoardGameEntity game = new BoardGameEntity(TimeOrderedIds.next(now), match.id(), board,
                        firstWhite ? firstPlayer : secondPlayer, firstWhite ? secondPlayer : firstPlayer, firstWhite);
                boards.persist(game);
                pairings.add(new BoardPairing(board, game.gameId(), game.whitePlayerId(), game.blackPlayerId()));
            }
            outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now, new MatchScheduled(match.id(),
                    tournament.competitionId(), match.round(), pairings, timeControl, match.scheduledStart(),
                    tournament.spectatorDelaySeconds(), defaultTimeOf(tournament))));
        }
        round.published(now);
        changes.announce(tournament.id());
        LOG.infof("Published round %d of tournament %s", round.number(), tournament.id());
        publishNextIfComplete(tournament, round.number());
    }

    private TournamentView view(TournamentEntity tournament) {
        List<MatchEntity> all = matches.of(tournament.id());
        return TournamentMapper.toView(tournament, rounds.of(tournament.id()), all, boards.byMatch(all),
                teams.namesOf(tournament.teams()), teams.playerNamesOf(tournament.teams()));
    }

    /** The teams that play, in pairing-number order, or errors naming {@code teamIds}. */
    private List<TeamEntity> entrants(UUID competitionId, List<UUID> requested, int boardCount,
            Optional<TournamentFormat> format, List<FieldError> errors) {
        List<TeamEntity> entrants = new ArrayList<>();
        int before = errors.size();
        if (requested == null) {
            entrants.addAll(teams.registeredIn(competitionId));
        } else {
            Set<UUID> seen = new HashSet<>();
            for (int index = 0; index < requested.size(); index++) {
                UUID teamId = requested.get(index);
                Optional<TeamEntity> team = Optional.ofNullable(teamId).flatMap(teams::findByIdOptional)
                        .filter(TeamEntity::registered)
                        .filter(found -> found.competitionId().equals(competitionId));
                if (team.isEmpty()) {
                    errors.add(new FieldError("teamIds[" + index + "]",
                            "no team " + teamId + " is registered in competition " + competitionId));
                } else if (!seen.add(teamId)) {
                    errors.add(new FieldError("teamIds[" + index + "]", "team " + teamId + " is listed twice"));
                } else {
                    entrants.add(team.get());
                }
            }
        }
        if (errors.size() > before) {
            return entrants;
        }
        if (entrants.size() < 2) {
            errors.add(new FieldError("teamIds", "a tournament needs at least 2 registered teams of competition "
                    + competitionId + ", not " + entrants.size()));
        } else if (format.orElse(null) == TournamentFormat.MATCH && entrants.size() != 2) {
            errors.add(new FieldError("teamIds", "a match is between 2 teams, not " + entrants.size()));
        }
        for (int index = 0; index < entrants.size(); index++) {
            int players = entrants.get(index).roster().size();
            if (players < boardCount) {
                errors.add(new FieldError("teamIds[" + index + "]", "team " + entrants.get(index).teamId() + " has "
                        + players + " players on its roster, fewer than the " + boardCount + " boards"));
            }
        }
        return entrants;
    }

    /**
     * Errors naming {@code varmaGroups} or {@code varmaGroups[i][j]}: a draw by the Varma tables only
     * for a round robin, of the tournament's teams, each in one group at most, groups that fit.
     */
    private static void checkVarmaGroups(List<List<UUID>> groups, Optional<TournamentFormat> format,
            List<TeamEntity> entrants, List<FieldError> errors) {
        if (groups == null || entrants.isEmpty()) {
            return; // no draw, or the teams themselves are wrong and named already
        }
        if (format.filter(chosen -> chosen == TournamentFormat.ROUND_ROBIN
                || chosen == TournamentFormat.DOUBLE_ROUND_ROBIN).isEmpty()) {
            errors.add(new FieldError("varmaGroups", "only a round robin or double round robin draws its"
                    + " numbers by the Varma tables"));
            return;
        }
        Set<UUID> entrantIds = entrants.stream().map(TeamEntity::teamId).collect(Collectors.toSet());
        Set<UUID> grouped = new HashSet<>();
        int before = errors.size();
        for (int group = 0; group < groups.size(); group++) {
            List<UUID> members = Optional.ofNullable(groups.get(group)).orElse(List.of());
            for (int member = 0; member < members.size(); member++) {
                UUID teamId = members.get(member);
                String field = "varmaGroups[" + group + "][" + member + "]";
                if (!entrantIds.contains(teamId)) {
                    errors.add(new FieldError(field, "team " + teamId + " is not one of the tournament's teams"));
                } else if (!grouped.add(teamId)) {
                    errors.add(new FieldError(field, "team " + teamId + " is in a Varma group already"));
                }
            }
        }
        if (errors.size() == before) {
            VarmaTables.refusal(entrants.size(), groups.stream()
                    .map(members -> members == null ? 0 : members.size()).toList())
                    .ifPresent(reason -> errors.add(new FieldError("varmaGroups", reason)));
        }
    }

    private static ZoneId zone(String name, List<FieldError> errors) {
        try {
            return ZoneId.of(name);
        } catch (DateTimeException e) {
            errors.add(new FieldError("timeZone", "is not a time zone id such as Asia/Anadyr: " + name));
            return ZoneId.of(DEFAULT_TIME_ZONE);
        }
    }

    private static List<TieBreak> tieBreaks(List<String> names, List<FieldError> errors) {
        if (names == null) {
            return TieBreak.TEAM_ROUND_ROBIN;
        }
        if (names.isEmpty()) {
            errors.add(new FieldError("tieBreaks", "must name at least one criterion"));
        }
        List<TieBreak> order = new ArrayList<>();
        for (int index = 0; index < names.size(); index++) {
            Optional<TieBreak> tieBreak = Optional.ofNullable(names.get(index)).flatMap(TieBreak::fromWireName);
            if (tieBreak.isEmpty()) {
                errors.add(new FieldError("tieBreaks[" + index + "]", "must be one of " + Arrays.stream(
                        TieBreak.values()).map(TieBreak::wireName).collect(Collectors.joining(", "))));
            } else if (order.contains(tieBreak.get())) {
                errors.add(new FieldError("tieBreaks[" + index + "]", names.get(index) + " is listed twice"));
            } else {
                order.add(tieBreak.get());
            }
        }
        return order;
    }

    /** The first Saturday 13:00 in the zone after {@code now} (seed 000 §5). */
    static LocalDateTime nextSaturday(Instant now, ZoneId zone) {
        LocalDateTime local = LocalDateTime.ofInstant(now, zone);
        LocalDateTime candidate = local.toLocalDate().with(TemporalAdjusters.nextOrSame(DayOfWeek.SATURDAY))
                .atTime(DEFAULT_ROUND_TIME);
        return candidate.isAfter(local) ? candidate : candidate.plusWeeks(1);
    }

    /** The default time MatchScheduled carries: null for a tournament from before, game-service's then. */
    static Integer defaultTimeOf(TournamentEntity tournament) {
        return tournament.defaultTimeMinutes().isPresent() ? tournament.defaultTimeMinutes().getAsInt() : null;
    }
}
