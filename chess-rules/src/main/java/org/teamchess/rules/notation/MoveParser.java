package org.teamchess.rules.notation;

import java.util.regex.Pattern;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;
import org.teamchess.rules.Result;
import org.teamchess.rules.Uci;

/**
 * Reads a move however a person or a program wrote it: English SAN, Russian SAN (FIDE Laws Art. 18-19)
 * or UCI. The single entry point for moves typed by users and read from score sheets.
 *
 * <p>Text of the shape of a UCI move ({@code g1f3}, {@code e7e8q}) is read as UCI and resolved by
 * {@link Position#resolve}, so castling follows the variant's convention ({@code e1g1} or {@code e1h1} in
 * standard chess, king-takes-rook {@code e1h1} in Chess960). Anything else is read by
 * {@link San#parse}, with all its tolerances.
 *
 * <p>How a Latin {@code K} is read, the only letter English and Russian notation disagree on: by the
 * notation hint when one is given; otherwise by {@link Notation#detect} on the move itself. A move with
 * a Cyrillic letter is Russian, so {@code Kf3} is the king and {@code Кf3} the knight, while {@code f8K}
 * alone reads as English and is refused (a pawn cannot become a king). A reader of a whole game should
 * detect the notation once for the game and pass it as the hint, as the PGN reader does.
 */
public final class MoveParser {

    private static final Pattern UCI_SHAPE = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnQRBN]?");

    private MoveParser() {
    }

    /** Reads a move, detecting the notation from the text itself. */
    public static Result<Move> parse(Position position, String text) {
        return parse(position, text, text == null ? Notation.ENGLISH : Notation.detect(text));
    }

    /**
     * Reads a move; {@code hint} decides what a Latin {@code K} means ({@link Notation#RUSSIAN}: a
     * knight). Failures have the field {@code "move"} and a reason for a person.
     */
    public static Result<Move> parse(Position position, String text, Notation hint) {
        if (text != null && UCI_SHAPE.matcher(text.strip()).matches()) {
            return Uci.parse(text.strip()).flatMap(position::resolve);
        }
        return San.parse(position, text, hint);
    }
}
