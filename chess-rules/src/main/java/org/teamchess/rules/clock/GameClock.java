package org.teamchess.rules.clock;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;

/**
 * The chess clock of one game (Art. 6): an immutable value, a pure function of the time control,
 * the scheduled start, the lag policy and the time-stamped {@link ClockEvent}s applied to it. Nothing
 * here reads the time: every operation is given its instant, so that game-service, clock-service and
 * the tests compute the same clocks to the millisecond.
 *
 * <ul>
 *   <li><b>Start</b> (Art. 6.5): White's clock runs from the scheduled start, whether or not White
 *       is there; a White who never moves runs out at the start plus the base time.</li>
 *   <li><b>Moves</b>: a move is charged from the start of its turn (the previous move's receipt)
 *       to its own receipt, less the lag it is credited ({@link LagCompensation}). A move whose
 *       charge reaches the mover's remaining time is {@link MoveOutcome.Late late} and changes
 *       nothing. Otherwise the bonus applies ({@link DelayMode}), and when the move completes a
 *       period the next period's time is added to what is left (Art. 6.2.2: saved time carries
 *       over; an unused delay does not, it is never added to the clock).</li>
 *   <li><b>Arbiter operations</b>: pause and resume (Art. 6.12), add time to a side (Art. 7.4.2,
 *       9.5.2), set a side's time (Art. 6.10.2, 6.13). While paused no time runs and no move is
 *       taken. A pause interrupts the turn: a simple delay goes on with what was left of it.</li>
 *   <li><b>End</b>: both clocks stop for good.</li>
 *   <li><b>Flags</b> are facts, computed by {@link #stateAt}: the running side's {@link
 *       ClockState#deadline() deadline} is when its time reaches zero; once the {@link
 *       ClockState#graceEnd() grace} for lag has passed too, no move can be on time and the state
 *       carries the {@link FlagFall}. The model never ends the game; that is the game's decision
 *       (Art. 6.9).</li>
 * </ul>
 * Events must come in time order (equal instants are fine). Refused input (a move for the wrong side
 * or ply, an operation on an ended game, an event earlier than the last one, an operation after the
 * running side's time ran out) comes back as a {@link Result.Failure}; a late move is a {@link
 * MoveOutcome.Late}, not a failure.
 */
public final class GameClock {

    private final TimeControl control;
    private final LagCompensation lagCompensation;
    private final Instant scheduledStart;
    /** RUNNING, PAUSED or ENDED; SCHEDULED is RUNNING before the scheduled start. */
    private final ClockStatus status;
    private final int ply;
    private final SideTime white;
    private final SideTime black;
    /** RUNNING: when the running stretch began (never before the start); else when the clock stopped. */
    private final Instant anchor;
    /** Simple delay: what is left of the running side's delay this turn; otherwise zero. */
    private final Duration delayLeft;
    /** The running side's time this turn before {@code anchor} (a turn interrupted by pauses). */
    private final Duration turnUsed;
    private final Instant lastEventAt;

    /**
     * One side's clock between events.
     *
     * @param remaining its time, as of the anchor when the side is running
     * @param moves     moves it has made
     * @param period    the index of its current period
     * @param bank      its lag bank
     */
    private record SideTime(Duration remaining, int moves, int period, Duration bank) {
    }

    private GameClock(TimeControl control, LagCompensation lagCompensation, Instant scheduledStart,
            ClockStatus status, int ply, SideTime white, SideTime black, Instant anchor, Duration delayLeft,
            Duration turnUsed, Instant lastEventAt) {
        this.control = control;
        this.lagCompensation = lagCompensation;
        this.scheduledStart = scheduledStart;
        this.status = status;
        this.ply = ply;
        this.white = white;
        this.black = black;
        this.anchor = anchor;
        this.delayLeft = delayLeft;
        this.turnUsed = turnUsed;
        this.lastEventAt = lastEventAt;
    }

    /** A new game's clock with the platform's lag policy, {@link LagCompensation#forControl}. */
    public static GameClock start(TimeControl control, Instant scheduledStart) {
        return start(control, scheduledStart, LagCompensation.forControl(control));
    }

