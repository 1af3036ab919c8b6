package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.OptimisticLockException;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.function.LongFunction;
import org.hibernate.exception.ConstraintViolationException;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.DrawAnswered;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.GameState;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.game.DrawClaim;
import org.teamchess.rules.game.Game;
import org.teamchess.rules.game.GameStatus;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.support.outbox.Outbox;

/**
 * Playing a game: moves, draw offers and answers, resignation, draw claims, flag falls and the
 * arbiters' clock operations. Each change is one transaction that writes the game row (optimistic
 * version), its moves (one per ply), the entries of its event log (what the WebSocket clients
 * receive) and the events for Kafka (outbox), then notifies every instance ({@code NOTIFY
 * game_event}) when it commits. A refusal is a {@link GameRefusal} and changes nothing.
 *
 * <p>Two instances that change one game at the same moment both read the same version; the second
 * commit fails on the game row's version (or the move's ply) and is rolled back: the caller retries
 * once ({@link #isConcurrentChange}), and the retry sees the new state.
 */
@ApplicationScoped
public class PlayService {

    /** The channel every instance listens on; the payload is the game id. */
    public static final String NOTIFY_CHANNEL = "game_event";

    private static final Logger LOG = Logger.getLogger(PlayService.class);

    private final GameRepository games;
    private final MoveRepository moves;
    private final GameEventRepository log;
    private final ClockAdjustmentRepository adjustments;
    private final Outbox outbox;
    private final PresenceService presence;
    private final EntityManager entityManager;
    private final Clock time;

    PlayService(GameRepository games, MoveRepository moves, GameEventRepository log,
            ClockAdjustmentRepository adjustments, Outbox outbox, PresenceService presence,
            EntityManager entityManager, Clock time) {
        this.games = games;
        this.moves = moves;
        this.log = log;
        this.adjustments = adjustments;
        this.outbox = outbox;
        this.presence = presence;
        this.entityManager = entityManager;
        this.time = time;
    }

    /** An accepted move, as acknowledged to the mover. */
    public record MoveAck(String clientMoveId, int ply, long version, boolean duplicate) {
    }

    /** The game as it stands, if it exists. */
    @Transactional
    Optional<LiveGame> load(UUID gameId) {
        return games.findByIdOptional(gameId).map(this::replay);
    }

    /** The whole game for a client in {@code seat}, at the service's now. */
    @Transactional
    public Optional<ServerMessage.State> state(UUID gameId, String seat) {
        return load(gameId).map(live -> stateOf(live, seat));
    }

