package org.teamchess.rules.clock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.teamchess.rules.Result;
import org.teamchess.rules.Side;

/**
 * A game's time control (Art. 6.2): each side's periods and time per move. Usually both sides have
 * the same; an Armageddon game gives White more (seed 004, Art. 30.5.6.1.2: White 5 minutes, Black
 * 4 minutes).
 *
 * <h2>Notation</h2>
 * Base times are whole minutes, times per move whole seconds. {@link #parse} reads, and
 * {@link #notation()} writes, this grammar ({@code parse(notation())} gives back an equal value):
 * <pre>
 * time-control = side-control | "W" side-control "/B" side-control     ; White's, then Black's
 * side-control = "G/" minutes                                          ; sudden death, same as minutes "+0"
 *              | period *("+" period) ["+" bonus]
 * period       = minutes ["/" moves]          ; moves: how many moves the period covers; none: the rest
 * bonus        = seconds ["s" | "d" | "b"]    ; s or nothing: Fischer increment, d: simple delay,
 *                                             ; b: Bronstein delay
 * </pre>
 * The two-term form {@code minutes "+" seconds} is the customary one ({@code 15+10}): its second term
 * is the bonus. In every other form a bonus carries a letter, so that {@code 90/40+30} reads as two
 * periods (40 moves in 90 minutes, then 30 minutes) and {@code 90/40+30+30s} adds 30 seconds per
 * move from move 1. Every period but the last covers a number of moves, the last one covers the rest
 * of the game. The canonical form writes a single period with its bonus ({@code 30+0},
 * {@code 15+10}, {@code 25+5d}, {@code 25+5b}), several periods with the bonus left out when there
 * is none and lettered otherwise ({@code 90/40+30}, {@code 90/40+30+30s}), and different times per
 * side as {@code W5+0/B4+0} (read also as {@code W5/B4}). Limits: 1 to 1440 minutes per period, 1
 * to 200 moves per period, 0 to 3600 seconds per move. Surrounding spaces are ignored; a refused
 * notation comes back as a {@link Result.Failure} on the field {@code timeControl} that names the
 * term that is wrong.
 *
 * @param white White's control
 * @param black Black's control
 */
public record TimeControl(SideControl white, SideControl black) {

    /** The field name of every parse failure. */
    public static final String FIELD = "timeControl";

    private static final Pattern PERIOD = Pattern.compile("(\\d{1,5})(?:/(\\d{1,4}))?");
    private static final Pattern BONUS = Pattern.compile("(\\d{1,5})([sdb]?)");
    private static final Pattern MINUTES = Pattern.compile("\\d{1,5}");
    private static final int MAX_MINUTES = 1440;
    private static final int MAX_MOVES = 200;
    private static final String EXAMPLES = "30+0, 15+10, G/30, 90/40+30+30s or W5/B4";

    /** @throws NullPointerException if a side is null */
    public TimeControl {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
    }

    /** The same control for both sides. */
    public static TimeControl of(SideControl both) {
        return new TimeControl(both, both);
    }

    /** The control of one side. */
    public SideControl side(Side side) {
        return side == Side.WHITE ? white : black;
    }

    /** True when both sides have the same control. */
    public boolean isSymmetric() {
        return white.equals(black);
    }

    /** Standard, rapid or blitz by the 60-move rule; see {@link Classification}. */
    public Classification classification() {
        Duration whiteTime = white.timeFor(Classification.MOVES);
        Duration blackTime = black.timeFor(Classification.MOVES);
        return Classification.of(whiteTime.compareTo(blackTime) >= 0 ? whiteTime : blackTime);
    }

    /** The canonical notation, e.g. {@code 15+10}, {@code 90/40+30+30s}, {@code W5+0/B4+0}. */
    public String notation() {
        return isSymmetric() ? white.notation() : "W" + white.notation() + "/B" + black.notation();
    }

    /**
     * The PGN {@code TimeControl} tag value (PGN standard 9.6.1, times in seconds), e.g.
     * {@code 900+10} or {@code 40/5400+30:1800+30}; empty when the tag cannot say it (a delay, or
     * different times per side).
     */
    public Optional<String> pgnTag() {
        if (!isSymmetric() || white.mode() == DelayMode.SIMPLE || white.mode() == DelayMode.BRONSTEIN) {
            return Optional.empty();
        }
        String increment = white.mode() == DelayMode.FISCHER ? "+" + white.bonus().toSeconds() : "";
        return Optional.of(white.periods().stream()
                .map(period -> (period.isFinal() ? "" : period.moves().getAsInt() + "/")
                        + period.time().toSeconds() + increment)
                .collect(Collectors.joining(":")));
    }

    @Override
    public String toString() {
        return notation();
    }

    /** Reads a time control in the notation above. */
    public static Result<TimeControl> parse(String text) {
        if (text == null || text.isBlank()) {
            return failure("the time control is empty; write it like " + EXAMPLES);
        }
        String trimmed = text.strip();
        if (!trimmed.startsWith("W")) {
            return parseSide(trimmed, "").map(TimeControl::of);
        }
        int split = trimmed.indexOf("/B");
        if (split < 0) {
            return failure("'" + trimmed + "' gives White's time but not Black's; write both, like W5/B4");
        }
        Result<SideControl> white = parseSide(trimmed.substring(1, split), "White's ");
        Result<SideControl> black = parseSide(trimmed.substring(split + 2), "Black's ");
        return white.flatMap(whiteControl -> black.map(blackControl -> new TimeControl(whiteControl, blackControl)));
    }

