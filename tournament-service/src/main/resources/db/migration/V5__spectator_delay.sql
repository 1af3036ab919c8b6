-- The competition's spectator delay (issue 5): spectators other than arbiters and organizers see
-- the games this many seconds late; game-service applies it, MatchScheduled carries it.
ALTER TABLE tournament
    ADD COLUMN spectator_delay_seconds integer NOT NULL DEFAULT 0 CHECK (spectator_delay_seconds BETWEEN 0 AND 3600);
