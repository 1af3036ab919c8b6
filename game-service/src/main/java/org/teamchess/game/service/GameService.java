package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.config.GameConfig;
import org.teamchess.game.mapping.GameMapper;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.OwnGameView;
import org.teamchess.game.record.GameRecords;
import org.teamchess.game.repository.GameState;
import org.teamchess.game.repository.Variant;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.variant.Chess960;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.FieldError;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * Games: created from scheduled matches or as friendly games, announced through the outbox, read by
 * id, exported as PGN once finished.
 */
@ApplicationScoped
public class GameService {

    /** The default time (Art. 6.7.1) of a friendly game that names none. */
    static final Duration FRIENDLY_DEFAULT_TIME = Duration.ofMinutes(15);

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "game-service";
    /** The longest spectator delay a friendly game may ask for: an hour. */
    static final int MAX_SPECTATOR_DELAY_SECONDS = 3600;

    private static final Logger LOG = Logger.getLogger(GameService.class);

    private final GameRepository games;
    private final GameStates states;
    private final Outbox outbox;
    private final GameConfig config;
    private final Clock clock;
    private final Seats seats;
    private final GameRecords records;

    GameService(GameRepository games, GameStates states, Outbox outbox, GameConfig config, Clock clock, Seats seats,
            GameRecords records) {
        this.records = records;
        this.games = games;
        this.states = states;
        this.outbox = outbox;
        this.config = config;
        this.clock = clock;
        this.seats = seats;
    }

    /**
     * Creates one game per board of the match, each announced by a {@link GameCreated} in the same
     * transaction, with the competition's default time the event carries (Art. 6.7.1; the configured
     * {@code teamchess.game.default-time} when it carries none, as an older producer's does) and its
     * spectator delay (none when the event carries none). A board whose game exists already (the same
     * id, or another id on the same board of the same match) is left as it is: the match may arrive
     * again.
     *
     * @return the ids of the games created now
     */
    @Transactional
    public List<UUID> createGames(MatchScheduled match) {
        List<UUID> created = new ArrayList<>();
        Duration defaultTime = match.defaultTimeMinutes() == null ? config.defaultTime()
                : Duration.ofMinutes(match.defaultTimeMinutes());
        for (BoardPairing pairing : match.boards()) {
            if (games.findByIdOptional(pairing.gameId()).isPresent()) {
                LOG.debugf("Game %s of match %s exists already", pairing.gameId(), match.matchId());
                continue;
            }
            Optional<GameEntity> onBoard = games.findByBoard(match.matchId(), pairing.board());
            if (onBoard.isPresent()) {
                LOG.warnf("Match %s board %d has game %s already; game %s is not created",
                        match.matchId(), pairing.board(), onBoard.get().id(), pairing.gameId());
                continue;
            }
            games.persist(new GameEntity(pairing.gameId(), match.matchId(), match.competitionId(), match.round(),
                    pairing.board(), pairing.whitePlayerId(), pairing.blackPlayerId(),
                    match.timeControl().notation(), match.scheduledStart(), defaultTime, Variant.STANDARD,
                    null, Position.standard().toFen(), 1,
                    match.spectatorDelaySeconds() == null ? 0 : match.spectatorDelaySeconds(), clock.instant()));
            outbox.add(EventEnvelope.of(TimeOrderedIds.next(clock.instant()), SOURCE, clock.instant(),
                    new GameCreated(pairing.gameId(), match.matchId(), pairing.board(), pairing.whitePlayerId(),
                            pairing.blackPlayerId(), match.timeControl(), match.scheduledStart())));
            created.add(pairing.gameId());
        }
        return created;
    }