    /** A new game's clock: White's time will run from {@code scheduledStart} (Art. 6.5). */
    public static GameClock start(TimeControl control, Instant scheduledStart, LagCompensation lagCompensation) {
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(scheduledStart, "scheduledStart");
        Objects.requireNonNull(lagCompensation, "lagCompensation");
        return new GameClock(control, lagCompensation, scheduledStart, ClockStatus.RUNNING, 0,
                initial(control.white(), lagCompensation), initial(control.black(), lagCompensation),
                scheduledStart, delayFor(control.white()), Duration.ZERO, Instant.MIN);
    }

    /** A clock rebuilt from its log: {@link #start} followed by {@link #apply} of each event. */
    public static Result<GameClock> replay(TimeControl control, Instant scheduledStart,
            LagCompensation lagCompensation, List<? extends ClockEvent> events) {
        Result<GameClock> clock = Result.ok(start(control, scheduledStart, lagCompensation));
        for (ClockEvent event : events) {
            clock = clock.flatMap(current -> current.apply(event));
        }
        return clock;
    }

    /**
     * A clock taken up again from what {@link #snapshot} stored: the clock the log up to then would
     * replay to, without the log.
     *
     * @return the clock, or a failure naming the field of a snapshot no clock of this control can have
     */
    public static Result<GameClock> restore(TimeControl control, Instant scheduledStart,
            LagCompensation lagCompensation, ClockSnapshot snapshot) {
        Objects.requireNonNull(control, "control");
        Objects.requireNonNull(scheduledStart, "scheduledStart");
        Objects.requireNonNull(lagCompensation, "lagCompensation");
        Objects.requireNonNull(snapshot, "snapshot");
        if (snapshot.status() == ClockStatus.SCHEDULED) {
            return Result.failure("status", "a stored clock is running, paused or ended; scheduled is running"
                    + " before the start");
        }
        if (snapshot.ply() < 0 || snapshot.white().moves() + snapshot.black().moves() != snapshot.ply()) {
            return Result.failure("ply", "ply " + snapshot.ply() + " is not white's " + snapshot.white().moves()
                    + " moves and black's " + snapshot.black().moves());
        }
        for (Side side : Side.values()) {
            ClockSnapshot.SideSnapshot stored = side == Side.WHITE ? snapshot.white() : snapshot.black();
            if (stored.period() < 0 || stored.period() >= control.side(side).periods().size()) {
                return Result.failure("period", side.wireName() + "'s time control has no period " + stored.period());
            }
            if (stored.remaining().isNegative() || stored.lagBank().isNegative()) {
                return Result.failure("remaining", side.wireName() + "'s time and lag bank cannot be negative");
            }
        }
        if (snapshot.delayLeft().isNegative() || snapshot.turnUsed().isNegative()) {
            return Result.failure("delayLeft", "the delay left and the turn's time used cannot be negative");
        }
        return Result.ok(new GameClock(control, lagCompensation, scheduledStart, snapshot.status(), snapshot.ply(),
                sideTime(snapshot.white()), sideTime(snapshot.black()), snapshot.anchor(), snapshot.delayLeft(),
                snapshot.turnUsed(), snapshot.lastEventAt()));
    }

    /** What this clock holds between events, to store and {@link #restore} it without its log. */
    public ClockSnapshot snapshot() {
        return new ClockSnapshot(status, ply, sideSnapshot(white), sideSnapshot(black), anchor, delayLeft, turnUsed,
                lastEventAt);
    }

    private static SideTime sideTime(ClockSnapshot.SideSnapshot stored) {
        return new SideTime(stored.remaining(), stored.moves(), stored.period(), stored.lagBank());
    }

    private static ClockSnapshot.SideSnapshot sideSnapshot(SideTime time) {
        return new ClockSnapshot.SideSnapshot(time.remaining(), time.moves(), time.period(), time.bank());
    }

    private static SideTime initial(SideControl control, LagCompensation lagCompensation) {
        return new SideTime(control.initialTime(), 0, 0, lagCompensation.initialBank());
    }

    private static Duration delayFor(SideControl control) {
        return control.mode() == DelayMode.SIMPLE ? control.bonus() : Duration.ZERO;
    }

