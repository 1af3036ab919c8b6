package org.teamchess.game.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.MoveBatchStatements;
import org.teamchess.game.repository.MoveEntity;
import org.teamchess.game.repository.MoveRepository;
import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.Uci;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.game.Game;
import org.teamchess.rules.game.GameStatus;
import org.teamchess.rules.notation.MoveParser;
import org.teamchess.rules.notation.Notation;
import org.teamchess.rules.notation.San;

/**
 * A player's moves: the ordinary path (one transaction that reads the game, checks the move and its
 * clock, and writes it; a move that ends the game ends it) and the fast path of a plain move on a
 * game this instance holds, written by {@link GroupCommit} with the moves of other games.
 */
@ApplicationScoped
public class MoveService {

    private static final Logger LOG = Logger.getLogger(MoveService.class);
    /** How long a move waits for its group to commit before it takes the ordinary path (a stuck database). */
    private static final Duration GROUP_COMMIT_PATIENCE = Duration.ofSeconds(10);
    /**
     * The moves accepted, by {@code path}: {@code held} (the group commit, no read of the game) or
     * {@code ordinary} (the game read and written in a transaction of its own); with two instances, the
     * share of {@code held} says how many moves found the game up to date.
     */
    public static final String MOVES_ACCEPTED = "teamchess.game.moves.accepted";

    private final MoveRepository moves;
    private final ReplayedGames replayed;
    private final GroupCommit groupCommit;
    private final GameChanges changes;
    private final EventCodec eventCodec = new EventCodec();
    private final Clock time;
    private final Counter acceptedOnHeldGames;
    private final Counter acceptedOnTheOrdinaryPath;

    MoveService(MoveRepository moves, ReplayedGames replayed, GroupCommit groupCommit, GameChanges changes,
            Clock time, MeterRegistry meters) {
        this.moves = moves;
        this.replayed = replayed;
        this.groupCommit = groupCommit;
        this.changes = changes;
        this.time = time;
        this.acceptedOnHeldGames = meters.counter(MOVES_ACCEPTED, "path", "held");
        this.acceptedOnTheOrdinaryPath = meters.counter(MOVES_ACCEPTED, "path", "ordinary");
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

    /**
     * Plays a move of {@code side}, written in SAN (English or Russian) or UCI, received now.
     *
     * @throws GameRefusal when the move is not accepted; a move already accepted under the same client
     *                     move id is acknowledged again instead
     */
    @Transactional
    public MoveAck move(UUID gameId, Side side, String san, String uci, String clientMoveId) {
        GameEntity entity = changes.require(gameId);
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
        GameChanges.requireRunning(live);
        GameChanges.requireTurn(live, side);
        Move move = readMove(live.game().position(), san, uci);
        changes.started(entity, now);
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
        long version = changes.append(entity, v -> new ServerMessage.MoveMade(v, ply, side.wireName(), sanText, uciText,
                fen, now, clocks, status, entity.drawOfferedBy()));
        moves.persist(new MoveEntity(gameId, ply, sanText, uciText, fen, now, clientMoveId, clocks.whiteMillis(),
                clocks.blackMillis(), version));
        changes.publish(new MovePlayed(gameId, ply, sanText, uciText, fen, now, clocks.whiteMillis(),
                clocks.blackMillis()), now);
        if (after.status().isOver()) {
            changes.end(entity, after, clockAfter, resultOf(after), terminationOf(after.status()), now);
        }
        changes.commitPoint(gameId);
        if (!after.status().isOver()) {
            replayed.changed(entity, after, clockAfter);
        }
        acceptedOnTheOrdinaryPath.increment();
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
        EventEnvelope<MovePlayed> announced = EventEnvelope.of(TimeOrderedIds.next(now), GameService.SOURCE, now,
                new MovePlayed(gameId, ply, sanText, uciText, fen, now, clocks.whiteMillis(), clocks.blackMillis()));
        MoveBatchStatements.PlainMove plain = new MoveBatchStatements.PlainMove(gameId, held.rowVersion(),
                held.ply(), version, fen, drawOffer, sanText, uciText, now, clientMoveId, clocks.whiteMillis(),
                clocks.blackMillis(), entry, new MoveBatchStatements.OutboxRow(announced.id(),
                        announced.type().typeName(), announced.type().topic(), announced.subject(),
                        eventCodec.encodeToString(announced)));
        if (!committed(groupCommit.commit(plain))) {
            return Optional.empty();
        }
        replayed.moved(held, new ReplayedGames.HeldGame(gameId, held.rowVersion() + 1, version, ply, drawOffer, after,
                accepted.clock()));
        acceptedOnHeldGames.increment();
        return Optional.of(new MoveAck(clientMoveId, ply, version, false,
                List.of(new GameEventEntity(gameId, version, "move", entry, now))));
    }

    /**
     * The games' logs grew (on any instance, as the notifications say): the games held here that
     * another instance moved meanwhile are played on by its moves, so that the next move here is made
     * on the held game again; those changed otherwise are no longer held. To be told before this
     * instance's clients are sent the changes, so that a reply to them finds the game up to date.
     *
     * @param notified games and the versions their logs reached; {@link Long#MAX_VALUE} when not known
     */
    public void movedElsewhere(Map<UUID, Long> notified) {
        replayed.movedElsewhere(notified);
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

    /** The legal move given in exactly one notation, if it is one; {@link #readMove} says why not. */
    private static Optional<Move> legalMove(Position position, String san, String uci) {
        try {
            return Optional.of(readMove(position, san, uci));
        } catch (GameRefusal refused) {
            return Optional.empty();
        }
    }

    /** The move in exactly one notation; SAN may be English or Russian. */
    static Move readMove(Position position, String san, String uci) {
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
    static GameClock onTime(LiveGame live, Side side, Instant now) {
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
}
