-- Issue 14: accounts made from invitations (docs/decisions/accounts.md).

-- A roster entry's linked account: its user name (for the coach's login cards) and whether this
-- service made it from the entry's invitation code (only such an account's password may be reset
-- by the coach).
ALTER TABLE roster_entry ADD COLUMN account_username text;
ALTER TABLE roster_entry ADD COLUMN account_made_here boolean NOT NULL DEFAULT false;

-- An organizer's invitation of a coach, an arbiter or a federation reader; the code is the key.
-- The account made from it is recorded with its user name; one account per invitation.
CREATE TABLE staff_invitation (
    code            text        PRIMARY KEY,
    role            text        NOT NULL CHECK (role IN ('coach', 'arbiter', 'federation')),
    first_name      text        NOT NULL,
    last_name       text        NOT NULL,
    created_at      timestamptz NOT NULL,
    created_by      text        NOT NULL,
    account_subject text        UNIQUE,
    username        text,
    linked_at       timestamptz
);
CREATE INDEX staff_invitation_created ON staff_invitation (created_at DESC);