    /**
     * Applies one logged event. A late move is refused here (field {@code receivedAt}): a log holds
     * only moves that were accepted.
     */
    public Result<GameClock> apply(ClockEvent event) {
        Objects.requireNonNull(event, "event");
        if (event instanceof ClockEvent.MoveReceived move) {
            return move(move.ply(), move.side(), move.receivedAt(), move.lag()).flatMap(outcome ->
                    outcome instanceof MoveOutcome.Accepted accepted
                            ? Result.ok(accepted.clock())
                            : Result.failure("receivedAt", ((MoveOutcome.Late) outcome).reason()));
        }
        if (event instanceof ClockEvent.Paused paused) {
            return pause(paused.at());
        }
        if (event instanceof ClockEvent.Resumed resumed) {
            return resume(resumed.at());
        }
        if (event instanceof ClockEvent.TimeAdded added) {
            return addTime(added.side(), added.amount(), added.at());
        }
        if (event instanceof ClockEvent.TimeSet set) {
            return setTime(set.side(), set.remaining(), set.at());
        }
        return end(((ClockEvent.Ended) event).at());
    }

    /**
     * A move reached the server at {@code receivedAt}.
     *
     * @param ply        the half-moves played before it; must be this clock's ply
     * @param side       the mover; must be the side to move
     * @param receivedAt the server's receipt time
     * @param lag        the network lag the server attributes to the move (zero when unknown)
     * @return the move accepted with the clock after it, or late; a failure for a move the clock
     *         cannot take (wrong ply or side, paused or ended clock, before the start or the last event)
     */
    public Result<MoveOutcome> move(int ply, Side side, Instant receivedAt, Duration lag) {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(receivedAt, "receivedAt");
        Objects.requireNonNull(lag, "lag");
        if (status == ClockStatus.ENDED) {
            return Result.failure("move", "the game is over; the clocks stopped at " + anchor);
        }
        if (status == ClockStatus.PAUSED) {
            return Result.failure("move", "the clocks are stopped since " + anchor
                    + " (Art. 6.12); no move until the arbiter restarts them");
        }
        if (ply != this.ply) {
            return Result.failure("ply", "the clock is at ply " + this.ply + ", not " + ply);
        }
        if (side != toMove()) {
            return Result.failure("side", "at ply " + ply + " " + toMove().wireName() + " is to move, not "
                    + side.wireName());
        }
        if (receivedAt.isBefore(scheduledStart)) {
            return Result.failure("receivedAt", "the game starts at " + scheduledStart + "; a move received at "
                    + receivedAt + " is too early (Art. 6.5)");
        }
        if (receivedAt.isBefore(lastEventAt)) {
            return outOfOrder("receivedAt", receivedAt);
        }
        if (lag.isNegative()) {
            return Result.failure("lag", "a lag cannot be negative, not " + lag.toMillis() + " ms");
        }
        SideTime mover = time(side);
        SideControl moverControl = control.side(side);
        Duration ran = ranUntil(receivedAt);
        Duration credit = lagCompensation.credit(lag, mover.bank(), ran);
        Duration effective = ran.minus(credit);
        Duration charged = charge(effective);
        if (charged.compareTo(mover.remaining()) >= 0) {
            return Result.ok(new MoveOutcome.Late(side, ply, deadlineInstant(), receivedAt, credit));
        }
        Duration used = turnUsed.plus(effective);
        Duration remaining = mover.remaining().minus(charged);
        if (moverControl.mode() == DelayMode.FISCHER) {
            remaining = remaining.plus(moverControl.bonus());
        } else if (moverControl.mode() == DelayMode.BRONSTEIN) {
            remaining = remaining.plus(min(used, moverControl.bonus()));
        }
        int moves = mover.moves() + 1;
        int period = mover.period();
        OptionalInt lastMoveOfPeriod = moverControl.lastMoveOfPeriod(period);
        if (lastMoveOfPeriod.isPresent() && moves == lastMoveOfPeriod.getAsInt()) {
            period++;
            remaining = remaining.plus(moverControl.periods().get(period).time());
        }
        SideTime after = new SideTime(remaining, moves, period, lagCompensation.bankAfter(mover.bank(), credit));
        Side next = side.opposite();
        GameClock clock = new GameClock(control, lagCompensation, scheduledStart, ClockStatus.RUNNING, ply + 1,
                side == Side.WHITE ? after : white, side == Side.BLACK ? after : black, receivedAt,
                delayFor(control.side(next)), Duration.ZERO, receivedAt);
        return Result.ok(new MoveOutcome.Accepted(clock, used, credit, remaining));
    }

