/**
 * Portable Game Notation (PGN Standard 1994, Steven J. Edwards): {@link org.teamchess.rules.pgn.PgnReader}
 * reads games and score sheets, tolerant of what people write; {@link org.teamchess.rules.pgn.PgnWriter}
 * writes the export format; {@link org.teamchess.rules.pgn.PgnGame} is the game as tags and a tree of
 * moves with comments, NAGs and variations.
 */
package org.teamchess.rules.pgn;
