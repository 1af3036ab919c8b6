-- Presence and late arrival (Art. 6.7.1).

ALTER TABLE game
    -- the scheduled start plus the competition's default time: a side that has not joined by then
    -- loses by forfeit; null for games created before this migration (never forfeited)
    ADD COLUMN arrival_deadline timestamptz,
    -- each side's first accepted hello as that player
    ADD COLUMN white_joined_at  timestamptz,
    ADD COLUMN black_joined_at  timestamptz;

-- The no-show check reads the games that go on with their default time passed.
CREATE INDEX game_arrival_due ON game (arrival_deadline) WHERE ended_at IS NULL;

-- The instances of the service that are alive: each writes its heartbeat (the database's now())
-- every few seconds; one silent for longer than the configured limit is taken as crashed.
CREATE TABLE service_instance (
    instance_id  uuid        PRIMARY KEY,
    heartbeat_at timestamptz NOT NULL
);

-- The open WebSocket connections of players (not spectators), written on the accepted hello and
-- removed on close, or with their instance once it is silent. A player may have several.
CREATE TABLE player_connection (
    connection_id text        PRIMARY KEY,
    instance_id   uuid        NOT NULL,
    game_id       uuid        NOT NULL REFERENCES game (id),
    side          text        NOT NULL CHECK (side IN ('white', 'black')),
    since         timestamptz NOT NULL
);
CREATE INDEX player_connection_by_game ON player_connection (game_id);
CREATE INDEX player_connection_by_instance ON player_connection (instance_id);