    /**
     * Plays a move of {@code side}, written in SAN (English or Russian) or UCI, received now.
     *
     * @throws GameRefusal when the move is not accepted; a move already accepted under the same client
     *                     move id is acknowledged again instead
     */
    @Transactional
    public MoveAck move(UUID gameId, Side side, String san, String uci, String clientMoveId) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        Optional<MoveEntity> earlier = moves.byClientMoveId(gameId, clientMoveId);
        if (earlier.isPresent()) {
            if (moverOf(earlier.get().ply()) != side) {
                throw new GameRefusal(ErrorCode.CLIENT_MOVE_ID_USED,
                        "The client move id " + clientMoveId + " names a move of the opponent");
            }
            return new MoveAck(clientMoveId, earlier.get().ply(), earlier.get().version(), true);
        }
        LiveGame live = replay(entity);
        requireRunning(live);
        requireTurn(live, side);
        Move move = readMove(live.game().position(), san, uci);
        GameClock clockAfter = onTime(live, side, now);
        Position before = live.game().position();
        Game after = live.game().play(move);
        String sanText = San.format(before, move, Notation.ENGLISH);
        String uciText = before.toUci(move).toString();
        String fen = after.position().toFen();
        ServerMessage.Clocks clocks = LiveGame.clocks(clockAfter, now);
        if (entity.drawOfferedBy() != null && !entity.drawOfferedBy().equals(side.wireName())) {
            entity.drawOfferedBy(null); // Art. 9.1.2.1: the offered player's move declines the offer
        }
        entity.moved(fen);
        int ply = entity.ply();
        String status = after.status().isOver() ? "finished" : "playing";
        long version = append(entity, v -> new ServerMessage.MoveMade(v, ply, side.wireName(), sanText, uciText, fen,
                now, clocks, status, entity.drawOfferedBy()));
        moves.persist(new MoveEntity(gameId, ply, sanText, uciText, fen, now, clientMoveId, clocks.whiteMillis(),
                clocks.blackMillis(), version));
        publish(new MovePlayed(gameId, ply, sanText, uciText, fen, now, clocks.whiteMillis(), clocks.blackMillis()),
                now);
        if (after.status().isOver()) {
            end(entity, clockAfter, resultOf(after), terminationOf(after.status()), now);
        }
        commitPoint(gameId);
        return new MoveAck(clientMoveId, ply, version, false);
    }

    /** {@code side} offers a draw (Art. 9.1.2.1); an offer of the opponent that stands is accepted instead. */
    @Transactional
    public void offerDraw(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replay(entity);
        requireRunning(live);
        requireDrawsAllowed(live);
        if (side.opposite().wireName().equals(entity.drawOfferedBy())) {
            acceptDraw(entity, live, side, now);
        } else if (side.wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.DRAW_OFFER_PENDING, "Your draw offer stands already");
        } else {
            entity.drawOfferedBy(side.wireName());
            int ply = entity.ply();
            append(entity, v -> new ServerMessage.DrawOffered(v, side.wireName(), ply));
            publish(new DrawOffered(gameId, side, ply, now), now);
        }
        commitPoint(gameId);
    }

    /** {@code side} answers the opponent's standing draw offer. */
    @Transactional
    public void answerDraw(UUID gameId, Side side, boolean accept) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replay(entity);
        requireRunning(live);
        if (!side.opposite().wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.NO_DRAW_OFFER, "Your opponent has no draw offer standing");
        }
        if (accept) {
            acceptDraw(entity, live, side, now);
        } else {
            entity.drawOfferedBy(null);
            int ply = entity.ply();
            append(entity, v -> new ServerMessage.DrawDeclined(v, side.wireName(), ply));
            publish(new DrawAnswered(gameId, side, false, ply, now), now);
        }
        commitPoint(gameId);
    }

    /** {@code side} resigns (Art. 5.1.2). */
    @Transactional
    public void resign(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replay(entity);
        requireRunning(live);
        end(entity, live.clock(), side == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON,
                Termination.RESIGNATION, now);
        commitPoint(gameId);
    }

    /**
     * {@code side}, to move, claims a draw (Art. 9.2, 9.3), optionally with the move it intends to
     * play (Art. 9.2.1, 9.3.1), which is then not played. A correct claim ends the game.
     */
    @Transactional
    public void claimDraw(UUID gameId, Side side, DrawClaim claim, String san, String uci) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replay(entity);
        requireRunning(live);
        requireTurn(live, side);
        boolean intended = san != null || uci != null;
        boolean holds = intended
                ? live.game().claimableDrawsWith(readMove(live.game().position(), san, uci)).contains(claim)
                : live.game().claimableDraws().contains(claim);
        if (!holds) {
            throw new GameRefusal(ErrorCode.CLAIM_INCORRECT, switch (claim) {
                case THREEFOLD_REPETITION -> "The position has not appeared three times"
                        + (intended ? " after the intended move" : "") + " (Art. 9.2)";
                case FIFTY_MOVES -> "Fifty moves without a capture or a pawn move have not been made"
                        + (intended ? " with the intended move" : "") + " (Art. 9.3)";
            });
        }
        onTime(live, side, now);
        end(entity, live.clock(), GameResult.DRAW, claim == DrawClaim.THREEFOLD_REPETITION
                ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES, now);
        commitPoint(gameId);
    }

    /**
     * clock-service says a flag fell (Art. 6.9): the side loses, or draws when the opponent cannot
     * checkmate by any series of legal moves. A flag for a game that is over or for a ply that is not
     * the game's current ply is stale and ignored.
     *
     * @return whether the flag ended the game
     */
    @Transactional
    public boolean flagFell(FlagFell flag) {
        Optional<GameEntity> found = games.findByIdOptional(flag.gameId());
        if (found.isEmpty()) {
            LOG.warnf("Flag fell in game %s, which this service does not know", flag.gameId());
            return false;
        }
        GameEntity entity = found.get();
        if (entity.status() == GameState.FINISHED || entity.ply() != flag.ply()) {
            LOG.infof("Stale flag of game %s at ply %d ignored: the game is %s at ply %d", flag.gameId(), flag.ply(),
                    entity.status(), entity.ply());
            return false;
        }
        LiveGame live = replay(entity);
        MateVerdict verdict = MatingPotential.canMate(live.game().position(), flag.side().opposite());
        GameResult result = verdict instanceof MateVerdict.Impossible ? GameResult.DRAW
                : flag.side() == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON;
        end(entity, live.clock(), result, Termination.TIME_FORFEIT, flag.fellAt());
        commitPoint(flag.gameId());
        return true;
    }

    /**
     * Ends the game by forfeit when, now, exactly one side has not been at the board by the arrival
     * deadline (Art. 6.7.1, {@link GameEntity#noShowAt}): the absent side loses, the result counts as
     * unplayed (termination {@code no-show}), and the game ends at the deadline. Decided under the
     * game's optimistic version like a move, so a player who joins or moves at the same moment makes
     * this fail ({@link #isConcurrentChange}) instead of being forfeited.
     *
     * @return whether the game ended
     */
    @Transactional
    public boolean forfeitNoShow(UUID gameId) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty()) {
            return false;
        }
        GameEntity entity = found.get();
        Optional<Side> absent = entity.noShowAt(time.instant());
        if (absent.isEmpty()) {
            return false;
        }
        end(entity, replay(entity).clock(), absent.get() == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON,
                Termination.NO_SHOW, entity.arrivalDeadline());
        commitPoint(gameId);
        return true;
    }

    /**
     * Applies an arbiter's clock operation that clock-service announced to the game's clock, and tells
     * the clients. An operation the clock refuses (the game is over, say) is logged and skipped.
     *
     * @return whether it was applied
     */
    @Transactional
    public boolean adjustClock(UUID gameId, EventPayload announced) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty() || found.get().status() == GameState.FINISHED) {
            LOG.infof("Clock operation %s for game %s skipped: no such game or it is over",
                    announced.getClass().getSimpleName(), gameId);
            return false;
        }
        GameEntity entity = found.get();
        LiveGame live = replay(entity);
        ClockAdjustmentEntity stored = ClockAdjustments.toEntity(announced, gameId, entity.eventVersion() + 1);
        Result<GameClock> adjusted = live.clock().apply(ClockAdjustments.toModel(stored));
        if (adjusted instanceof Result.Failure<GameClock> refused) {
            LOG.warnf("Clock operation %s for game %s does not apply: %s", stored.kind(), gameId, refused.reason());
            return false;
        }
        ServerMessage.Clocks clocks = LiveGame.clocks(adjusted.orElseThrow(), stored.at());
        append(entity, v -> new ServerMessage.ClockAdjusted(v, stored.kind(), stored.side(), clocks));
        adjustments.persist(stored);
        commitPoint(gameId);
        return true;
    }

    /** Whether a failure of one of this service's transactions was another instance changing the game first. */
    public static boolean isConcurrentChange(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException || cause instanceof ConstraintViolationException) {
                return true;
            }
        }
        return false;
    }

    private void acceptDraw(GameEntity entity, LiveGame live, Side side, Instant now) {
        publish(new DrawAnswered(entity.id(), side, true, entity.ply(), now), now);
        end(entity, live.clock(), GameResult.DRAW, Termination.DRAW_AGREEMENT, now);
    }

    private void end(GameEntity entity, GameClock clock, GameResult result, Termination termination, Instant at) {
        entity.ended(result.wireName(), termination.wireName(), at);
        Instant stoppedAt = at.isBefore(clock.lastEventAt()) ? clock.lastEventAt() : at;
        ServerMessage.Clocks clocks = LiveGame.clocks(clock.end(stoppedAt).orElseThrow(), stoppedAt);
        append(entity, v -> new ServerMessage.GameEnded(v, result.wireName(), termination.wireName(),
                article(termination), at, clocks));
        publish(new GameEnded(entity.id(), result, termination, at), at);
        LOG.infof("Game %s ended %s by %s", entity.id(), result.wireName(), termination.wireName());
    }

    /** Adds a message to the game's log under its next version; returns the version. */
    private long append(GameEntity entity, LongFunction<ServerMessage.Versioned> message) {
        long version = entity.nextEventVersion();
        ServerMessage.Versioned built = message.apply(version);
        String body = ProtocolCodec.encode(built);
        log.persist(new GameEventEntity(entity.id(), version, ProtocolCodec.tree(body).get("type").textValue(), body,
                time.instant()));
        return version;
    }

    private void publish(EventPayload payload, Instant at) {
        outbox.add(EventEnvelope.of(UUID.randomUUID(), GameService.SOURCE, at, payload));
    }

    /**
     * Writes the change now, so that a concurrent change of another instance fails here and not at
     * the commit, and has every instance told when the transaction commits.
     */
    private void commitPoint(UUID gameId) {
        entityManager.flush();
        entityManager.createNativeQuery("SELECT pg_notify(?1, ?2)")
                .setParameter(1, NOTIFY_CHANNEL)
                .setParameter(2, gameId.toString())
                .getSingleResult();
    }

    private GameEntity require(UUID gameId) {
        return games.findByIdOptional(gameId)
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
    }

    private LiveGame replay(GameEntity entity) {
        return LiveGame.replay(entity, moves.ofGame(entity.id()), adjustments.ofGame(entity.id()));
    }

    private static void requireRunning(LiveGame live) {
        if (live.entity().status() == GameState.FINISHED) {
            throw new GameRefusal(ErrorCode.GAME_OVER, "The game is over: " + live.entity().result() + " by "
                    + live.entity().termination());
        }
    }

    private static void requireTurn(LiveGame live, Side side) {
        if (live.toMove() != side) {
            throw new GameRefusal(ErrorCode.NOT_YOUR_TURN, live.toMove().wireName() + " is to move");
        }
    }

    private static void requireDrawsAllowed(LiveGame live) {
        int from = live.entity().drawsAgreedFromMove();
        if (live.game().position().fullMoveNumber() < from) {
            throw new GameRefusal(ErrorCode.DRAW_NOT_YET_ALLOWED,
                    "The competition allows agreed draws from move " + from + " (Art. 9.1.1)");
        }
    }

    /** The move in exactly one notation; SAN may be English or Russian. */
    private static Move readMove(Position position, String san, String uci) {
        if ((san == null) == (uci == null) || (san != null && san.isBlank()) || (uci != null && uci.isBlank())) {
            throw new GameRefusal(ErrorCode.UNREADABLE, "Give the move in exactly one of san or uci");
        }
        Result<Move> move = san != null ? MoveParser.parse(position, san)
                : Uci.parse(uci.strip()).flatMap(position::resolve);
        if (move instanceof Result.Failure<Move> failure) {
            throw new GameRefusal(ErrorCode.ILLEGAL_MOVE, failure.reason());
        }
        return move.orElseThrow();
    }

    /** The clock after {@code side}'s move received at {@code now}; refused when late, early or paused. */
    private static GameClock onTime(LiveGame live, Side side, Instant now) {
        Result<MoveOutcome> outcome = live.clock().move(live.entity().ply(), side, now, Duration.ZERO);
        if (outcome instanceof Result.Failure<MoveOutcome> failure) {
            if (now.isBefore(live.entity().scheduledStart())) {
                throw new GameRefusal(ErrorCode.NOT_STARTED, failure.reason());
            }
            throw new GameRefusal(ErrorCode.CLOCK_PAUSED, failure.reason());
        }
        MoveOutcome result = outcome.orElseThrow();
        if (result instanceof MoveOutcome.Late late) {
            throw new GameRefusal(ErrorCode.LATE, late.reason());
        }
        return ((MoveOutcome.Accepted) result).clock();
    }

    private static Side moverOf(int ply) {
        return ply % 2 == 1 ? Side.WHITE : Side.BLACK;
    }

    private static GameResult resultOf(Game game) {
        return game.winner().map(winner -> winner == Side.WHITE ? GameResult.WHITE_WON : GameResult.BLACK_WON)
                .orElse(GameResult.DRAW);
    }

    private static Termination terminationOf(GameStatus status) {
        return switch (status) {
            case CHECKMATE -> Termination.CHECKMATE;
            case STALEMATE -> Termination.STALEMATE;
            case DEAD_POSITION -> Termination.DEAD_POSITION;
            case FIVEFOLD_REPETITION -> Termination.FIVEFOLD_REPETITION;
            case SEVENTY_FIVE_MOVES -> Termination.SEVENTY_FIVE_MOVES;
            case ONGOING -> throw new IllegalArgumentException("the game goes on");
        };
    }

    /** The article of the FIDE Laws of Chess that ends a game so. */
    static String article(Termination termination) {
        return switch (termination) {
            case CHECKMATE -> "5.1.1";
            case RESIGNATION -> "5.1.2";
            case STALEMATE -> "5.2.1";
            case DEAD_POSITION -> "5.2.2";
            case DRAW_AGREEMENT -> "9.1";
            case THREEFOLD_REPETITION -> "9.2";
            case FIFTY_MOVES -> "9.3";
            case FIVEFOLD_REPETITION -> "9.6.1";
            case SEVENTY_FIVE_MOVES -> "9.6.2";
            case TIME_FORFEIT -> "6.9";
            case NO_SHOW -> "6.7.1";
            case ARBITER_DECISION -> "12.9";
        };
    }

    private ServerMessage.State stateOf(LiveGame live, String seat) {
        GameEntity entity = live.entity();
        Instant now = time.instant();
        return new ServerMessage.State(entity.id(), entity.eventVersion(), seat,
                entity.status().name().toLowerCase(Locale.ROOT), entity.variant().name().toLowerCase(Locale.ROOT),
                entity.startFen(), entity.fen(), live.moves().stream().map(MoveEntity::san).toList(), entity.ply(),
                live.toMove().wireName(), entity.whitePlayerId(), entity.blackPlayerId(), entity.timeControl(),
                entity.scheduledStart(), live.clocksAt(entity.endedAt() != null ? entity.endedAt() : now),
                entity.drawOfferedBy(), entity.result(), entity.termination(), entity.arrivalDeadline(),
                presence.presence(entity.id()));
    }
}
