-- The time-stamped log of a game's clock (chess-rules' ClockEvent): the game's clock is its time
-- control and scheduled start (game_clock) with these events replayed in sequence. Arbiters'
-- operations are audited here: who (the account id) and why.
CREATE TABLE clock_event (
    id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id     uuid        NOT NULL REFERENCES game_clock (game_id),
    sequence    integer     NOT NULL CHECK (sequence >= 1),
    -- PAUSED, RESUMED, TIME_ADDED, TIME_SET
    kind        text        NOT NULL,
    -- white or black for TIME_ADDED and TIME_SET
    side        text,
    -- the time added (TIME_ADDED) or set (TIME_SET)
    millis      bigint      CHECK (millis > 0),
    at          timestamptz NOT NULL,
    actor       text        NOT NULL,
    reason      text        NOT NULL,
    CONSTRAINT clock_event_in_sequence UNIQUE (game_id, sequence)
);
