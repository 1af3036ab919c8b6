package org.teamchess.game.record;

/**
 * Times as the game's record writes them: {@code h:mm:ss}, the form of the {@code [%clk]} command
 * (lichess, chess.com, ChessBase, pgn-extract), and {@code h:mm:ss.t} with tenths for blitz games,
 * where a tenth decides. A clock is cut down, never rounded up: it shows no more time than was left,
 * as a digital chess clock does.
 */
public final class ClockText {

    private ClockText() {
    }

    /** The {@code [%clk ...]} command for a remaining time. */
    public static String clk(long millis, boolean tenths) {
        return "[%clk " + duration(millis, tenths) + "]";
    }

    /** A duration, {@code h:mm:ss} or with {@code tenths} {@code h:mm:ss.t}; negative counts as zero. */
    public static String duration(long millis, boolean tenths) {
        long kept = Math.max(0, millis);
        long seconds = kept / 1000;
        String whole = String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
        return tenths ? whole + "." + kept % 1000 / 100 : whole;
    }
}
