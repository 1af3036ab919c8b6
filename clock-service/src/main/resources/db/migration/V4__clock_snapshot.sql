-- The clock as of its last change (chess-rules' ClockSnapshot) is kept on its row, so a move, an
-- arbiter's operation or a flag check takes the clock up from here instead of replaying the whole
-- log (docs/decisions/clock-moves-in-batches.md). Moves are no longer logged: clock_event keeps the
-- arbiters' operations, the outage pauses and the end, each with the ply the clock was at.
--
-- status null: a clock stored before this version, whose snapshot is written by its next change
-- (replayed from its log once); every other snapshot column is then null too. Durations are in
-- microseconds, the precision of the instants stored beside them.
ALTER TABLE game_clock
    ADD COLUMN status                 text        CHECK (status IN ('RUNNING', 'PAUSED', 'ENDED')),
    ADD COLUMN white_remaining_micros bigint      CHECK (white_remaining_micros >= 0),
    ADD COLUMN white_moves            integer     CHECK (white_moves >= 0),
    ADD COLUMN white_period           integer     CHECK (white_period >= 0),
    ADD COLUMN white_lag_bank_micros  bigint      CHECK (white_lag_bank_micros >= 0),
    ADD COLUMN black_remaining_micros bigint      CHECK (black_remaining_micros >= 0),
    ADD COLUMN black_moves            integer     CHECK (black_moves >= 0),
    ADD COLUMN black_period           integer     CHECK (black_period >= 0),
    ADD COLUMN black_lag_bank_micros  bigint      CHECK (black_lag_bank_micros >= 0),
    -- running: when the running stretch began; stopped: when the clock stopped
    ADD COLUMN anchor                 timestamptz,
    -- simple delay: what is left of the running side's delay this turn
    ADD COLUMN delay_left_micros      bigint      CHECK (delay_left_micros >= 0),
    -- the running side's time this turn before the anchor (a turn interrupted by pauses)
    ADD COLUMN turn_used_micros       bigint      CHECK (turn_used_micros >= 0),
    -- the instant of the last event the clock took; null before any
    ADD COLUMN last_event_at          timestamptz,
    -- the sequence of the game's last clock_event (0: none), so a new entry needs no read of the log
    ADD COLUMN log_length             integer     NOT NULL DEFAULT 0 CHECK (log_length >= 0),
    ADD CONSTRAINT game_clock_snapshot_whole CHECK (status IS NULL OR (white_remaining_micros IS NOT NULL
        AND white_moves IS NOT NULL AND white_period IS NOT NULL AND white_lag_bank_micros IS NOT NULL
        AND black_remaining_micros IS NOT NULL AND black_moves IS NOT NULL AND black_period IS NOT NULL
        AND black_lag_bank_micros IS NOT NULL AND anchor IS NOT NULL AND delay_left_micros IS NOT NULL
        AND turn_used_micros IS NOT NULL));

UPDATE game_clock c SET log_length = coalesce((SELECT max(e.sequence) FROM clock_event e WHERE e.game_id = c.game_id), 0);
