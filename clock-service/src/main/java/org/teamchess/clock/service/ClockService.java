package org.teamchess.clock.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.clock.mapping.ClockEventMapper;
import org.teamchess.clock.mapping.ClockMapper;
import org.teamchess.clock.repository.ClockEntity;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.clock.repository.ClockEventRepository;
import org.teamchess.clock.repository.ClockRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.Result;
import org.teamchess.rules.clock.ClockEvent;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.LagCompensation;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * Game clocks: set up for every created game, changed by arbiters, each change logged and announced
 * through the outbox. A clock at any instant is chess-rules' {@link GameClock} replayed from its
 * time control, scheduled start and log: the model game-service uses too.
 */
@ApplicationScoped
public class ClockService {

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "clock-service";

    private static final Logger LOG = Logger.getLogger(ClockService.class);

    private final ClockRepository clocks;
    private final ClockEventRepository events;
    private final Outbox outbox;
    private final Clock time;

    ClockService(ClockRepository clocks, ClockEventRepository events, Outbox outbox, Clock time) {
        this.clocks = clocks;
        this.events = events;
        this.outbox = outbox;
        this.time = time;
    }

    /**
     * Sets up the game's clock and announces it with a {@link ClockStarted} in the same transaction;
     * a game that has its clock already keeps it.
     *
     * @return whether a clock was set up now
     */
    @Transactional
    public boolean setUp(GameCreated game) {
        if (clocks.findByIdOptional(game.gameId()).isPresent()) {
            LOG.debugf("Game %s has its clock already", game.gameId());
            return false;
        }
        clocks.persist(new ClockEntity(game.gameId(), game.timeControl().notation(), game.scheduledStart(),
                time.instant()));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, time.instant(),
                new ClockStarted(game.gameId(), game.timeControl(), game.scheduledStart())));
        return true;
    }

    /** The game's clocks now. */
    @Transactional
    public Optional<ClockView> stateOf(UUID gameId) {
        Instant now = time.instant();
        return clocks.findByIdOptional(gameId).map(stored -> view(stored, replay(stored, events.log(gameId)), now));
    }

    /**
     * An arbiter's operation on the game's clock, now: applied to the model, logged with who and why,
     * and announced, in one transaction that holds the clock's row so operations on one game queue up.
     *
     * @return the clocks right after the operation
     * @throws ProblemException 404 when the game has no clock, 409 ({@code clock-operation-refused})
     *                          when the clock refuses the operation, saying why
     */
    @Transactional
    public ClockView adjust(UUID gameId, ClockOperation operation, String arbiterId, String reason) {
        ClockEntity stored = clocks.findByIdOptional(gameId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ProblemException.notFound("No clock for game " + gameId));
        Instant now = time.instant();
        List<ClockEventEntity> log = events.log(gameId);
        Result<GameClock> adjusted = replay(stored, log).apply(operation.at(now));
        if (adjusted instanceof Result.Failure<GameClock> refused) {
            throw ProblemException.conflict("The clock of game " + gameId + " refuses this: " + refused.reason())
                    .withType(Problem.type("clock-operation-refused"), "Clock operation refused");
        }
        events.persist(operation.logEntry(gameId, log.size() + 1, now, arbiterId, reason));
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now,
                operation.announcement(gameId, now, arbiterId, reason)));
        LOG.infof("Arbiter %s: %s on the clock of game %s (%s)", arbiterId, operation, gameId, reason);
        return view(stored, adjusted.orElseThrow(), now);
    }

    /** @throws IllegalStateException when the stored log does not replay: only a change outside this service */
    private static GameClock replay(ClockEntity stored, List<ClockEventEntity> log) {
        TimeControl control = TimeControl.parse(stored.timeControl()).orElseThrow();
        List<ClockEvent> modelEvents = log.stream().map(ClockEventMapper::toModel).toList();
        Result<GameClock> clock = GameClock.replay(control, stored.scheduledStart(),
                LagCompensation.forControl(control), modelEvents);
        if (clock instanceof Result.Failure<GameClock> failure) {
            throw new IllegalStateException("The clock log of game " + stored.gameId() + " does not replay: "
                    + failure.field() + ": " + failure.reason());
        }
        return clock.orElseThrow();
    }

    private static ClockView view(ClockEntity stored, GameClock clock, Instant now) {
        return ClockMapper.toView(stored.gameId(), clock, clock.stateAt(now));
    }
}
