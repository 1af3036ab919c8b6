package org.teamchess.game.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;
import java.util.function.LongFunction;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.TimeOrderedIds;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.Termination;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.protocol.ProtocolCodec;
import org.teamchess.game.protocol.ServerMessage;
import org.teamchess.game.record.GameRecords;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameEventEntity;
import org.teamchess.game.repository.GameEventRepository;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.GameState;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.game.Game;
import org.teamchess.rules.mating.MateVerdict;
import org.teamchess.rules.mating.MatingPotential;
import org.teamchess.rules.notation.Notation;
import org.teamchess.support.notify.DatabaseNotifications;
import org.teamchess.support.outbox.Outbox;

/**
 * What every change of a game shares: finding the game and checking that it goes on, starting it when
 * its time has come, ending it, adding entries to its log (what the WebSocket clients receive) and
 * events to the outbox (for Kafka), and the commit point. Each change is one transaction of its caller
 * ({@link MoveService}, {@link DrawsAndResignation}, {@link ArbiterRulings}, {@link GameLifecycle}) that
 * writes the game row (optimistic version), its moves, its log and its outbox, then notifies every
 * instance ({@code NOTIFY game_event}) when it commits. A refusal is a {@link GameRefusal} and changes
 * nothing.
 *
 * <p>Two instances that change one game at the same moment both read the same version; the second
 * commit fails on the game row's version (or the move's ply) and is rolled back: the caller retries
 * once ({@link ConcurrentChanges#retriedOnce}), and the retry sees the new state.
 */
@ApplicationScoped
class GameChanges {

    private static final Logger LOG = Logger.getLogger(GameChanges.class);

    private final GameRepository games;
    private final GameEventRepository log;
    private final Outbox outbox;
    private final EntityManager entityManager;
    private final GameRecords records;
    private final FocusService focus;
    private final Clock time;

    GameChanges(GameRepository games, GameEventRepository log, Outbox outbox, EntityManager entityManager,
            GameRecords records, FocusService focus, Clock time) {
        this.games = games;
        this.log = log;
        this.outbox = outbox;
        this.entityManager = entityManager;
        this.records = records;
        this.focus = focus;
        this.time = time;
    }

    /** The game, or a refusal ({@code not-found}) when there is none. */
    GameEntity require(UUID gameId) {
        return games.findByIdOptional(gameId)
                .orElseThrow(() -> new GameRefusal(ErrorCode.NOT_FOUND, "No game " + gameId));
    }

    static void requireRunning(LiveGame live) {
        if (live.entity().status() == GameState.FINISHED) {
            throw new GameRefusal(ErrorCode.GAME_OVER, "The game is over: " + live.entity().result() + " by "
                    + live.entity().termination());
        }
        if (live.entity().flagFellSide().isPresent()) {
            throw new GameRefusal(ErrorCode.LATE, live.entity().flagFellSide().get().wireName() + "'s flag fell with "
                    + "a quickplay-finish claim open: the arbiter declares the result (Art. 10.2.2)");
        }
    }

    static void requireTurn(LiveGame live, Side side) {
        if (live.toMove() != side) {
            throw new GameRefusal(ErrorCode.NOT_YOUR_TURN, live.toMove().wireName() + " is to move");
        }
    }

    /** Announces the game's start once its scheduled start has come (Art. 6.5); whether it started now. */
    boolean started(GameEntity entity, Instant now) {
        if (!entity.startIfDue(now)) {
            return false;
        }
        publish(new GameStarted(entity.id(), entity.startedAt()), now);
        LOG.infof("Game %s started at %s", entity.id(), entity.startedAt());
        return true;
    }

    void end(GameEntity entity, Game game, GameClock clock, GameResult result, Termination termination,
            Instant at) {
        end(entity, game, clock, result, termination, article(termination), null, at);
    }

    /**
     * Ends the game: its log's {@code game-ended} (returns its version) and {@code GameEnded} for
     * Kafka, with the game's PGN for the tournament's exports.
     */
    long end(GameEntity entity, Game game, GameClock clock, GameResult result, Termination termination,
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

    /** The result of {@code side}'s flag fall (Art. 6.9): a loss, or a draw when the opponent cannot mate. */
    static GameResult flagResult(LiveGame live, Side side) {
        MateVerdict verdict = MatingPotential.canMate(live.game().position(), side.opposite());
        return verdict instanceof MateVerdict.Impossible ? GameResult.DRAW
                : side == Side.WHITE ? GameResult.BLACK_WON : GameResult.WHITE_WON;
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

    /** Adds a message to the game's log under its next version; returns the version. */
    long append(GameEntity entity, LongFunction<ServerMessage.Versioned> message) {
        long version = entity.nextEventVersion();
        ServerMessage.Versioned built = message.apply(version);
        String body = ProtocolCodec.encode(built);
        log.persist(new GameEventEntity(entity.id(), version, ProtocolCodec.tree(body).get("type").textValue(), body,
                time.instant()));
        return version;
    }

    void publish(EventPayload payload, Instant at) {
        outbox.add(EventEnvelope.of(TimeOrderedIds.next(at), GameService.SOURCE, at, payload));
    }

    /**
     * Writes the change now, so that a concurrent change of another instance fails here and not at
     * the commit, and has every instance told when the transaction commits.
     */
    void commitPoint(UUID gameId) {
        entityManager.flush();
        DatabaseNotifications.send(entityManager, GameNotifications.NOTIFY_CHANNEL,
                GameNotifications.notification(gameId, require(gameId).eventVersion()));
    }
}
