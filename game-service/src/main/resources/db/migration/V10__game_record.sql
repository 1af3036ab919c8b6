-- The game's full record (issue 20, part 3): what the server saw, kept for good so that the PGN with
-- clocks and comments (org.teamchess.game.record) can be built at any time, also after a restart.
-- Moves, draw offers and answers, quickplay claims and decisions and the game's end are in game_event
-- already; this adds what was not kept.

-- The arbiter's reason for a clock operation (clock-service's events carry it); null for older rows.
ALTER TABLE clock_adjustment ADD COLUMN reason text;

-- Every presence change of a player, kept for good (presence_change is pruned after a while): which
-- side connected or lost its last connection, at which ply of the game and when (the database's
-- clock, like the presence sequence's).
CREATE TABLE presence_record (
    game_id    uuid        NOT NULL REFERENCES game (id),
    sequence   bigint      NOT NULL,
    side       text        NOT NULL CHECK (side IN ('white', 'black')),
    connected  boolean     NOT NULL,
    -- the half-moves played when it changed
    ply        integer     NOT NULL CHECK (ply >= 0),
    at         timestamptz NOT NULL,
    PRIMARY KEY (game_id, sequence)
);

-- The changes still kept start the record: the side is the one whose presence flipped from the change
-- before (or, for the first one kept, the side present), the ply the moves received by then.
INSERT INTO presence_record (game_id, sequence, side, connected, ply, at)
SELECT c.game_id, c.sequence, flipped.side, flipped.connected,
       (SELECT count(*) FROM game_move m WHERE m.game_id = c.game_id AND m.received_at <= c.changed_at),
       c.changed_at
FROM presence_change c
LEFT JOIN presence_change p ON p.game_id = c.game_id AND p.sequence = c.sequence - 1
CROSS JOIN LATERAL (SELECT CASE
        WHEN p.game_id IS NULL THEN (CASE WHEN c.white_since IS NOT NULL THEN 'white' ELSE 'black' END)
        WHEN (c.white_since IS NULL) <> (p.white_since IS NULL) THEN 'white' ELSE 'black' END AS side) s
CROSS JOIN LATERAL (SELECT s.side,
        CASE WHEN s.side = 'white' THEN c.white_since IS NOT NULL ELSE c.black_since IS NOT NULL END AS connected)
        flipped
WHERE EXISTS (SELECT 1 FROM game g WHERE g.id = c.game_id);

-- Every draw claim under Art. 9.2 (threefold repetition) and 9.3 (fifty moves), correct or not: a
-- correct one ends the game, an incorrect one is refused and the game goes on.
CREATE TABLE draw_claim (
    id            uuid        PRIMARY KEY,
    game_id       uuid        NOT NULL REFERENCES game (id),
    side          text        NOT NULL CHECK (side IN ('white', 'black')),
    -- threefold-repetition or fifty-moves
    claim         text        NOT NULL,
    -- the move the claimant wrote and declared he would play (Art. 9.2.1, 9.3.1), English SAN; null when none
    intended_move text,
    correct       boolean     NOT NULL,
    -- the half-moves played when it was claimed
    ply           integer     NOT NULL CHECK (ply >= 0),
    at            timestamptz NOT NULL
);
CREATE INDEX draw_claim_by_game ON draw_claim (game_id, at);
