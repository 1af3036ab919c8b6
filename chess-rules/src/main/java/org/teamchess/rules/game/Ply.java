package org.teamchess.rules.game;

import org.teamchess.rules.Move;
import org.teamchess.rules.Position;

/** One half-move of a game: the position before it, the legal move, and the position it led to. */
public record Ply(Position before, Move move, Position after) {
}
