-- A play-off game's PGN as game-service sent it with GameEnded, for the play-offs' PGN export
-- (Art. 30.5; docs/decisions/play-offs.md). Null for games that ended before this column.
ALTER TABLE playoff_game ADD COLUMN pgn text;
