package org.teamchess.rules.clock;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * One side's time control (Art. 6.2): its periods, in order, and the time per move that applies to
 * every move from move 1.
 *
 * @param periods the periods, at least one; every period but the last has a move count, the last
 *                covers all remaining moves
 * @param bonus   the per-move time: an increment or a delay depending on the mode, a whole number of
 *                seconds from 0 to 3600; zero exactly when the mode is {@link DelayMode#NONE}
 * @param mode    what the bonus does
 */
public record SideControl(List<Period> periods, Duration bonus, DelayMode mode) {

    /** The largest bonus the notation accepts: an hour per move. */
    static final Duration MAX_BONUS = Duration.ofHours(1);

    /**
     * @throws NullPointerException     if an argument or a period is null
     * @throws IllegalArgumentException if the periods or bonus break the rules above
     */
    public SideControl {
        periods = List.copyOf(periods);
        Objects.requireNonNull(bonus, "bonus");
        Objects.requireNonNull(mode, "mode");
        if (periods.isEmpty()) {
            throw new IllegalArgumentException("a time control has at least one period");
        }
        for (int i = 0; i < periods.size() - 1; i++) {
            if (periods.get(i).isFinal()) {
                throw new IllegalArgumentException("period " + (i + 1) + " covers all remaining moves, so no period can follow it");
            }
        }
        if (!periods.get(periods.size() - 1).isFinal()) {
            throw new IllegalArgumentException("the last period must cover all remaining moves");
        }
        if (bonus.isNegative() || bonus.compareTo(MAX_BONUS) > 0
                || !bonus.equals(Duration.ofSeconds(bonus.toSeconds()))) {
            throw new IllegalArgumentException("the bonus is a whole number of seconds from 0 to 3600, not " + bonus);
        }
        if (bonus.isZero() != (mode == DelayMode.NONE)) {
            throw new IllegalArgumentException("a bonus of " + bonus.toSeconds() + " s does not fit the mode " + mode);
        }
    }

    /** Sudden death: {@code minutes} for the whole game, nothing per move. */
    public static SideControl suddenDeath(int minutes) {
        return new SideControl(List.of(Period.rest(minutes)), Duration.ZERO, DelayMode.NONE);
    }

    /** One period of {@code minutes} with a Fischer increment of {@code seconds} (none when 0). */
    public static SideControl increment(int minutes, int seconds) {
        return new SideControl(List.of(Period.rest(minutes)), Duration.ofSeconds(seconds),
                seconds == 0 ? DelayMode.NONE : DelayMode.FISCHER);
    }

    /** The time on the clock before the first move: the first period's base time. */
    public Duration initialTime() {
        return periods.get(0).time();
    }

    /**
     * The side's move after which the period at {@code index} ends and the next one's time is added,
     * counting the side's own moves from 1; empty for the final period.
     */
    public OptionalInt lastMoveOfPeriod(int index) {
        if (periods.get(index).isFinal()) {
            return OptionalInt.empty();
        }
        int moves = 0;
        for (int i = 0; i <= index; i++) {
            moves += periods.get(i).moves().getAsInt();
        }
        return OptionalInt.of(moves);
    }

    /**
     * The most time the side can have for its first {@code moves} moves: every period that starts
     * by then, plus the bonus for each move (a delay counted like an increment; see
     * {@link Classification}).
     */
    public Duration timeFor(int moves) {
        Duration total = bonus.multipliedBy(moves);
        int firstMoveOfPeriod = 1;
        for (Period period : periods) {
            if (firstMoveOfPeriod > moves) {
                break;
            }
            total = total.plus(period.time());
            if (period.isFinal()) {
                break;
            }
            firstMoveOfPeriod += period.moves().getAsInt();
        }
        return total;
    }

    /**
     * The canonical notation of this side's control (see {@link TimeControl} for the grammar):
     * {@code 30+0}, {@code 15+10}, {@code 25+5d}, {@code 90/40+30}, {@code 90/40+30+30s}.
     */
    public String notation() {
        String periodTerms = periods.stream()
                .map(period -> period.time().toMinutes()
                        + (period.isFinal() ? "" : "/" + period.moves().getAsInt()))
                .collect(Collectors.joining("+"));
        long seconds = bonus.toSeconds();
        if (periods.size() == 1) {
            return periodTerms + "+" + seconds + mode.suffix();
        }
        return switch (mode) {
            case NONE -> periodTerms;
            case FISCHER -> periodTerms + "+" + seconds + "s";
            case SIMPLE, BRONSTEIN -> periodTerms + "+" + seconds + mode.suffix();
        };
    }
}
