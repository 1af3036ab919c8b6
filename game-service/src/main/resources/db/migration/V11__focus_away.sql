-- The client's own focus signals (issue 20, fair-play report): per game and side, how often the
-- player's page lost focus during his turn and how long he was away, timed by the server (never by
-- the client). Fair-play data for arbiters only: not in the PGN, not shown to the opponent; published
-- with GameEnded (docs/events.md) and kept here for good.
CREATE TABLE focus_away (
    game_id        uuid        NOT NULL REFERENCES game (id),
    side           text        NOT NULL CHECK (side IN ('white', 'black')),
    lost           integer     NOT NULL DEFAULT 0 CHECK (lost >= 0),
    away_millis    bigint      NOT NULL DEFAULT 0 CHECK (away_millis >= 0),
    longest_millis bigint      NOT NULL DEFAULT 0 CHECK (longest_millis >= 0),
    -- the open absence: when it began, and how many moves were played then (the side's move that
    -- ends it is the next ply); both null when the player is not away
    away_since     timestamptz,
    away_ply       integer     CHECK (away_ply >= 0),
    PRIMARY KEY (game_id, side),
    CHECK ((away_since IS NULL) = (away_ply IS NULL))
);
