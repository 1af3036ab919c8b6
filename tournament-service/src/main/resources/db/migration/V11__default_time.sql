-- The tournament's default time (Art. 6.7.1, issue 16): a player not at the board by a round's start
-- plus this many minutes loses, unplayed; both absent, both lose. MatchScheduled carries it to
-- game-service. Null for tournaments created before: their games keep game-service's configured one.
ALTER TABLE tournament
    ADD COLUMN default_time_minutes integer CHECK (default_time_minutes BETWEEN 0 AND 60);
