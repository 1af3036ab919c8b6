-- One clock per game (GameCreated). With the time-stamped events of the game it determines both
-- clocks (chess-rules' GameClock); the walking skeleton has no events yet.
CREATE TABLE game_clock (
    game_id         uuid        PRIMARY KEY,
    -- the canonical notation of chess-rules' TimeControl, e.g. 30+0 or 90/40+30+30s
    time_control    text        NOT NULL,
    -- when White's clock starts (Art. 6.5)
    scheduled_start timestamptz NOT NULL,
    created_at      timestamptz NOT NULL,
    version         bigint      NOT NULL
);