    /**
     * Creates a friendly game, its own one-board match in no competition, announced by a
     * {@link GameCreated} so that clock-service sets up its clock.
     *
     * @throws ProblemException 400 naming every wrong field
     */
    @Transactional
    public GameView createFriendly(NewGameRequest request) {
        List<FieldError> errors = new ArrayList<>();
        if (request.whitePlayerId() == null) {
            errors.add(new FieldError("whitePlayerId", "required"));
        }
        if (request.blackPlayerId() == null) {
            errors.add(new FieldError("blackPlayerId", "required"));
        }
        if (request.whitePlayerId() != null && request.whitePlayerId().equals(request.blackPlayerId())) {
            errors.add(new FieldError("blackPlayerId", "must not be the white player"));
        }
        Optional<TimeControl> control = Optional.empty();
        if (request.timeControl() == null) {
            errors.add(new FieldError("timeControl", "required"));
        } else {
            Result<TimeControl> parsed = TimeControl.parse(request.timeControl());
            if (parsed instanceof Result.Failure<TimeControl> failure) {
                errors.add(new FieldError("timeControl", failure.reason()));
            }
            control = parsed.toOptional();
        }
        if (request.scheduledStart() == null) {
            errors.add(new FieldError("scheduledStart", "required"));
        }
        int drawsFrom = request.drawsAgreedFromMove() == null ? 1 : request.drawsAgreedFromMove();
        if (drawsFrom < 1) {
            errors.add(new FieldError("drawsAgreedFromMove", "must be at least 1"));
        }
        // A friendly game is often set up on the spot, its start "now": with the laws' default time of 0 the
        // players would have lost by arriving a second later. Tournament games keep the configured one.
        Duration defaultTime = request.defaultTimeMinutes() == null ? FRIENDLY_DEFAULT_TIME
                : Duration.ofMinutes(request.defaultTimeMinutes());
        if (defaultTime.isNegative()) {
            errors.add(new FieldError("defaultTimeMinutes", "must not be negative"));
        }
        int spectatorDelay = request.spectatorDelaySeconds() == null ? 0 : request.spectatorDelaySeconds();
        if (spectatorDelay < 0 || spectatorDelay > MAX_SPECTATOR_DELAY_SECONDS) {
            errors.add(new FieldError("spectatorDelaySeconds", "from 0 to " + MAX_SPECTATOR_DELAY_SECONDS));
        }
        Variant variant = Variant.STANDARD;
        Position start = Position.standard();
        if ("chess960".equals(request.variant())) {
            variant = Variant.CHESS960;
            Result<Position> position = request.chess960Number() == null
                    ? Result.failure("chess960Number", "required for chess960")
                    : Chess960.startingPosition(request.chess960Number());
            if (position instanceof Result.Failure<Position> failure) {
                errors.add(new FieldError("chess960Number", failure.reason()));
            }
            start = position.toOptional().orElse(start);
        } else if (request.variant() != null && !"standard".equals(request.variant())) {
            errors.add(new FieldError("variant", "standard or chess960, not " + request.variant()));
        } else if (request.chess960Number() != null) {
            errors.add(new FieldError("chess960Number", "only for chess960"));
        }
        if (!errors.isEmpty()) {
            throw ProblemException.badRequest("The game cannot be created as asked", errors);
        }
        // time-ordered, so its moves' index entries sit by the newest games' (docs/decisions/time-ordered-ids.md)
        UUID id = TimeOrderedIds.next(clock.instant());
        UUID matchId = UUID.randomUUID();
        GameEntity game = new GameEntity(id, matchId, null, 1, 1, request.whitePlayerId(), request.blackPlayerId(),
                control.orElseThrow().notation(), request.scheduledStart(), defaultTime, variant,
                variant == Variant.CHESS960 ? request.chess960Number() : null, start.toFen(), drawsFrom, spectatorDelay,
                clock.instant());
        games.persist(game);
        outbox.add(EventEnvelope.of(TimeOrderedIds.next(clock.instant()), SOURCE, clock.instant(),
                new GameCreated(id, matchId, 1, request.whitePlayerId(), request.blackPlayerId(), control.orElseThrow(),
                        request.scheduledStart())));
        LOG.infof("Friendly game %s created", id);
        return GameMapper.toView(game);
    }

    /**
     * The finished game in PGN, moves in English or Russian notation (Art. 18-19).
     *
     * @throws ProblemException 404 for an unknown game, 409 ({@code game-not-finished}) for a game
     *                          that goes on
     */
    @Transactional
    public String pgn(UUID id, Notation notation) {
        LiveGame live = states.load(id).orElseThrow(() -> ProblemException.notFound("No game " + id));
        if (live.entity().status() != GameState.FINISHED) {
            throw ProblemException.conflict("Game " + id + " is not finished; PGN is for finished games")
                    .withType(Problem.type("game-not-finished"), "Game not finished");
        }
        return records.pgn(live.entity(), live.game().initialPosition(), live.game().moves(), notation, notation);
    }

    /** The game with this id. */
    @Transactional
    public Optional<GameView> find(UUID id) {
        return games.findByIdOptional(id).map(GameMapper::toView);
    }

    /**
     * The games the subject plays ({@link Seats#playerIdsOf}: as the roster entries linked to his
     * account, or as his own id in friendly games), newest scheduled first, each with his colour.
     */
    @Transactional
    public List<OwnGameView> mine(String subject) {
        List<UUID> playerIds = seats.playerIdsOf(subject);
        if (playerIds.isEmpty()) {
            return List.of();
        }
        return games.ofPlayers(playerIds).stream()
                .map(game -> new OwnGameView(GameMapper.toView(game),
                        (playerIds.contains(game.whitePlayerId()) ? Side.WHITE : Side.BLACK).wireName()))
                .toList();
    }
}
