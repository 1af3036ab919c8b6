package org.teamchess.rules.variant;

/** How the FEN castling field names the rooks that may castle. */
public enum CastlingNotation {
    /** {@code KQkq} only: the standard-chess form. */
    STANDARD,
    /** X-FEN: {@code K}/{@code Q} for the outermost rook on that side, a file letter otherwise. */
    X_FEN,
    /** Shredder-FEN: always the rook's file letter ({@code HAha}). */
    SHREDDER
}
