package org.teamchess.tournament.fairplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnNode;

/**
 * The time each move took, read from the game's own record: the {@code [%clk h:mm:ss(.t)]} comment
 * game-service writes after every move (the mover's clock after it, increment included) and the
 * {@code TimeControl} tag (PGN standard 9.6.1: {@code 900+10}, {@code 40/5400+30:1800+30}).
 * A move took the mover's clock before it, plus the increment and any period's time added with it,
 * minus his clock after it. The clocks are cut down to the second (tenths in blitz), so a time is
 * good to about a second. A move is left out (null) when the record cannot say: no {@code [%clk]}
 * around it, the first move of a side without a readable tag (its starting time is unknown), or a
 * result below zero (an arbiter added time; docs/decisions/fair-play-analysis.md).
 */
final class ClockTimes {

    private static final Pattern CLK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d+))?\\]");
    private static final Pattern PERIOD = Pattern.compile("(?:(\\d+)/)?(\\d+)(?:\\+(\\d+))?");

    private ClockTimes() {
    }

    /** For each ply in order (index 0 is the first move), the milliseconds it took, or null. */
    static List<Long> spent(PgnGame game) {
        Optional<List<Period>> periods = game.tag("TimeControl").flatMap(ClockTimes::periods);
        List<PgnNode> nodes = game.moves();
        List<Long> spent = new ArrayList<>(nodes.size());
        // per side (0: the side of the first move): its clock after its previous move and its moves so far
        Long[] before = new Long[2];
        int[] made = new int[2];
        if (periods.isPresent()) {
            before[0] = periods.get().get(0).millis();
            before[1] = before[0];
        }
        for (int ply = 0; ply < nodes.size(); ply++) {
            int side = ply % 2;
            made[side]++;
            Optional<Long> clock = clock(nodes.get(ply));
            Long took = null;
            if (clock.isPresent() && before[side] != null) {
                long added = periods.map(list -> addedAfter(list, made[side])).orElse(0L);
                long value = before[side] + added - clock.get();
                took = value < 0 ? null : value;
            }
            spent.add(took);
            before[side] = clock.orElse(null);
        }
        return spent;
    }

    /** The increment of the move's period plus a new period's time when this move completes one. */
    private static long addedAfter(List<Period> periods, int moveNumber) {
        int last = 0;
        for (int index = 0; index < periods.size(); index++) {
            Period period = periods.get(index);
            if (period.moves() == 0) {
                return period.incrementMillis();
            }
            last += period.moves();
            if (moveNumber <= last) {
                boolean completes = moveNumber == last && index + 1 < periods.size();
                return period.incrementMillis() + (completes ? periods.get(index + 1).millis() : 0);
            }
        }
        return periods.get(periods.size() - 1).incrementMillis();
    }

    private static Optional<Long> clock(PgnNode node) {
        for (String comment : node.commentsAfter()) {
            Matcher matcher = CLK.matcher(comment);
            if (matcher.find()) {
                long seconds = Long.parseLong(matcher.group(1)) * 3600 + Long.parseLong(matcher.group(2)) * 60
                        + Long.parseLong(matcher.group(3));
                String fraction = matcher.group(4) == null ? "" : (matcher.group(4) + "00").substring(0, 3);
                return Optional.of(seconds * 1000 + (fraction.isEmpty() ? 0 : Long.parseLong(fraction)));
            }
        }
        return Optional.empty();
    }

    /** The tag's periods, or empty when it is not one this reads ({@code ?}, {@code -}, a sandglass). */
    static Optional<List<Period>> periods(String tag) {
        List<Period> periods = new ArrayList<>();
        for (String text : tag.split(":")) {
            Matcher matcher = PERIOD.matcher(text.strip());
            if (!matcher.matches()) {
                return Optional.empty();
            }
            periods.add(new Period(matcher.group(1) == null ? 0 : Integer.parseInt(matcher.group(1)),
                    Long.parseLong(matcher.group(2)) * 1000,
                    matcher.group(3) == null ? 0 : Long.parseLong(matcher.group(3)) * 1000));
        }
        return periods.isEmpty() ? Optional.empty() : Optional.of(periods);
    }

    /** A period: its moves (0 for the rest of the game), its time and its increment per move. */
    record Period(int moves, long millis, long incrementMillis) {
    }
}
