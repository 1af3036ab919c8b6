-- What the public (anonymous readers, and accounts taking no part in the tournament) sees of the
-- players' names (docs/decisions/names-policy.md): FULL, FIRST_NAME_INITIAL or HIDDEN. The players
-- are minors, so every tournament, those created before the policy included, starts with first name
-- and initial.
ALTER TABLE tournament ADD COLUMN public_names text NOT NULL DEFAULT 'FIRST_NAME_INITIAL'
    CHECK (public_names IN ('FULL', 'FIRST_NAME_INITIAL', 'HIDDEN'));

-- The accounts linked to roster entries (PlayerLinked): a child logged in reads the names of the
-- tournaments his team plays in. Ids only.
CREATE TABLE player_account (
    player_id  uuid PRIMARY KEY,
    team_id    uuid NOT NULL,
    account_id text NOT NULL
);
CREATE INDEX player_account_account ON player_account (account_id);
