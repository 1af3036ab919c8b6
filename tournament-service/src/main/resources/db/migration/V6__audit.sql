-- What organizers changed, who and why: the tournament's audit trail.
CREATE TABLE tournament_audit (
    id            bigserial   PRIMARY KEY,
    tournament_id uuid        NOT NULL REFERENCES tournament (id),
    at            timestamptz NOT NULL,
    -- the token's name (preferred_username) or subject
    actor         text        NOT NULL,
    -- created, round-published, round-moved
    action        text        NOT NULL,
    detail        text        NOT NULL,
    reason        text
);
CREATE INDEX tournament_audit_by_tournament ON tournament_audit (tournament_id, id);
