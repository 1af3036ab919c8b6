-- A player's call for the arbiter from the live board (issue 17, item 6): the game goes on the
-- arbiter console's attention list with the player's short message until an arbiter marks it handled.
CREATE TABLE arbiter_call (
    id            uuid        PRIMARY KEY,
    game_id       uuid        NOT NULL REFERENCES game (id),
    -- the caller's seat: white or black
    side          text        NOT NULL,
    -- the caller: the token's subject and the name it carried
    caller_id     text        NOT NULL,
    caller_name   text        NOT NULL,
    -- what the player wrote; empty when he only pressed the button
    message       text        NOT NULL,
    called_at     timestamptz NOT NULL,
    -- null while open
    handled_at    timestamptz,
    handled_by_id   text,
    handled_by_name text,
    -- what the arbiter noted, may be empty
    note          text
);
-- The console reads the open calls, the oldest first ...
CREATE INDEX arbiter_call_open ON arbiter_call (called_at) WHERE handled_at IS NULL;
-- ... and a game page the calls of its game.
CREATE INDEX arbiter_call_by_game ON arbiter_call (game_id);
-- At most one open call per seat: a second press while the arbiter is on his way changes nothing.
CREATE UNIQUE INDEX arbiter_call_one_open_per_seat ON arbiter_call (game_id, side) WHERE handled_at IS NULL;
