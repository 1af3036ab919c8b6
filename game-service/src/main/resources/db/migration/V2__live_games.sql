-- Live games (issue 5): the variant, the competition's draw rule, the result, the pending draw offer
-- and the protocol's event version on the game row; the moves; the game's event log (what the
-- WebSocket clients receive, by version); the arbiters' clock operations that clock-service announced.

-- A friendly game (POST /api/games) belongs to no competition; it is its own one-board match.
ALTER TABLE game ALTER COLUMN competition_id DROP NOT NULL;

ALTER TABLE game
    -- STANDARD or CHESS960
    ADD COLUMN variant               text    NOT NULL DEFAULT 'STANDARD',
    -- Chess960 start position number 0-959 (518 is the standard array); null for standard chess
    ADD COLUMN chess960_number       integer CHECK (chess960_number BETWEEN 0 AND 959),
    -- the position before the first move
    ADD COLUMN start_fen             text,
    -- Art. 9.1.1: no draw by agreement before this move number (1: allowed from the start)
    ADD COLUMN draws_agreed_from_move integer NOT NULL DEFAULT 1 CHECK (draws_agreed_from_move >= 1),
    -- half-moves played
    ADD COLUMN ply                   integer NOT NULL DEFAULT 0 CHECK (ply >= 0),
    -- the side whose draw offer stands (white or black), null when none
    ADD COLUMN draw_offered_by       text,
    -- 1-0, 0-1 or 1/2-1/2 once finished
    ADD COLUMN result                text,
    ADD COLUMN termination           text,
    ADD COLUMN ended_at              timestamptz,
    -- the protocol's version: the number of entries in the game's event log
    ADD COLUMN event_version         bigint  NOT NULL DEFAULT 0;

UPDATE game SET start_fen = fen WHERE start_fen IS NULL;
ALTER TABLE game ALTER COLUMN start_fen SET NOT NULL;

-- One row per accepted move. The primary key (game_id, ply) is what keeps two instances of the
-- service from both accepting a move for the same ply; the game row's optimistic version is the other.
CREATE TABLE game_move (
    game_id                uuid        NOT NULL REFERENCES game (id),
    ply                    integer     NOT NULL CHECK (ply >= 1),
    san                    text        NOT NULL,
    uci                    text        NOT NULL,
    fen                    text        NOT NULL,
    received_at            timestamptz NOT NULL,
    -- the id the client gave the move, so that a resend is acknowledged and not played twice
    client_move_id         text        NOT NULL,
    white_remaining_millis bigint      NOT NULL CHECK (white_remaining_millis >= 0),
    black_remaining_millis bigint      NOT NULL CHECK (black_remaining_millis >= 0),
    -- the event version of the move in the game's log
    version                bigint      NOT NULL,
    PRIMARY KEY (game_id, ply),
    CONSTRAINT game_move_client_move_once UNIQUE (game_id, client_move_id)
);

-- What happened to a game, in order, as the server messages the WebSocket clients receive: a client
-- that reconnects with its last version is sent the entries after it. Every instance broadcasts
-- new entries to its own clients (NOTIFY game_event after the commit).
CREATE TABLE game_event (
    game_id     uuid        NOT NULL REFERENCES game (id),
    version     bigint      NOT NULL CHECK (version >= 1),
    type        text        NOT NULL,
    -- the server message, JSON
    body        text        NOT NULL,
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- The arbiters' clock operations clock-service announced (ClockPaused, ClockResumed,
-- ClockTimeAdded, ClockTimeSet), applied to the game's clock in version order with the moves.
CREATE TABLE clock_adjustment (
    game_id        uuid        NOT NULL REFERENCES game (id),
    version        bigint      NOT NULL,
    -- paused, resumed, time-added or time-set
    kind           text        NOT NULL,
    side           text,
    amount_millis  bigint,
    at             timestamptz NOT NULL,
    PRIMARY KEY (game_id, version)
);