    /** The arbiter stops both clocks at {@code at} (Art. 6.12.1). */
    public Result<GameClock> pause(Instant at) {
        Objects.requireNonNull(at, "at");
        if (status == ClockStatus.PAUSED) {
            return Result.failure("at", "the clocks are already stopped since " + anchor);
        }
        return refusal(at).orElseGet(() -> Result.ok(folded(at).stopped(ClockStatus.PAUSED, at)));
    }

    /** The arbiter restarts the clock of the side to move at {@code at} (Art. 6.12.3). */
    public Result<GameClock> resume(Instant at) {
        Objects.requireNonNull(at, "at");
        if (status == ClockStatus.RUNNING) {
            return Result.failure("at", "the clocks are not stopped");
        }
        return refusal(at).orElseGet(() -> Result.ok(new GameClock(control, lagCompensation, scheduledStart,
                ClockStatus.RUNNING, ply, white, black, later(at, scheduledStart), delayLeft, turnUsed, at)));
    }

    /** The arbiter adds {@code amount} to a side's time at {@code at} (Art. 7.4.2, 9.5.2). */
    public Result<GameClock> addTime(Side side, Duration amount, Instant at) {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(at, "at");
        if (amount.isNegative() || amount.isZero()) {
            return Result.failure("amount", "the time added must be positive, not " + amount.toMillis() + " ms");
        }
        return refusal(at).orElseGet(() -> {
            GameClock folded = folded(at);
            return Result.ok(folded.withRemaining(side, folded.time(side).remaining().plus(amount), at));
        });
    }

    /** The arbiter sets a side's remaining time to {@code remaining} at {@code at} (Art. 6.10.2). */
    public Result<GameClock> setTime(Side side, Duration remaining, Instant at) {
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(remaining, "remaining");
        Objects.requireNonNull(at, "at");
        if (remaining.isNegative() || remaining.isZero()) {
            return Result.failure("remaining", "a side's time must be set to a positive time, not "
                    + remaining.toMillis() + " ms");
        }
        return refusal(at).orElseGet(() -> Result.ok(folded(at).withRemaining(side, remaining, at)));
    }

    /** The game ended at {@code at}: both clocks stop for good, a running one where it stands. */
    public Result<GameClock> end(Instant at) {
        Objects.requireNonNull(at, "at");
        if (status == ClockStatus.ENDED) {
            return Result.failure("at", "the game already ended at " + anchor);
        }
        if (at.isBefore(lastEventAt)) {
            return outOfOrder("at", at);
        }
        return Result.ok(folded(at).stopped(ClockStatus.ENDED, at));
    }

    /**
     * Both clocks at {@code at}. An instant before the last event shows the clocks as that event
     * left them.
     */
    public ClockState stateAt(Instant at) {
        Objects.requireNonNull(at, "at");
        SideTime running = time(toMove());
        Duration runningRemaining = status == ClockStatus.RUNNING
                ? max(running.remaining().minus(charge(ranUntil(at))), Duration.ZERO)
                : running.remaining();
        Duration whiteRemaining = toMove() == Side.WHITE ? runningRemaining : white.remaining();
        Duration blackRemaining = toMove() == Side.BLACK ? runningRemaining : black.remaining();
        ClockStatus shown = status == ClockStatus.RUNNING && at.isBefore(scheduledStart) ? ClockStatus.SCHEDULED : status;
        Optional<Instant> deadline = deadline();
        Optional<Instant> graceEnd = graceEnd();
        Optional<FlagFall> flag = graceEnd.filter(end -> !at.isBefore(end))
                .map(end -> new FlagFall(toMove(), ply, deadlineInstant()));
        return new ClockState(at, whiteRemaining, blackRemaining, shown, ply, toMove(), deadline, graceEnd, flag);
    }

    /** When the running side's time reaches zero if nothing else happens; empty when stopped. */
    public Optional<Instant> deadline() {
        return status == ClockStatus.RUNNING ? Optional.of(deadlineInstant()) : Optional.empty();
    }

    /**
     * The deadline plus the most lag the running side's next move can be credited: from this instant
     * the flag has fallen; empty when stopped.
     */
    public Optional<Instant> graceEnd() {
        return deadline().map(deadline -> deadline.plus(lagCompensation.grace(time(toMove()).bank())));
    }

    public TimeControl control() {
        return control;
    }

    public LagCompensation lagCompensation() {
        return lagCompensation;
    }

