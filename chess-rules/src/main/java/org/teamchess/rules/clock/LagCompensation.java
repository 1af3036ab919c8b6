package org.teamchess.rules.clock;

import java.time.Duration;
import java.util.Objects;

/**
 * How much network lag a move may be credited: the time between the player's move and its receipt by
 * the server, which the server estimates (for example half the measured round trip) and which is
 * then taken off the time the move is charged, within these bounds.
 *
 * <p>Each side has a bank. A move is credited the smallest of: the lag the server attributes to it,
 * {@link #perMoveMax()}, the bank, and the time the move's turn actually ran (a credit never makes a
 * move cost less than nothing). The credit is taken from the bank; then the bank refills by
 * {@link #refillPerMove()} and is capped at {@link #bankCap()}. It starts at {@link #initialBank()}.
 *
 * <p>Why a cheater gains nothing worth having: the server stamps every receipt time itself, so a
 * client cannot make a move look earlier; claiming a huge lag is cut to {@code perMoveMax} on one move
 * and, over any {@code n} moves, to {@code initialBank + n * refillPerMove} in all (the cap keeps
 * unused refills from piling up for later). An honest player whose lag stays within the refill is
 * compensated in full on every move; spikes up to {@code perMoveMax} are paid from the bank. The flag
 * can be late by at most {@code perMoveMax}: see {@link ClockState#graceEnd()}.
 *
 * @param perMoveMax    the most one move can be credited
 * @param refillPerMove added to the bank after each of the side's moves
 * @param initialBank   the bank before the side's first move
 * @param bankCap       the most the bank can hold
 */
public record LagCompensation(Duration perMoveMax, Duration refillPerMove, Duration initialBank,
        Duration bankCap) {

    /** No compensation: every move is charged from its turn's start to its receipt. */
    public static final LagCompensation NONE =
            new LagCompensation(Duration.ZERO, Duration.ZERO, Duration.ZERO, Duration.ZERO);

    private static final long MAX_CREDIT_MILLIS = 1000;
    private static final long MIN_CREDIT_MILLIS = 150;
    private static final long CREDIT_MILLIS_PER_GAME_SECOND = 4;
    private static final int ESTIMATED_MOVES = 40;

    /**
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if a duration is negative or the initial bank exceeds the cap
     */
    public LagCompensation {
        for (Duration duration : new Duration[] {perMoveMax, refillPerMove, initialBank, bankCap}) {
            Objects.requireNonNull(duration, "lag compensation durations must not be null");
            if (duration.isNegative()) {
                throw new IllegalArgumentException("lag compensation durations must not be negative: " + duration);
            }
        }
        if (initialBank.compareTo(bankCap) > 0) {
            throw new IllegalArgumentException("the initial bank " + initialBank + " exceeds the cap " + bankCap);
        }
    }

    /**
     * The platform's policy for a time control: with {@code m = min(1 s, 150 ms + 4 ms per second of
     * the estimated game)} (estimated as lichess does: base time plus 40 times the time per move, for
     * the side with less), a move is credited at most {@code m}; the bank starts at {@code 3m}, refills
     * by {@code m/2} per move and holds at most {@code 7m}. For 30+0 that is 1 s per move, a bank of
     * 3 s capped at 7 s, refilled by 0.5 s; for 1+0, 390 ms per move.
     */
    public static LagCompensation forControl(TimeControl control) {
        long estimatedSeconds = Math.min(estimatedSeconds(control.white()), estimatedSeconds(control.black()));
        long perMove = Math.min(MAX_CREDIT_MILLIS, MIN_CREDIT_MILLIS + CREDIT_MILLIS_PER_GAME_SECOND * estimatedSeconds);
        return new LagCompensation(Duration.ofMillis(perMove), Duration.ofMillis(perMove / 2),
                Duration.ofMillis(3 * perMove), Duration.ofMillis(7 * perMove));
    }

    private static long estimatedSeconds(SideControl control) {
        return control.initialTime().plus(control.bonus().multipliedBy(ESTIMATED_MOVES)).toSeconds();
    }

    /** The most the next move can be credited with this bank: the flag's grace. */
    public Duration grace(Duration bank) {
        return min(perMoveMax, bank);
    }

    /** What a move is credited: see the class description. */
    Duration credit(Duration lag, Duration bank, Duration turnRan) {
        return min(min(lag, grace(bank)), turnRan);
    }

    /** The bank after a move that was credited {@code credit}. */
    Duration bankAfter(Duration bank, Duration credit) {
        return min(bank.minus(credit).plus(refillPerMove), bankCap);
    }

    private static Duration min(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }
}
