-- Quickplay-finish claims (Art. 10.2), the arbiters' actions, the start of each game (GameStarted)
-- and the competition's spectator delay.

ALTER TABLE game
    -- when the game started (its scheduled start) once GameStarted was published for it; null before
    ADD COLUMN started_at                timestamptz,
    -- spectators other than arbiters and organizers see the game this many seconds late
    ADD COLUMN spectator_delay_seconds   integer     NOT NULL DEFAULT 0 CHECK (spectator_delay_seconds >= 0),
    -- the open quickplay-finish claim (Art. 10.2): who claimed, when, and whether the arbiter
    -- postponed his decision (Art. 10.2.2); null when none is open
    ADD COLUMN quickplay_claim_by        text        CHECK (quickplay_claim_by IN ('white', 'black')),
    ADD COLUMN quickplay_claimed_at      timestamptz,
    ADD COLUMN quickplay_claim_postponed boolean     NOT NULL DEFAULT false,
    -- a flag that fell while a quickplay claim was open: the arbiter declares the result (Art. 10.2.2)
    ADD COLUMN flag_fell_side            text        CHECK (flag_fell_side IN ('white', 'black')),
    ADD COLUMN flag_fell_at              timestamptz;

-- Games that were under way or over before GameStarted existed count as started, unannounced.
UPDATE game SET started_at = scheduled_start WHERE ply > 0 OR ended_at IS NOT NULL;

-- The start check reads the games whose scheduled start came and that are not started yet.
CREATE INDEX game_start_due ON game (scheduled_start) WHERE started_at IS NULL AND ended_at IS NULL;
-- The arbiters' list reads the open claims.
CREATE INDEX game_quickplay_open ON game (quickplay_claimed_at) WHERE quickplay_claim_by IS NOT NULL;
-- ... and the recent ends.
CREATE INDEX game_ended_at ON game (ended_at) WHERE ended_at IS NOT NULL;

-- Every arbiter's (or organizer's) action on a game, with who and why: decisions on quickplay
-- claims, adjudicated results, voided games. Kept for good; the game's log announces each.
CREATE TABLE arbiter_action (
    id           uuid        PRIMARY KEY,
    game_id      uuid        NOT NULL REFERENCES game (id),
    -- quickplay-draw, quickplay-rejected, quickplay-postponed, adjudicated or voided
    action       text        NOT NULL,
    -- the result and termination the action gave the game, when it ended it
    result       text,
    termination  text,
    -- the article of the Laws it applies, e.g. 10.2.3
    article      text        NOT NULL,
    -- the token's subject and display name of who did it
    actor_id     text        NOT NULL,
    actor_name   text        NOT NULL,
    reason       text        NOT NULL,
    at           timestamptz NOT NULL,
    -- the entry of the game's log that announced it
    version      bigint      NOT NULL
);
CREATE INDEX arbiter_action_by_game ON arbiter_action (game_id, at);
