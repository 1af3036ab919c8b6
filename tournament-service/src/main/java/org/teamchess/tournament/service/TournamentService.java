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
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.rules.Result;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;
import org.teamchess.tournament.mapping.TournamentMapper;
import org.teamchess.tournament.pairing.Pairing;
import org.teamchess.tournament.pairing.RoundRobin;
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
import org.teamchess.tournament.rest.CreateTournament;
import org.teamchess.tournament.rest.MatchView;
import org.teamchess.tournament.rest.TournamentSummary;
import org.teamchess.tournament.rest.TournamentView;
import org.teamchess.tournament.standings.TieBreak;

/**
 * Tournaments: created by an organizer from the registered teams and paired by the Berger tables;
 * each round's matches are announced with their board pairings ({@link MatchScheduled}) when the
 * round is published: round 1 at once, later rounds when the round before is complete or an
 * organizer publishes them.
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
    /** An hour: longer would hide a round's games until after they end. */
    private static final int MAX_SPECTATOR_DELAY_SECONDS = 3600;
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
    private final Clock clock;

    TournamentService(TournamentRepository tournaments, TeamRepository teams, RoundRepository rounds,
            MatchRepository matches, BoardGameRepository boards, Outbox outbox, TournamentChanges changes,
            AuditRepository audit, LineUpService lineUps, Clock clock) {
        this.tournaments = tournaments;
        this.teams = teams;
        this.rounds = rounds;
        this.matches = matches;
        this.boards = boards;
        this.outbox = outbox;
        this.changes = changes;
        this.audit = audit;
        this.lineUps = lineUps;
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
            errors.add(new FieldError("format", "must be round-robin, double-round-robin or match"));
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
        List<TeamEntity> entrants = request.competitionId() == null ? List.of()
                : entrants(request.competitionId(), request.teamIds(), boardCount, format, errors);
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The tournament cannot be created as requested", errors);
        }

        Instant now = clock.instant();
        LocalDateTime firstStart = Optional.ofNullable(request.firstRoundStart())
                .orElseGet(() -> nextSaturday(now, zone));
        List<UUID> teamIds = entrants.stream().map(TeamEntity::teamId).toList();
        TournamentEntity tournament = new TournamentEntity(UUID.randomUUID(), request.competitionId(),
                request.name().strip(), format.orElseThrow(), boardCount, timeControl.orElseThrow().notation(), zone,
                tieBreaks, drawnMatch.orElseThrow(), deciderBoard, spectatorDelay, teamIds, organizer, now);
        tournaments.persist(tournament);
        for (RoundRobin.Round round : RoundRobin.schedule(teamIds.size(), format.orElseThrow().cycles())) {
            Instant start = firstStart.plusDays((long) (round.number() - 1) * interval).atZone(zone).toInstant();
            rounds.persist(new RoundEntity(tournament.id(), round.number(), start,
                    round.bye().isPresent() ? tournament.team(round.bye().getAsInt()) : null));
            List<Pairing> pairings = round.pairings();
            for (int position = 0; position < pairings.size(); position++) {
                Pairing pairing = pairings.get(position);
                matches.persist(new MatchEntity(UUID.randomUUID(), tournament.id(), round.number(), position,
                        tournament.team(pairing.white()), tournament.team(pairing.black()), start));
            }
        }
        audit.persist(new AuditEntity(tournament.id(), now, organizer, "created", tournament.format().wireName()
                + " of " + teamIds.size() + " teams, " + tournament.boards() + " boards, " + tournament.timeControl(),
                null));
        LOG.infof("Organizer %s created tournament %s (%s, %d teams)", organizer, tournament.id(),
                tournament.format().wireName(), teamIds.size());
        publish(tournament, rounds.find(tournament.id(), 1).orElseThrow());
        return view(tournament);
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
        TournamentEntity tournament = tournaments.findByIdOptional(tournamentId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> noTournament(tournamentId));
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
        audit.persist(new AuditEntity(tournamentId, clock.instant(), organizer, "round-published",
                "Round " + number + " published before the round before it was complete", null));
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
        boolean published = rounds.find(tournament.id(), round).map(RoundEntity::isPublished).orElse(false);
        if (published && matches.ofRound(tournament.id(), round).stream().allMatch(MatchEntity::isEnded)) {
            rounds.find(tournament.id(), round + 1).filter(next -> !next.isPublished())
                    .ifPresent(next -> publish(tournament, next));
        }
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
                BoardGameEntity game = new BoardGameEntity(UUID.randomUUID(), match.id(), board,
                        firstWhite ? firstPlayer : secondPlayer, firstWhite ? secondPlayer : firstPlayer, firstWhite);
                boards.persist(game);
                pairings.add(new BoardPairing(board, game.gameId(), game.whitePlayerId(), game.blackPlayerId()));
            }
            outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now, new MatchScheduled(match.id(),
                    tournament.competitionId(), match.round(), pairings, timeControl, match.scheduledStart(),
                    tournament.spectatorDelaySeconds())));
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

    private static ProblemException noTournament(UUID tournamentId) {
        return ProblemException.notFound("No tournament " + tournamentId);
    }
}
