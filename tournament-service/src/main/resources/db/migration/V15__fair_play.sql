-- The fair-play analysis (docs/decisions/fair-play-analysis.md).

-- When game-service received each move of a board's game (ids and times only, from MovePlayed),
-- for the move-time profile.
CREATE TABLE fairplay_move_time (
    game_id     uuid        NOT NULL,
    ply         integer     NOT NULL CHECK (ply >= 1),
    received_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, ply)
);

-- The durable queue of finished games to analyse: one row per game. A worker takes a pending row,
-- or a running one whose lease ran out (its worker died), with FOR UPDATE SKIP LOCKED.
CREATE TABLE fairplay_job (
    game_id     uuid        PRIMARY KEY,
    state       text        NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed')),
    attempts    integer     NOT NULL DEFAULT 0,
    enqueued_at timestamptz NOT NULL,
    lease_until timestamptz,
    finished_at timestamptz,
    error       text
);
CREATE INDEX fairplay_job_waiting ON fairplay_job (enqueued_at) WHERE state IN ('pending', 'running');

-- One side's play in an analysed game.
CREATE TABLE fairplay_side (
    game_id      uuid    NOT NULL REFERENCES fairplay_job (game_id) ON DELETE CASCADE,
    side         char(1) NOT NULL CHECK (side IN ('w', 'b')),
    player_id    uuid    NOT NULL,
    moves        integer NOT NULL,
    counted      integer NOT NULL,
    acpl         double precision,
    non_trivial  integer NOT NULL,
    top1         integer NOT NULL,
    top3         integer NOT NULL,
    move_millis  text    NOT NULL,
    engine       text    NOT NULL,
    nodes        bigint  NOT NULL,
    PRIMARY KEY (game_id, side)
);