    private static Result<SideControl> parseSide(String text, String whose) {
        if (text.isEmpty()) {
            return failure(whose + "time control is empty; write it like " + EXAMPLES);
        }
        if (text.startsWith("G/")) {
            String minutes = text.substring(2);
            if (!MINUTES.matcher(minutes).matches()) {
                return failure("'" + text + "': G/ is followed by the minutes for the game, like G/30; "
                        + "a time per move is written 30+5");
            }
            return minutes(minutes, text).map(SideControl::suddenDeath);
        }
        String[] terms = text.split("\\+", -1);
        for (String term : terms) {
            if (term.isEmpty()) {
                return failure("'" + text + "' has an empty term; terms are joined by single '+' signs");
            }
        }
        String last = terms[terms.length - 1];
        boolean lettered = BONUS.matcher(last).matches() && !last.chars().allMatch(Character::isDigit);
        boolean customary = terms.length == 2 && !terms[0].contains("/") && MINUTES.matcher(last).matches();
        int periodCount = lettered || customary ? terms.length - 1 : terms.length;
        if (periodCount == 0) {
            return failure("'" + text + "' has a time per move but no base time; write it like 5+3");
        }
        List<Period> periods = new ArrayList<>();
        for (int i = 0; i < periodCount; i++) {
            Result<Period> period = period(terms[i]);
            if (period instanceof Result.Failure<Period> failure) {
                return Result.failure(failure.field(), whose + failure.reason());
            }
            periods.add(period.orElseThrow());
        }
        for (int i = 0; i < periods.size() - 1; i++) {
            if (periods.get(i).isFinal()) {
                return failure(whose + "period '" + terms[i] + "' covers all remaining moves, so '"
                        + terms[i + 1] + "' cannot follow it; a time per move carries a letter, like 90/40+30+30s");
            }
        }
        if (!periods.get(periods.size() - 1).isFinal()) {
            return failure(whose + "last period '" + terms[periodCount - 1] + "' covers only "
                    + periods.get(periods.size() - 1).moves().getAsInt()
                    + " moves; add a period for the rest of the game, like 90/40+30");
        }
        if (periodCount == terms.length) {
            return Result.ok(new SideControl(periods, Duration.ZERO, DelayMode.NONE));
        }
        return bonus(last, whose).map(bonus -> new SideControl(periods, bonus.time(), bonus.mode()));
    }

    private static Result<Period> period(String term) {
        Matcher matcher = PERIOD.matcher(term);
        if (!matcher.matches()) {
            return failure("'" + term + "' is not a period: write minutes (30) or minutes/moves (90/40)");
        }
        Result<Integer> minutes = minutes(matcher.group(1), term);
        if (matcher.group(2) == null) {
            return minutes.map(Period::rest);
        }
        int moves = Integer.parseInt(matcher.group(2));
        if (moves < 1 || moves > MAX_MOVES) {
            return failure("period '" + term + "' covers " + moves + " moves; a period covers 1 to "
                    + MAX_MOVES + " moves");
        }
        return minutes.map(value -> Period.of(value, moves));
    }

    private static Result<Integer> minutes(String digits, String term) {
        int minutes = Integer.parseInt(digits);
        if (minutes < 1 || minutes > MAX_MINUTES) {
            return failure("period '" + term + "' has " + minutes + " minutes; a period has 1 to "
                    + MAX_MINUTES + " minutes");
        }
        return Result.ok(minutes);
    }

    private record Bonus(Duration time, DelayMode mode) {
    }

    private static Result<Bonus> bonus(String term, String whose) {
        Matcher matcher = BONUS.matcher(term);
        if (!matcher.matches()) {
            return failure(whose + "'" + term + "' is not a time per move: write seconds, with d for a simple "
                    + "delay or b for a Bronstein delay (30, 30s, 5d, 5b)");
        }
        int seconds = Integer.parseInt(matcher.group(1));
        if (seconds > SideControl.MAX_BONUS.toSeconds()) {
            return failure(whose + "time per move '" + term + "' is " + seconds + " seconds; at most "
                    + SideControl.MAX_BONUS.toSeconds() + " are allowed");
        }
        DelayMode mode = switch (matcher.group(2)) {
            case "d" -> DelayMode.SIMPLE;
            case "b" -> DelayMode.BRONSTEIN;
            default -> seconds == 0 ? DelayMode.NONE : DelayMode.FISCHER;
        };
        if (seconds == 0 && mode != DelayMode.NONE) {
            return failure(whose + "'" + term + "' is a delay of 0 seconds, which is no delay; write +0");
        }
        return Result.ok(new Bonus(Duration.ofSeconds(seconds), mode));
    }

    private static <T> Result<T> failure(String reason) {
        return Result.failure(FIELD, reason);
    }
}
