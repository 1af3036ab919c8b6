package org.teamchess.clock.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.clock.mapping.ClockEventMapper;
import org.teamchess.clock.mapping.ClockMapper;
import org.teamchess.clock.repository.ClockEntity;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.clock.repository.ClockEventRepository;
import org.teamchess.clock.repository.ClockRepository;
import org.teamchess.clock.repository.FlagFallRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.ClockEvent;
import org.teamchess.rules.clock.ClockSnapshot;
import org.teamchess.rules.clock.ClockStatus;
import org.teamchess.rules.clock.FlagFall;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.clock.LagCompensation;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.outbox.Outbox;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * Game clocks: set up for every created game, re-timed by every move, stopped by the game's end,
 * changed by arbiters; an arbiter's change, a pause and the end are logged (and an arbiter's
 * announced through the outbox). A clock is chess-rules' {@link GameClock}, the model game-service
 * uses too, kept on its row as of its last change ({@link ClockEntity#snapshot}), so a change never
 * reads the game's log (docs/decisions/clock-moves-in-batches.md). Every change holds the clock's row
 * and sets its {@link FlagTimers flag timer} once committed; the timer's check publishes
 * {@link FlagFell}.
 */
@ApplicationScoped
public class ClockService {

    /** The envelope {@code source} of everything this service publishes. */
    public static final String SOURCE = "clock-service";

    private static final Logger LOG = Logger.getLogger(ClockService.class);

    private final ClockRepository clocks;
    private final ClockEventRepository events;
    private final FlagFallRepository flags;
    private final FlagTimers timers;
    private final Outbox outbox;
    private final GameServiceWatch watch;
    private final ServerOutagePauses outagePauses;
    private final Clock time;

    ClockService(ClockRepository clocks, ClockEventRepository events, FlagFallRepository flags, FlagTimers timers,
            Outbox outbox, GameServiceWatch watch, ServerOutagePauses outagePauses, Clock time) {
        this.clocks = clocks;
        this.events = events;
        this.flags = flags;
        this.timers = timers;
        this.outbox = outbox;
        this.watch = watch;
        this.outagePauses = outagePauses;
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
        GameClock clock = GameClock.start(game.timeControl(), game.scheduledStart());
        ClockEntity stored = new ClockEntity(game.gameId(), game.timeControl().notation(), game.scheduledStart(),
                now(), clock.snapshot(), clock.graceEnd().orElseThrow());
        clocks.persist(stored);
        timers.setAfterCommit(stored);
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now(),
                new ClockStarted(game.gameId(), game.timeControl(), game.scheduledStart())));
        outagePauses.pauseIfOutage(stored, now());
        return true;
    }

    /** The game's clocks now. */
    @Transactional
    public Optional<ClockView> stateOf(UUID gameId) {
        Instant now = now();
        return clocks.findByIdOptional(gameId).map(stored -> view(stored, clockOf(stored, events), now));
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
        Instant now = now();
        GameClock clock = clockOf(stored, events);
        Result<GameClock> adjusted = clock.apply(operation.at(now));
        if (adjusted instanceof Result.Failure<GameClock> refused) {
            throw ProblemException.conflict("The clock of game " + gameId + " refuses this: " + refused.reason())
                    .withType(Problem.type("clock-operation-refused"), "Clock operation refused");
        }
        events.persist(operation.logEntry(gameId, stored.nextLogSequence(), clock.ply(), now, arbiterId, reason));
        retime(stored, adjusted.orElseThrow());
        outbox.add(EventEnvelope.of(UUID.randomUUID(), SOURCE, now,
                operation.announcement(gameId, now, arbiterId, reason)));
        LOG.infof("Arbiter %s: %s on the clock of game %s (%s)", arbiterId, operation, gameId, reason);
        return view(stored, adjusted.orElseThrow(), now);
    }

    /**
     * A move game-service accepted: taken at its receipt time with the lag game-service credited it
     * ({@link CreditedLag}), and the flag timer moved to the opponent's grace end. A move the clock
     * has taken already (a redelivery under another event id) changes nothing; a move the clock
     * cannot take (a gap in the moves, a paused or ended clock, a late move) is logged as an error
     * and skipped, since a redelivery would not change the answer.
     *
     * @return whether the move was taken now
     */
    @Transactional
    public boolean recordMove(MovePlayed move) {
        return takeMoves(List.of(move)) == 1;
    }

    /**
     * Moves of any games in the order they were played (one poll of the game topic), each taken as
     * {@link #recordMove} takes it, all in one transaction: one statement locks every game's row, and
     * each game's row is written once however many of its moves there are.
     *
     * @return how many moves were taken now
     */
    @Transactional
    public int recordMoves(List<MovePlayed> moves) {
        return takeMoves(moves);
    }

    private int takeMoves(List<MovePlayed> moves) {
        Map<UUID, ClockEntity> stored = new HashMap<>();
        clocks.lockInOrder(moves.stream().map(MovePlayed::gameId).distinct().toList())
                .forEach(clock -> stored.put(clock.gameId(), clock));
        Map<UUID, GameClock> current = new HashMap<>();
        Set<UUID> changed = new LinkedHashSet<>();
        int taken = 0;
        for (MovePlayed move : moves) {
            ClockEntity row = stored.get(move.gameId());
            if (row == null) {
                LOG.errorf("Move %d of game %s: the game has no clock; skipped", move.ply(), move.gameId());
                continue;
            }
            Optional<GameClock> after = take(current.computeIfAbsent(move.gameId(), id -> clockOf(row, events)),
                    move);
            if (after.isPresent()) {
                current.put(move.gameId(), after.get());
                changed.add(move.gameId());
                taken++;
            }
        }
        changed.forEach(gameId -> retime(stored.get(gameId), current.get(gameId)));
        return taken;
    }

    /** @return the clock after the move; empty when the move changes nothing (taken before, or refused) */
    private static Optional<GameClock> take(GameClock clock, MovePlayed move) {
        int ply = move.ply() - 1;
        if (ply < clock.ply()) {
            LOG.debugf("Move %d of game %s: taken before", move.ply(), move.gameId());
            return Optional.empty();
        }
        Side side = ply % 2 == 0 ? Side.WHITE : Side.BLACK;
        Duration reported = Duration.ofMillis(side == Side.WHITE ? move.whiteRemainingMillis()
                : move.blackRemainingMillis());
        Result<MoveOutcome> outcome = CreditedLag.of(clock, ply, side, move.receivedAt(), reported)
                .flatMap(fit -> {
                    if (!fit.exact()) {
                        LOG.warnf("Move %d of game %s: game-service reports %d ms left for %s, the model does not"
                                + " give that with any lag within its bound; taken with %d ms of lag", move.ply(),
                                move.gameId(), reported.toMillis(), side.wireName(), fit.lag().toMillis());
                    }
                    return clock.move(ply, side, move.receivedAt(), fit.lag());
                });
        if (outcome instanceof Result.Failure<MoveOutcome> refused) {
            LOG.errorf("Move %d of game %s refused by the clock (%s: %s); skipped", move.ply(), move.gameId(),
                    refused.field(), refused.reason());
            return Optional.empty();
        }
        if (outcome.orElseThrow() instanceof MoveOutcome.Late late) {
            LOG.errorf("Move %d of game %s was late by the clock: %s; skipped", move.ply(), move.gameId(),
                    late.reason());
            return Optional.empty();
        }
        return Optional.of(((MoveOutcome.Accepted) outcome.orElseThrow()).clock());
    }

    /**
     * The game ended: both clocks stop for good and the flag timer goes. The end is logged at
     * {@code endedAt}, or at the clock's last event when that is later. Ended before: nothing.
     *
     * @return whether the clock stopped now
     */
    @Transactional
    public boolean end(GameEnded ended) {
        Optional<ClockEntity> found = clocks.findByIdOptional(ended.gameId(), LockModeType.PESSIMISTIC_WRITE);
        if (found.isEmpty()) {
            LOG.errorf("Game %s ended but has no clock; skipped", ended.gameId());
            return false;
        }
        ClockEntity stored = found.get();
        GameClock clock = clockOf(stored, events);
        if (clock.status() == ClockStatus.ENDED) {
            LOG.debugf("Game %s: the clock stopped before", ended.gameId());
            return false;
        }
        Instant at = ended.endedAt().isBefore(clock.lastEventAt()) ? clock.lastEventAt() : ended.endedAt();
        events.persist(ClockEventEntity.ended(ended.gameId(), stored.nextLogSequence(), clock.ply(), at));
        retime(stored, clock.end(at).orElseThrow());
        return true;
    }

    /**
     * What a batch of flag checks left to the timers.
     *
     * @param held      games whose clock another transaction held: look again shortly (that
     *                  transaction sets the timer itself when it commits a change)
     * @param missing   games with no clock: no timer
     * @param postponed games whose flag would have fallen while no game-service heartbeat vouches
     *                  for the instant ({@link GameServiceWatch#vouchesFor}): look again in a while,
     *                  by when a heartbeat lets it fall or an outage pause saves it
     */
    public record FlagChecks(Set<UUID> held, Set<UUID> missing, Set<UUID> postponed) {
    }

    /**
     * The flag timers of these games are due: looks at their clocks now, in one transaction (one
     * commit for every flag that falls at the same moment). For each clock whose running side's flag
     * has fallen (its grace end passed), records the fall once per game and ply and announces
     * {@link FlagFell} with the true instant of the fall, the deadline, however late this look comes
     * (after a restart, say); then no timer is needed until the clock changes. Otherwise the deadline
     * has moved and the timer is set to the new grace end, or dropped when the clock stopped. A clock
     * another transaction holds is skipped, not waited for.
     */
    @Transactional
    public FlagChecks checkFlags(Collection<UUID> gameIds) {
        List<ClockEntity> held = clocks.lockUnlessHeld(gameIds);
        Instant now = now();
        Set<UUID> postponed = new HashSet<>();
        for (ClockEntity stored : held) {
            if (!checkFlag(stored, now)) {
                postponed.add(stored.gameId());
            }
        }
        Set<UUID> notHeld = new HashSet<>(gameIds);
        held.forEach(stored -> notHeld.remove(stored.gameId()));
        if (notHeld.isEmpty()) {
            return new FlagChecks(Set.of(), Set.of(), postponed);
        }
        Set<UUID> existing = clocks.existing(notHeld);
        Set<UUID> missing = new HashSet<>(notHeld);
        missing.removeAll(existing);
        return new FlagChecks(existing, missing, postponed);
    }

    /** @return false when the flag fell but no heartbeat vouches for its grace end: nothing done, look again */
    private boolean checkFlag(ClockEntity stored, Instant now) {
        if (stored.flagCheckAt().isEmpty()) {
            timers.setAfterCommit(stored);
            return true;
        }
        GameClock clock = clockOf(stored, events);
        Optional<FlagFall> flag = clock.stateAt(now).flag();
        if (flag.isEmpty()) {
            retime(stored, clock);
            return true;
        }
        if (!watch.vouchesFor(clock.graceEnd().orElseThrow())) {
            LOG.debugf("Game %s: the flag is due, but no game-service heartbeat since %s; looking again",
                    stored.gameId(), watch.lastHeard().orElseThrow());
            return false;
        }
        FlagFall fall = flag.get();
        UUID gameId = stored.gameId();
        if (flags.recordOnce(gameId, fall, now)) {
            // Sent straight after the commit, not by the next relay run; the ply lets game-service
            // judge it whatever clock events of the game the relay has still to publish.
            outbox.addUrgent(EventEnvelope.of(UUID.randomUUID(), SOURCE, now,
                    new FlagFell(gameId, fall.ply(), fall.side(), fall.fellAt())));
            LOG.infof("Flag fell: game %s, ply %d, %s at %s (noticed %s)", gameId, fall.ply(),
                    fall.side().wireName(), fall.fellAt(), now);
        }
        stored.flagFell();
        timers.setAfterCommit(stored);
        return true;
    }

    /** Every clock that needs a flag timer, as stored. */
    @Transactional
    public List<ClockRepository.TimerRow> clocksWithFlagTimers() {
        return clocks.withFlagTimers();
    }

    /**
     * The service's "now" to the millisecond: what the database keeps of an instant is microseconds,
     * and an answer computed from a finer instant than the one stored could disagree with its replay.
     */
    private Instant now() {
        return time.instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /** The clock changed: stored with its next flag check as the model says, its timer set after the commit. */
    private void retime(ClockEntity stored, GameClock clock) {
        stored.store(clock.snapshot(), clock.graceEnd().orElse(null));
        timers.setAfterCommit(stored);
    }

    /**
     * The stored clock: taken up from its snapshot, or replayed from its log for a clock stored before
     * V4 that has not changed since (its next change stores the snapshot).
     *
     * @throws IllegalStateException when the stored clock cannot be taken up: only a change outside
     *                               this service
     */
    static GameClock clockOf(ClockEntity stored, ClockEventRepository events) {
        TimeControl control = TimeControl.parse(stored.timeControl()).orElseThrow();
        Optional<ClockSnapshot> snapshot = stored.snapshot();
        if (snapshot.isEmpty()) {
            return replay(stored, events.log(stored.gameId()));
        }
        Result<GameClock> clock = GameClock.restore(control, stored.scheduledStart(),
                LagCompensation.forControl(control), snapshot.get());
        if (clock instanceof Result.Failure<GameClock> failure) {
            throw new IllegalStateException("The stored clock of game " + stored.gameId() + " is no clock of "
                    + control.notation() + ": " + failure.field() + ": " + failure.reason());
        }
        return clock.orElseThrow();
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
