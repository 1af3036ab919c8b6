-- Which account plays for a roster entry: registration-service's PlayerLinked, consumed here so
-- that a game's seat is taken by its player id or by the account linked to it, whenever the link
-- comes (docs/decisions/seats-and-accounts.md). One row per roster entry; a later link of the same
-- player id replaces the earlier one.
CREATE TABLE player_link (
    -- the roster entry: the player id of pairings and games
    player_id      uuid        PRIMARY KEY,
    -- the linked account: the token's subject, an opaque id
    account_id     text        NOT NULL,
    competition_id uuid        NOT NULL,
    team_id        uuid        NOT NULL,
    -- the time of the PlayerLinked event: an older link delivered again never replaces a newer one
    linked_at      timestamptz NOT NULL
);
-- GET /api/games/mine reads an account's player ids ...
CREATE INDEX player_link_by_account ON player_link (account_id);
-- ... and their games.
CREATE INDEX game_by_white_player ON game (white_player_id);
CREATE INDEX game_by_black_player ON game (black_player_id);
