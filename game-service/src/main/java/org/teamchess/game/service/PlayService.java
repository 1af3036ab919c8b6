package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.persistence.OptimisticLockException;
import jakarta.persistence.PessimisticLockException;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongFunction;
import java.util.function.Supplier;
import org.hibernate.exception.ConstraintViolationException;
import org.hibernate.exception.LockAcquisitionException;
import org.jboss.logging.Logger;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.DrawAnswered;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.record.DrawClaimLog;
import org.teamchess.game.record.GameRecords;
import org.teamchess.game.repository.ArbiterActionEntity;
import org.teamchess.game.repository.ArbiterActionRepository;
import org.teamchess.game.repository.ClockAdjustmentEntity;
import org.teamchess.game.repository.ClockAdjustmentRepository;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.GameState;
import org.teamchess.game.repository.MoveBatchStatements;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.game.repository.NoShow;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;
import org.teamchess.rules.clock.DelayMode;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.clock.SideControl;
import org.teamchess.rules.game.DrawClaim;
import org.teamchess.rules.game.Game;
import org.teamchess.rules.game.GameStatus;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;
import org.teamchess.support.notify.DatabaseNotifications;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

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
    /** How long a move waits for its group to commit before it takes the ordinary path (a stuck database). */
    private static final Duration GROUP_COMMIT_PATIENCE = Duration.ofSeconds(10);
    /** Art. 10.2: a quickplay-finish claim needs under this much time left; rejecting or postponing it gives the opponent as much. */
    public static final Duration QUICKPLAY_TIME = Duration.ofMinutes(2);

    private final GameRepository games;
    private final MoveRepository moves;
    private final GameEventRepository log;
    private final ClockAdjustmentRepository adjustments;
    private final ReplayedGames replayed;
    private final ArbiterActionRepository arbiterActions;
    private final Outbox outbox;
    private final PresenceService presence;
    private final EntityManager entityManager;
    private final GroupCommit groupCommit;
    private final GameRecords records;
    private final DrawClaimLog drawClaims;
    private final EventCodec eventCodec = new EventCodec();
    private final FocusService focus;
    private final Clock time;

    PlayService(GameRepository games, MoveRepository moves, GameEventRepository log,
            ClockAdjustmentRepository adjustments, ReplayedGames replayed, ArbiterActionRepository arbiterActions,
            Outbox outbox, PresenceService presence, EntityManager entityManager, GroupCommit groupCommit,
            GameRecords records, DrawClaimLog drawClaims, FocusService focus, Clock time) {
        this.games = games;
        this.moves = moves;
        this.log = log;
        this.adjustments = adjustments;
        this.replayed = replayed;
        this.arbiterActions = arbiterActions;
        this.outbox = outbox;
        this.presence = presence;
        this.entityManager = entityManager;
        this.groupCommit = groupCommit;
        this.records = records;
        this.drawClaims = drawClaims;
        this.focus = focus;
        this.time = time;
    }

    /**
     * An accepted move, as acknowledged to the mover.
     *
     * @param entries the log entries the move committed, for this instance to send its own clients at
     *                once; empty when they are left to the notification (every instance reads them then)
     */
    public record MoveAck(String clientMoveId, int ply, long version, boolean duplicate,
            List<GameEventEntity> entries) {
    }

    /** The game as it stands, if it exists. */
    @Transactional
    Optional<LiveGame> load(UUID gameId) {
        return games.findByIdOptional(gameId).map(replayed::of);
    }

    /** The whole game for a client in {@code seat}, at the service's now. */
    @Transactional
    public Optional<ServerMessage.State> state(UUID gameId, String seat) {
        return state(gameId, seat, false);
    }

    /**
     * The whole game for a client in {@code seat}; for a {@code delayed} spectator of a game with a
     * spectator delay, as it stood that long ago (the log's entries up to then), with its
     * {@code delaySeconds}.
     */
    @Transactional
    public Optional<ServerMessage.State> state(UUID gameId, String seat, boolean delayed) {
        return games.findByIdOptional(gameId).map(entity -> {
            List<MoveEntity> played = moves.ofGame(gameId);
            LiveGame live = LiveGame.replay(entity, played, adjustments.ofGame(gameId));
            return delayed && entity.spectatorDelaySeconds() > 0
                    ? delayedStateOf(live, played, seat) : stateOf(live, played, seat);
        });
    }

    /**
     * Plays a move of {@code side}, written in SAN (English or Russian) or UCI, received now.
     *
     * @throws GameRefusal when the move is not accepted; a move already accepted under the same client
     *                     move id is acknowledged again instead
     */
    @Transactional
    public MoveAck move(UUID gameId, Side side, String san, String uci, String clientMoveId) {
        GameEntity entity = require(gameId);
        Optional<MoveEntity> earlier = moves.byClientMoveId(gameId, clientMoveId);
        if (earlier.isPresent()) {
            if (moverOf(earlier.get().ply()) != side) {
                throw new GameRefusal(ErrorCode.CLIENT_MOVE_ID_USED,
                        "The client move id " + clientMoveId + " names a move of the opponent");
            }
            return new MoveAck(clientMoveId, earlier.get().ply(), earlier.get().version(), true, List.of());
        }
        LiveGame live = replayed.of(entity);
        // Read after the game, to the microsecond the database keeps (so that the clock computed now is the
        // one a replay computes): a move another instance committed while this one waited for the database
        // is then never later than this one's time, and the clock takes the moves in time order.
        Instant now = time.instant().truncatedTo(ChronoUnit.MICROS);
        requireRunning(live);
        requireTurn(live, side);
        Move move = readMove(live.game().position(), san, uci);
        started(entity, now);
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
            end(entity, after, clockAfter, resultOf(after), terminationOf(after.status()), now);
        }
        commitPoint(gameId);
        if (!after.status().isOver()) {
            replayed.changed(entity, after, clockAfter);
        }
        return new MoveAck(clientMoveId, ply, version, false, List.of());
    }

    /**
     * Plays a plain move on the game as this instance last committed it, without reading the game:
     * the move is checked against the held game and clock and written by {@link GroupCommit} together
     * with the moves of other games, under the game row's version (the database still refuses it if
     * anything changed the game since). Returns once it is committed.
     *
     * @return the acknowledgement, with the move's log entry; empty when the move takes the ordinary
     *         path ({@link #move}), which decides it: the game is not held here, the move is refused,
     *         late or ends the game, or the game changed since this instance last committed it
     */
    public Optional<MoveAck> moveOnHeldGame(UUID gameId, Side side, String san, String uci, String clientMoveId) {
        Optional<ReplayedGames.HeldGame> found = replayed.held(gameId);
        if (found.isEmpty() || found.get().game().position().sideToMove() != side) {
            return Optional.empty();
        }
        ReplayedGames.HeldGame held = found.get();
        Instant now = time.instant().truncatedTo(ChronoUnit.MICROS);
        Optional<Move> move = legalMove(held.game().position(), san, uci);
        Optional<MoveOutcome> onTime = held.clock().move(held.ply(), side, now, Duration.ZERO).toOptional();
        if (move.isEmpty() || !(onTime.orElse(null) instanceof MoveOutcome.Accepted accepted)) {
            return Optional.empty();
        }
        Position before = held.game().position();
        Game after = held.game().play(move.get());
        if (after.status().isOver()) {
            return Optional.empty();
        }
        String sanText = San.format(before, move.get(), Notation.ENGLISH);
        String uciText = before.toUci(move.get()).toString();
        String fen = after.position().toFen();
        ServerMessage.Clocks clocks = LiveGame.clocks(accepted.clock(), now);
        // Art. 9.1.2.1: the offered player's move declines the offer
        String drawOffer = side.wireName().equals(held.drawOfferedBy()) ? held.drawOfferedBy() : null;
        int ply = held.ply() + 1;
        long version = held.eventVersion() + 1;
        String entry = ProtocolCodec.encode(new ServerMessage.MoveMade(version, ply, side.wireName(), sanText, uciText,
                fen, now, clocks, "playing", drawOffer));
        EventEnvelope<MovePlayed> announced = EventEnvelope.of(UUID.randomUUID(), GameService.SOURCE, now,
                new MovePlayed(gameId, ply, sanText, uciText, fen, now, clocks.whiteMillis(), clocks.blackMillis()));
        MoveBatchStatements.PlainMove plain = new MoveBatchStatements.PlainMove(gameId, held.rowVersion(),
                held.ply(), version, fen, drawOffer, sanText, uciText, now, clientMoveId, clocks.whiteMillis(),
                clocks.blackMillis(), entry, new MoveBatchStatements.OutboxRow(announced.id(),
                        announced.type().typeName(), announced.type().topic(), announced.subject(),
                        eventCodec.encodeToString(announced)), NOTIFY_CHANNEL, notification(gameId, version));
        if (!committed(groupCommit.commit(plain))) {
            return Optional.empty();
        }
        replayed.moved(held, new ReplayedGames.HeldGame(gameId, held.rowVersion() + 1, version, ply, drawOffer, after,
                accepted.clock()));
        return Optional.of(new MoveAck(clientMoveId, ply, version, false,
                List.of(new GameEventEntity(gameId, version, "move", entry, now))));
    }

    /**
     * Whether a move given to the group commit was written. Not knowing (interrupted, or no answer
     * in time) counts as not written: the ordinary path then finds it by its client move id if it was.
     */
    private static boolean committed(CompletableFuture<Boolean> written) {
        try {
            return written.get(GROUP_COMMIT_PATIENCE.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } catch (ExecutionException | TimeoutException e) {
            LOG.warnf("No answer from the group commit (%s); the move takes the ordinary path", e);
            return false;
        }
    }

    /** The NOTIFY payload of a change: the game and the version its log reached ({@link Notified#of}). */
    public static String notification(UUID gameId, long eventVersion) {
        return gameId + " " + eventVersion;
    }

    /**
     * A change of a game as its notification names it.
     *
     * @param version the version the game's log reached; {@link Long#MAX_VALUE} when the payload does not
     *                say (the game id alone), so that the log is read
     */
    public record Notified(UUID gameId, long version) {

        /** @throws IllegalArgumentException when the payload is not a game id, optionally followed by a version */
        public static Notified of(String payload) {
            int space = payload.indexOf(' ');
            return space < 0 ? new Notified(UUID.fromString(payload), Long.MAX_VALUE)
                    : new Notified(UUID.fromString(payload.substring(0, space)),
                            Long.parseLong(payload.substring(space + 1)));
        }
    }

    /** {@code side} offers a draw (Art. 9.1.2.1); an offer of the opponent that stands is accepted instead. */
    @Transactional
    public void offerDraw(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replayed.of(entity);
        requireRunning(live);
        requireDrawsAllowed(live);
        if (side.wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.DRAW_OFFER_PENDING, "Your draw offer stands already");
        }
        started(entity, now);
        offer(entity, live, side, now);
        commitPoint(gameId);
    }

    /**
     * {@code side}, to move, claims a draw under the quickplay-finish rule (Art. 10.2): in a game without
     * increment or delay, in its last period, with under two minutes left and the flag not fallen. The
     * claim is recorded and announced for the arbiters, who decide ({@link #decideQuickplay}); the game
     * goes on meanwhile (the claim does not stop the clock). It also counts as a draw offer (Art.
     * 9.1.2.3), so an offer of the opponent that stands makes it a draw by agreement at once.
     */
    @Transactional
    public void claimQuickplay(UUID gameId, Side side) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replayed.of(entity);
        requireRunning(live);
        requireTurn(live, side);
        if (entity.quickplayClaimBy().isPresent()) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_CLAIM_OPEN, entity.quickplayClaimBy().get().wireName()
                    + "'s quickplay-finish claim awaits the arbiter's decision");
        }
        SideControl control = live.clock().control().side(side);
        if (control.mode() != DelayMode.NONE || !inLastPeriod(control, live.clock().moves(side))) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_NOT_APPLICABLE, "A quickplay-finish claim is for the last "
                    + "period of a game without increment or delay (Art. 10.1, 10.2); this game plays "
                    + control.notation());
        }
        if (now.isBefore(entity.scheduledStart())) {
            throw new GameRefusal(ErrorCode.NOT_STARTED, "The game starts at " + entity.scheduledStart() + " (Art. 6.5)");
        }
        if (live.clock().deadline().filter(deadline -> !now.isBefore(deadline)).isPresent()) {
            throw new GameRefusal(ErrorCode.LATE, "Your time has run out: the claim must come before the flag falls"
                    + " (Art. 10.2)");
        }
        Duration left = live.clock().stateAt(now).remaining(side);
        if (left.compareTo(QUICKPLAY_TIME) >= 0) {
            throw new GameRefusal(ErrorCode.QUICKPLAY_TOO_EARLY, "You have " + left.toMillis() / 1000
                    + " s left; a quickplay-finish claim needs under 2 minutes (Art. 10.2)");
        }
        started(entity, now);
        entity.quickplayClaimed(side, now);
        int ply = entity.ply();
        append(entity, v -> new ServerMessage.QuickplayClaimed(v, side.wireName(), ply, left.toMillis(), now));
        if (live.game().position().fullMoveNumber() >= entity.drawsAgreedFromMove()
                && !side.wireName().equals(entity.drawOfferedBy())) {
            offer(entity, live, side, now);
        }
        commitPoint(gameId);
        LOG.infof("%s claims a quickplay finish in game %s with %d ms left", side.wireName(), gameId, left.toMillis());
    }

    /** {@code side} answers the opponent's standing draw offer. */
    @Transactional
    public void answerDraw(UUID gameId, Side side, boolean accept) {
        Instant now = time.instant();
        GameEntity entity = require(gameId);
        LiveGame live = replayed.of(entity);
        requireRunning(live);
        if (!side.opposite().wireName().equals(entity.drawOfferedBy())) {
            throw new GameRefusal(ErrorCode.NO_DRAW_OFFER, "Your opponent has no draw offer standing");
        }
        started(entity, now);
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
        LiveGame live = replayed.of(entity);
        requireRunning(live);
        started(entity, now);
        end(entity, live.game(), live.clock(), side == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON,
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
        LiveGame live = replayed.of(entity);
        requireRunning(live);
        requireTurn(live, side);
        boolean intended = san != null || uci != null;
        Move intendedMove = intended ? readMove(live.game().position(), san, uci) : null;
        boolean holds = intended ? live.game().claimableDrawsWith(intendedMove).contains(claim)
                : live.game().claimableDraws().contains(claim);
        String intendedSan = intended ? San.format(live.game().position(), intendedMove, Notation.ENGLISH) : null;
        if (!holds) {
            drawClaims.incorrect(gameId, side, claim, intendedSan, entity.ply(), now);
            throw new GameRefusal(ErrorCode.CLAIM_INCORRECT, switch (claim) {
                case THREEFOLD_REPETITION -> "The position has not appeared three times"
                        + (intended ? " after the intended move" : "") + " (Art. 9.2)";
                case FIFTY_MOVES -> "Fifty moves without a capture or a pawn move have not been made"
                        + (intended ? " with the intended move" : "") + " (Art. 9.3)";
            });
        }
        onTime(live, side, now);
        started(entity, now);
        drawClaims.correct(gameId, side, claim, intendedSan, entity.ply(), now);
        end(entity, live.game(), live.clock(), GameResult.DRAW, claim == DrawClaim.THREEFOLD_REPETITION
                ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES, now);
        commitPoint(gameId);
    }

    /**
     * clock-service says a flag fell (Art. 6.9): the side loses, or draws when the opponent cannot
     * checkmate by any series of legal moves. A flag for a game that is over or for a ply that is not
     * the game's current ply is stale and ignored. The flag of a side that has never been at the board
     * (Art. 6.7.1 with a default time longer than his time) does not lose a played game: he remains an
     * absent player; his opponent, if at the board, wins by forfeit (unplayed) at once, and if the
     * opponent is absent too the game waits for him to come (he wins by forfeit) or for the arrival
     * deadline (both lose). docs/decisions/game-protocol.md.
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
        LiveGame live = replayed.of(entity);
        started(entity, time.instant());
        boolean absentFlag = entity.absent(flag.side());
        if (absentFlag) {
            entity.absentFlagFell(flag.side(), flag.fellAt());
        }
        Optional<NoShow> absence = entity.noShowAt(time.instant());
        // Art. 6.7.1 before 6.9: a side that never came is absent, not out of time; and a side absent at a
        // deadline before the flag fell had lost already (the no-show check had not come round yet).
        if (absence.isPresent() && (absentFlag || !absence.get().at().isAfter(flag.fellAt()))) {
            endForAbsence(entity, live, absence.get());
            commitPoint(flag.gameId());
            return true;
        }
        if (absentFlag) {
            entityManager.flush();
            LOG.infof("%s's flag fell in game %s before he came to the board: he is absent; the game waits for his "
                    + "opponent or the arrival deadline %s", flag.side(), flag.gameId(), entity.arrivalDeadline());
            return false;
        }
        if (entity.quickplayClaimBy().isPresent()) {
            if (entity.flagFellSide().isPresent()) {
                return false;
            }
            // Art. 10.2.2: with a claim open, the arbiter declares the result after a flag falls.
            entity.flagFellDuringClaim(flag.side(), flag.fellAt());
            append(entity, v -> new ServerMessage.FlagFellAwaitingArbiter(v, flag.side().wireName(), flag.ply(),
                    flag.fellAt()));
            commitPoint(flag.gameId());
            LOG.infof("%s's flag fell in game %s with a quickplay claim open: the arbiter decides", flag.side(),
                    flag.gameId());
            return false;
        }
        end(entity, live.game(), live.clock(), flagResult(live, flag.side()), Termination.TIME_FORFEIT, flag.fellAt());
        commitPoint(flag.gameId());
        return true;
    }

    /**
     * Which side the arbiter's decision on the open quickplay claim gives two minutes (Art. 10.2.2,
     * 10.2.3): the claimant's opponent, unless the decision is a draw or a flag has fallen since.
     *
     * @throws ProblemException 409 when the decision cannot be taken now
     */
    @Transactional
    public Optional<Side> quickplayTimeFor(UUID gameId, QuickplayDecision decision) {
        return timeFor(requireOpen(gameId), decision);
    }

    /**
     * Records the arbiter's decision on the open quickplay claim; the caller has had clock-service add
     * the time {@link #quickplayTimeFor} named. A draw ends the game (Art. 10.2.1, or 10.2.2 after a
     * postponement); a rejection closes the claim (Art. 10.2.3) or, once a flag fell, lets the flag
     * decide (Art. 6.9); a postponement keeps it open (Art. 10.2.2).
     *
     * @throws ProblemException 409 when the decision cannot be taken now
     */
    @Transactional
    public void decideQuickplay(UUID gameId, QuickplayDecision decision, Actor actor, String reason) {
        Instant now = time.instant();
        GameEntity entity = requireOpen(gameId);
        Optional<Side> timeTo = timeFor(entity, decision);
        LiveGame live = replayed.of(entity);
        started(entity, now);
        Side claimant = entity.quickplayClaimBy().orElseThrow();
        Optional<Side> flagged = entity.flagFellSide();
        String article = switch (decision) {
            case DRAW -> entity.isQuickplayClaimPostponed() || flagged.isPresent() ? "10.2.2" : "10.2.1";
            case REJECT -> flagged.isPresent() ? "10.2.2" : "10.2.3";
            case POSTPONE -> "10.2.2";
        };
        long version = append(entity, v -> new ServerMessage.QuickplayDecided(v, claimant.wireName(),
                decision.outcome(), article, timeTo.map(Side::wireName).orElse(null), actor.name(), reason));
        switch (decision) {
            case DRAW -> end(entity, live.game(), live.clock(), GameResult.DRAW, Termination.QUICKPLAY_FINISH, article, reason, now);
            case REJECT -> {
                if (flagged.isPresent()) {
                    end(entity, live.game(), live.clock(), flagResult(live, flagged.get()), Termination.TIME_FORFEIT,
                            entity.flagFellAt());
                } else {
                    entity.closeQuickplayClaim();
                }
            }
            case POSTPONE -> entity.quickplayClaimPostponed();
        }
        arbiterActions.persist(new ArbiterActionEntity(gameId, "quickplay-" + decision.outcome(),
                decision == QuickplayDecision.DRAW ? GameResult.DRAW.wireName() : null,
                decision == QuickplayDecision.DRAW ? Termination.QUICKPLAY_FINISH.wireName() : null, article,
                actor.id(), actor.name(), reason, now, version));
        commitPoint(gameId);
        LOG.infof("Arbiter %s decided %s's quickplay claim in game %s: %s (Art. %s)", actor.id(),
                claimant.wireName(), gameId, decision.outcome(), article);
    }

    /**
     * An arbiter (or organizer) ends the game with a declared result (Art. 12.9): a played result, or a
     * forfeit that counts as unplayed (+/-, -/+, -/-).
     *
     * @param article the article applied; null for Art. 12.9
     * @throws ProblemException 404 for an unknown game, 409 ({@code game-over}) for a game that is over
     */
    @Transactional
    public void adjudicate(UUID gameId, Adjudication adjudication, String article, Actor actor, String reason) {
        endByArbiter(requireOpen(gameId), "adjudicated", adjudication.result(), adjudication.termination(),
                article == null ? article(adjudication.termination()) : article, actor, reason);
    }

    /**
     * An arbiter (or organizer) voids the game: it ends without a result ({@code *}) and will be replayed
     * or scored by the arbiter.
     *
     * @throws ProblemException 404 for an unknown game, 409 ({@code game-over}) for a game that is over
     */
    @Transactional
    public void voidGame(UUID gameId, Actor actor, String reason) {
        endByArbiter(requireOpen(gameId), "voided", GameResult.VOID, Termination.VOIDED,
                article(Termination.VOIDED), actor, reason);
    }

    /**
     * Starts the game if its scheduled start has come and it has not started or ended: announces
     * {@link GameStarted} once (the game row's version keeps two instances from both doing it).
     *
     * @return whether it started now
     */
    @Transactional
    public boolean startIfDue(UUID gameId) {
        Optional<GameEntity> found = games.findByIdOptional(gameId);
        if (found.isEmpty() || !started(found.get(), time.instant())) {
            return false;
        }
        entityManager.flush();
        return true;
    }

    /**
     * Ends the game by forfeit when, now, a side has not been at the board by the arrival deadline or
     * his flag fell before he came (Art. 6.7.1, {@link GameEntity#noShowAt}): the absent side loses, both
     * lose when both were absent ({@code 0-0}, -/-), and the result counts as unplayed (termination
     * {@code no-show}). Decided under the game's optimistic version like a move, so a player who joins
     * or moves at the same moment makes this fail ({@link #isConcurrentChange}) instead of being
     * forfeited.
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
        Optional<NoShow> due = entity.noShowAt(time.instant());
        if (due.isEmpty()) {
            return false;
        }
        started(entity, time.instant());
        endForAbsence(entity, replayed.of(entity), due.get());
        commitPoint(gameId);
        return true;
    }

    private void endForAbsence(GameEntity entity, LiveGame live, NoShow noShow) {
        // When it became certain, unless the present side moved after that: a game cannot end before its
        // last move (its clock would no longer replay, and every later read of the game would fail).
        Instant endedAt = live.clock().lastEventAt().isAfter(noShow.at()) ? live.clock().lastEventAt() : noShow.at();
        GameResult result = noShow.both() ? GameResult.BOTH_LOST
                : noShow.whiteAbsent() ? GameResult.BLACK_WON : GameResult.WHITE_WON;
        end(entity, live.game(), live.clock(), result, Termination.NO_SHOW, endedAt);
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
        LiveGame live = replayed.of(entity);
        started(entity, time.instant());
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

    /**
     * Runs a change; when another instance changed the game at the same moment (the change was rolled
     * back), runs it once more on the new state, where it may succeed or be refused.
     *
     * @param twice the refusal to throw when the second attempt meets a concurrent change as well
     */
    public static <T> T retriedOnce(Supplier<T> change, Supplier<RuntimeException> twice) {
        for (int attempt = 1; ; attempt++) {
            try {
                return change.get();
            } catch (RuntimeException failure) {
                if (!isConcurrentChange(failure)) {
                    throw failure;
                }
                if (attempt == 2) {
                    throw twice.get();
                }
                LOG.debug("The game changed concurrently; trying again");
            }
        }
    }

    /**
     * Whether a failure of one of this service's transactions was another instance changing the game first:
     * a stale version, the other's move row first, or PostgreSQL breaking a deadlock between the two (two
     * instances inserting the same ply and their outbox rows in the other order).
     */
    public static boolean isConcurrentChange(RuntimeException failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof OptimisticLockException || cause instanceof ConstraintViolationException
                    || cause instanceof PessimisticLockException || cause instanceof LockAcquisitionException) {
                return true;
            }
        }
        return false;
    }

    private void acceptDraw(GameEntity entity, LiveGame live, Side side, Instant now) {
        publish(new DrawAnswered(entity.id(), side, true, entity.ply(), now), now);
        end(entity, live.game(), live.clock(), GameResult.DRAW, Termination.DRAW_AGREEMENT, now);
    }

    /** {@code side} offers a draw, or accepts the opponent's offer that stands (crossing offers). */
    private void offer(GameEntity entity, LiveGame live, Side side, Instant now) {
        if (side.opposite().wireName().equals(entity.drawOfferedBy())) {
            acceptDraw(entity, live, side, now);
            return;
        }
        entity.drawOfferedBy(side.wireName());
        int ply = entity.ply();
        append(entity, v -> new ServerMessage.DrawOffered(v, side.wireName(), ply));
        publish(new DrawOffered(entity.id(), side, ply, now), now);
    }

    /** The result of {@code side}'s flag fall (Art. 6.9): a loss, or a draw when the opponent cannot mate. */
    private static GameResult flagResult(LiveGame live, Side side) {
        MateVerdict verdict = MatingPotential.canMate(live.game().position(), side.opposite());
        return verdict instanceof MateVerdict.Impossible ? GameResult.DRAW
                : side == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON;
    }

    private void endByArbiter(GameEntity entity, String action, GameResult result, Termination termination,
            String article, Actor actor, String reason) {
        Instant now = time.instant();
        LiveGame live = replayed.of(entity);
        started(entity, now);
        long version = end(entity, live.game(), live.clock(), result, termination, article, reason, now);
        arbiterActions.persist(new ArbiterActionEntity(entity.id(), action, result.wireName(), termination.wireName(),
                article, actor.id(), actor.name(), reason, now, version));
        commitPoint(entity.id());
        LOG.infof("%s %s game %s: %s (Art. %s)", actor.id(), action, entity.id(), result.wireName(), article);
    }

    private void end(GameEntity entity, Game game, GameClock clock, GameResult result, Termination termination,
            Instant at) {
        end(entity, game, clock, result, termination, article(termination), null, at);
    }

    /**
     * Ends the game: its log's {@code game-ended} (returns its version) and {@code GameEnded} for
     * Kafka, with the game's PGN for the tournament's exports.
     */
    private long end(GameEntity entity, Game game, GameClock clock, GameResult result, Termination termination,
            String article, String reason, Instant at) {
        entity.ended(result.wireName(), termination.wireName(), at);
        Instant stoppedAt = at.isBefore(clock.lastEventAt()) ? clock.lastEventAt() : at;
        ServerMessage.Clocks clocks = LiveGame.clocks(clock.end(stoppedAt).orElseThrow(), stoppedAt);
        long version = append(entity, v -> new ServerMessage.GameEnded(v, result.wireName(), termination.wireName(),
                article, at, clocks, reason));
        // The full record (clocks, comments in Russian like the tournament's exports); players by id only.
        String pgn = records.pgn(entity, game.initialPosition(), game.moves(), Notation.ENGLISH, Notation.RUSSIAN);
        // Fair-play data by side only, for the arbiters' report; never in the PGN or the game's log. An
        // unplayed game (no-show, forfeit) has none: its zeros would only dilute the field's medians.
        publish(new GameEnded(entity.id(), result, termination, at, pgn,
                termination.unplayed() ? null : focus.ended(entity.id(), at)), at);
        LOG.infof("Game %s ended %s by %s", entity.id(), result.wireName(), termination.wireName());
        return version;
    }

    /** Announces the game's start once its scheduled start has come (Art. 6.5); whether it started now. */
    private boolean started(GameEntity entity, Instant now) {
        if (!entity.startIfDue(now)) {
            return false;
        }
        publish(new GameStarted(entity.id(), entity.startedAt()), now);
        LOG.infof("Game %s started at %s", entity.id(), entity.startedAt());
        return true;
    }

    /** The game for an arbiter's action: it exists and is not over. */
    private GameEntity requireOpen(UUID gameId) {
        GameEntity entity = games.findByIdOptional(gameId)
                .orElseThrow(() -> ProblemException.notFound("No game " + gameId));
        if (entity.status() == GameState.FINISHED) {
            throw ProblemException.conflict("Game " + gameId + " is over: " + entity.result() + " by "
                    + entity.termination()).withType(Problem.type("game-over"), "Game over");
        }
        return entity;
    }

    /** @throws ProblemException 409 when the decision cannot be taken on the game as it is */
    private static Optional<Side> timeFor(GameEntity entity, QuickplayDecision decision) {
        Side claimant = entity.quickplayClaimBy().orElseThrow(() -> ProblemException.conflict("Game " + entity.id()
                + " has no open quickplay-finish claim").withType(Problem.type("no-quickplay-claim"),
                "No quickplay claim"));
        if (entity.flagFellSide().isPresent()) {
            if (decision == QuickplayDecision.POSTPONE) {
                throw ProblemException.conflict("A flag fell: the arbiter declares the result now, draw or "
                        + "reject (Art. 10.2.2)").withType(Problem.type("flag-fell"), "Flag fell");
            }
            return Optional.empty();
        }
        if (decision == QuickplayDecision.POSTPONE && entity.isQuickplayClaimPostponed()) {
            throw ProblemException.conflict("The decision was postponed already; decide draw or reject (Art. 10.2.2)")
                    .withType(Problem.type("quickplay-postponed-already"), "Decision postponed already");
        }
        return decision == QuickplayDecision.DRAW ? Optional.empty() : Optional.of(claimant.opposite());
    }

    /** Whether the side's moves so far put it in its control's last period, the quickplay finish (Art. 10.1). */
    private static boolean inLastPeriod(SideControl control, int movesMade) {
        int periods = control.periods().size();
        return periods == 1 || movesMade >= control.lastMoveOfPeriod(periods - 2).getAsInt();
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
        DatabaseNotifications.send(entityManager, NOTIFY_CHANNEL, notification(gameId, require(gameId).eventVersion()));
    }

    private GameEntity require(UUID gameId) {
        return games.findByIdOptional(gameId)
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
    }

    private static void requireRunning(LiveGame live) {
        if (live.entity().status() == GameState.FINISHED) {
            throw new GameRefusal(ErrorCode.GAME_OVER, "The game is over: " + live.entity().result() + " by "
                    + live.entity().termination());
        }
        if (live.entity().flagFellSide().isPresent()) {
            throw new GameRefusal(ErrorCode.LATE, live.entity().flagFellSide().get().wireName() + "'s flag fell with "
                    + "a quickplay-finish claim open: the arbiter declares the result (Art. 10.2.2)");
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

    /** The legal move given in exactly one notation, if it is one; {@link #readMove} says why not. */
    private static Optional<Move> legalMove(Position position, String san, String uci) {
        try {
            return Optional.of(readMove(position, san, uci));
        } catch (GameRefusal refused) {
            return Optional.empty();
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
            case ARBITER_DECISION, FORFEIT -> "12.9";
            case QUICKPLAY_FINISH -> "10.2.1";
            case VOIDED -> "12.2";
        };
    }

    private ServerMessage.State stateOf(LiveGame live, List<MoveEntity> played, String seat) {
        GameEntity entity = live.entity();
        Instant now = time.instant();
        return new ServerMessage.State(entity.id(), entity.eventVersion(), seat,
                entity.status().name().toLowerCase(Locale.ROOT), entity.variant().name().toLowerCase(Locale.ROOT),
                entity.startFen(), entity.fen(), played.stream().map(MoveEntity::san).toList(), entity.ply(),
                live.toMove().wireName(), entity.whitePlayerId(), entity.blackPlayerId(), entity.timeControl(),
                entity.scheduledStart(), live.clocksAt(entity.endedAt() != null ? entity.endedAt() : now),
                entity.drawOfferedBy(), entity.result(), entity.termination(), entity.arrivalDeadline(),
                presence.presence(entity.id()), quickplayClaim(entity), null);
    }

    private ServerMessage.State delayedStateOf(LiveGame live, List<MoveEntity> played, String seat) {
        GameEntity entity = live.entity();
        Instant shownAt = time.instant().minusSeconds(entity.spectatorDelaySeconds());
        List<GameEventEntity> entries = log.upTo(entity.id(), shownAt);
        long version = entries.isEmpty() ? 0 : entries.get(entries.size() - 1).version();
        ShownLog shown = ShownLog.of(entries);
        List<MoveEntity> movesShown = played.stream().filter(move -> move.version() <= version).toList();
        LiveGame then = LiveGame.replay(entity, movesShown, adjustments.ofGame(entity.id()).stream()
                .filter(adjustment -> adjustment.version() <= version).toList(), shown.endedAt());
        String status = shown.result() != null ? "finished" : movesShown.isEmpty() ? "scheduled" : "playing";
        return new ServerMessage.State(entity.id(), version, seat, status,
                entity.variant().name().toLowerCase(Locale.ROOT), entity.startFen(), then.game().position().toFen(),
                movesShown.stream().map(MoveEntity::san).toList(), movesShown.size(), then.toMove().wireName(),
                entity.whitePlayerId(), entity.blackPlayerId(), entity.timeControl(), entity.scheduledStart(),
                then.clocksAt(shown.endedAt() != null ? shown.endedAt() : shownAt), shown.drawOffer(), shown.result(),
                shown.termination(), entity.arrivalDeadline(), presence.presence(entity.id()), shown.quickplayClaim(),
                entity.spectatorDelaySeconds());
    }

    private static ServerMessage.QuickplayClaim quickplayClaim(GameEntity entity) {
        return entity.quickplayClaimBy().map(side -> new ServerMessage.QuickplayClaim(side.wireName(),
                entity.quickplayClaimedAt(), entity.isQuickplayClaimPostponed(),
                entity.flagFellSide().map(Side::wireName).orElse(null))).orElse(null);
    }
}
