package org.teamchess.rules.variant;

import java.util.Locale;

import org.teamchess.rules.Move;
import org.teamchess.rules.Uci;

/**
 * The variant-specific conventions of a position: how castling is written in UCI and in FEN, and the
 * PGN {@code Variant} tag. The laws themselves are one: castling is generated in its general
 * (Chess960) form, of which standard castling is a case. Nothing outside this package asks which
 * variant a game is.
 */
public interface Variant {

    /** Standard chess. */
    Variant STANDARD = new Standard();

    /** Chess960 (Fischer random chess, FIDE Laws Appendix F / seed 000, 002 "Chess960 Rules"). */
    Variant CHESS960 = new Chess960();

    /** The name used in the PGN {@code Variant} tag and on the wire: {@code Standard} or {@code Chess960}. */
    String name();

    /** The UCI form of a move: castling is the king's two-square move in standard chess, king-takes-rook in Chess960. */
    Uci toUci(Move move);

    /** Whether a UCI move names this castling move. */
    boolean acceptsCastlingUci(Move castling, Uci uci);

    /** How the FEN castling field is written by default. */
    CastlingNotation castlingNotation();

    /** The variant named by a PGN {@code Variant} tag or wire name, case-insensitively; null when unknown. */
    static Variant byName(String name) {
        if (name == null) {
            return null;
        }
        String normalized = name.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
        switch (normalized) {
            case "standard":
            case "chess":
            case "normal": // cutechess
            case "fromposition": // lichess, for a standard game from a set-up position
            case "":
                return STANDARD;
            case "chess960":
            case "fischerandom":
            case "fischerrandom":
            case "960":
                return CHESS960;
            default:
                return null;
        }
    }
}
