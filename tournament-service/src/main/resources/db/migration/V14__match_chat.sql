-- The match chat (regulation §1.5: the captains and the arbiter talk during the match; this
-- replaces the video call). One row per message, numbered from 1 within its match: the number is
-- the order, and the point a reconnecting client resumes after.
CREATE TABLE match_chat_message (
    match_id         uuid        NOT NULL REFERENCES team_match (id),
    seq              bigint      NOT NULL,
    tournament_id    uuid        NOT NULL REFERENCES tournament (id),
    author_subject   text        NOT NULL,
    author_name      text        NOT NULL,
    -- coach, arbiter or organizer: what the author was when he wrote.
    author_role      text        NOT NULL,
    -- The team a captain writes for; null for the officials.
    author_team_id   uuid,
    -- Null: everyone in the chat; a team: that team's captain and the officials only.
    audience_team_id uuid,
    body             text        NOT NULL,
    posted_at        timestamptz NOT NULL,
    PRIMARY KEY (match_id, seq)
);

-- The rate limit counts an author's recent messages.
CREATE INDEX match_chat_message_author ON match_chat_message (author_subject, posted_at);
