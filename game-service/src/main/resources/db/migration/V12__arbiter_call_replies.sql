-- The "arbiter, please come" thread of a call (issue 20): after the caller's first words
-- (arbiter_call.message), the caller and the arbiters write short lines ("coming", a question, a
-- ruling) until an arbiter closes the call (handled_at, with his ruling in note). Kept with the game.
CREATE TABLE arbiter_call_reply (
    id          uuid        PRIMARY KEY,
    call_id     uuid        NOT NULL REFERENCES arbiter_call (id),
    -- the writer: the token's subject and the name it carried; player (the caller's seat) or arbiter
    author_id   text        NOT NULL,
    author_name text        NOT NULL,
    author_role text        NOT NULL CHECK (author_role IN ('player', 'arbiter')),
    text        text        NOT NULL,
    posted_at   timestamptz NOT NULL
);
-- A call's thread in order, and a writer's last line (the rate limit).
CREATE INDEX arbiter_call_reply_by_call ON arbiter_call_reply (call_id, posted_at);
