package org.teamchess.rules.pgn;

/**
 * Why a game could not be read to its end.
 *
 * @param ply    the half-move, counted from the game's start position and starting at 1, that could not
 *               be replayed (for a move in a variation, its depth in that line); 0 when the game could
 *               not start (a bad {@code FEN} or {@code Variant} tag)
 * @param move   the move as written, or the empty string when {@code ply} is 0
 * @param reason a sentence for a person, in English
 */
public record PgnError(int ply, String move, String reason) {
}
