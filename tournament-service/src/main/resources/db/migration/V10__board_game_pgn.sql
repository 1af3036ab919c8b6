-- The game's PGN as game-service announced it with GameEnded.pgn (English SAN with its tags), for
-- the round's PGN export; null for a result without one (an older event, a forfeit without moves).
ALTER TABLE board_game
    ADD COLUMN pgn text;