    /** When White's clock started, or will start (Art. 6.5). */
    public Instant scheduledStart() {
        return scheduledStart;
    }

    /** The half-moves played. */
    public int ply() {
        return ply;
    }

    /** The side to move, whose clock runs. */
    public Side toMove() {
        return ply % 2 == 0 ? Side.WHITE : Side.BLACK;
    }

    /** RUNNING, PAUSED or ENDED; {@link #stateAt} also tells SCHEDULED apart. */
    public ClockStatus status() {
        return status;
    }

    /** The moves a side has made. */
    public int moves(Side side) {
        return time(side).moves();
    }

    /** What a side's lag bank holds now. */
    public Duration lagBank(Side side) {
        return time(side).bank();
    }

    /** The instant of the last event applied; {@link Instant#MIN} before any. */
    public Instant lastEventAt() {
        return lastEventAt;
    }

    private SideTime time(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** The running side's time since the anchor, zero before it. */
    private Duration ranUntil(Instant at) {
        return at.isAfter(anchor) ? Duration.between(anchor, at) : Duration.ZERO;
    }

    /** What a stretch of {@code ran} costs the running side's base time. */
    private Duration charge(Duration ran) {
        return max(ran.minus(delayLeft), Duration.ZERO);
    }

    private Instant deadlineInstant() {
        return anchor.plus(delayLeft).plus(time(toMove()).remaining());
    }

    /** Checks shared by the arbiter operations: not ended, in time order, the flag not fallen. */
    private Optional<Result<GameClock>> refusal(Instant at) {
        if (status == ClockStatus.ENDED) {
            return Optional.of(Result.failure("at", "the game is over; the clocks stopped at " + anchor));
        }
        if (at.isBefore(lastEventAt)) {
            return Optional.of(outOfOrder("at", at));
        }
        if (status == ClockStatus.RUNNING && !at.isBefore(deadlineInstant())) {
            return Optional.of(Result.failure("at", toMove().wireName() + "'s time ran out at " + deadlineInstant()
                    + ", before " + at));
        }
        return Optional.empty();
    }

    private <T> Result<T> outOfOrder(String field, Instant at) {
        return Result.failure(field, at + " is before the clock's last event at " + lastEventAt
                + "; events come in time order");
    }

    /** The running stretch up to {@code at} booked into the running side's time; unchanged when stopped. */
    private GameClock folded(Instant at) {
        if (status != ClockStatus.RUNNING) {
            return this;
        }
        Duration ran = ranUntil(at);
        SideTime running = time(toMove());
        SideTime after = new SideTime(max(running.remaining().minus(charge(ran)), Duration.ZERO), running.moves(),
                running.period(), running.bank());
        return new GameClock(control, lagCompensation, scheduledStart, status, ply,
                toMove() == Side.WHITE ? after : white, toMove() == Side.BLACK ? after : black, later(at, anchor),
                max(delayLeft.minus(ran), Duration.ZERO), turnUsed.plus(ran), lastEventAt);
    }

    private GameClock stopped(ClockStatus stoppedStatus, Instant at) {
        return new GameClock(control, lagCompensation, scheduledStart, stoppedStatus, ply, white, black, at,
                delayLeft, turnUsed, at);
    }

    private GameClock withRemaining(Side side, Duration remaining, Instant at) {
        SideTime current = time(side);
        SideTime after = new SideTime(remaining, current.moves(), current.period(), current.bank());
        return new GameClock(control, lagCompensation, scheduledStart, status, ply,
                side == Side.WHITE ? after : white, side == Side.BLACK ? after : black, anchor, delayLeft, turnUsed,
                at);
    }

    private static Instant later(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GameClock that
                && control.equals(that.control) && lagCompensation.equals(that.lagCompensation)
                && scheduledStart.equals(that.scheduledStart) && status == that.status && ply == that.ply
                && white.equals(that.white) && black.equals(that.black) && anchor.equals(that.anchor)
                && delayLeft.equals(that.delayLeft) && turnUsed.equals(that.turnUsed)
                && lastEventAt.equals(that.lastEventAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(control, scheduledStart, status, ply, white, black, anchor, delayLeft, turnUsed,
                lastEventAt);
    }

    @Override
    public String toString() {
        return "GameClock[" + control + ", ply " + ply + ", " + status + ", white " + white.remaining() + ", black "
                + black.remaining() + ", since " + anchor + "]";
    }
}
