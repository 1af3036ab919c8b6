-- Moves and the end of the game join the clock log (MovePlayed, GameEnded from game-service), and
-- the flag timers get what they need: when to look next, and the flags that fell.

-- MOVE_RECEIVED: a move of game-service at its receipt time (at), for ply (the half-moves played
-- before it), credited lag_millis of network lag. ENDED: the game ended at (at). Neither has an
-- actor or a reason; an arbiter's operation still has both.
ALTER TABLE clock_event
    ADD COLUMN ply        integer CHECK (ply >= 0),
    ADD COLUMN lag_millis bigint  CHECK (lag_millis >= 0),
    ALTER COLUMN actor  DROP NOT NULL,
    ALTER COLUMN reason DROP NOT NULL,
    ADD CONSTRAINT clock_event_audited
        CHECK (kind IN ('MOVE_RECEIVED', 'ENDED') OR (actor IS NOT NULL AND reason IS NOT NULL)),
    ADD CONSTRAINT clock_event_move
        CHECK (kind <> 'MOVE_RECEIVED' OR (ply IS NOT NULL AND lag_millis IS NOT NULL));

-- ply: the half-moves the clock has taken. flag_check_at: when the flag timer must look at this
-- clock next, the running side's grace end (chess-rules' ClockState.graceEnd); null when no flag
-- can fall (paused, ended, or the flag already fell). Never later than the true grace end: a look
-- too early finds nothing and sets the next one, a look too late would be a late flag. Clocks set
-- up before this version get their start, so the timers look at them once after the migration.
ALTER TABLE game_clock
    ADD COLUMN ply           integer     NOT NULL DEFAULT 0 CHECK (ply >= 0),
    ADD COLUMN flag_check_at timestamptz;
UPDATE game_clock SET flag_check_at = scheduled_start;

-- The timers' rebuild after a restart: every clock that has a timer.
CREATE INDEX game_clock_flag_check_at ON game_clock (flag_check_at) WHERE flag_check_at IS NOT NULL;

-- A flag fall (Art. 6.9), published as FlagFell once: the primary key allows one per game and ply.
CREATE TABLE flag_fall (
    game_id    uuid        NOT NULL REFERENCES game_clock (game_id),
    -- the half-moves played when the time ran out
    ply        integer     NOT NULL CHECK (ply >= 0),
    -- white or black: the side to move at that ply
    side       text        NOT NULL CHECK (side IN ('white', 'black')),
    -- the running side's deadline: when its time reached zero
    fell_at    timestamptz NOT NULL,
    -- when the timer found it (later than fell_at by the lag grace, or more after a restart)
    noticed_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, ply)
);
