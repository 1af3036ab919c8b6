-- Presence as a faithful sequence (docs/protocol.md, "presence"): a player's presence at a game
-- changes only when his first connection opens or his last one closes, one change at a time per
-- game, numbered, so that every instance sends every change to its clients in order.

-- Each game's presence now and the number of its last change. The row is locked while a connection
-- of the game opens or closes, on any instance, so that the changes of one game never interleave.
CREATE TABLE game_presence (
    game_id     uuid        PRIMARY KEY REFERENCES game (id),
    sequence    bigint      NOT NULL,
    -- when the player's current uninterrupted presence began; null: not connected
    white_since timestamptz,
    black_since timestamptz
);

-- Every change, as the presence after it: an instance that missed notifications (its database
-- connection was lost) sends its clients what they missed. Kept for
-- teamchess.game.presence.changes-kept-for.
CREATE TABLE presence_change (
    game_id     uuid        NOT NULL,
    sequence    bigint      NOT NULL,
    white_since timestamptz,
    black_since timestamptz,
    changed_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, sequence)
);
CREATE INDEX presence_change_by_age ON presence_change (changed_at);

-- The connections open while this migration runs start the sequence.
INSERT INTO game_presence (game_id, sequence, white_since, black_since)
SELECT game_id, 0, min(since) FILTER (WHERE side = 'white'), min(since) FILTER (WHERE side = 'black')
FROM player_connection GROUP BY game_id;
