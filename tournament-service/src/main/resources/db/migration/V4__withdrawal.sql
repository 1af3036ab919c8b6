-- A team that withdrew from a tournament (TeamWithdrawn; seed 004 Art. 24.1).
CREATE TABLE team_withdrawal (
    tournament_id    uuid        NOT NULL REFERENCES tournament (id),
    team_id          uuid        NOT NULL REFERENCES team (team_id),
    withdrawn_at     timestamptz NOT NULL,
    -- its matches ended, and all its matches, when it withdrew
    completed        integer     NOT NULL CHECK (completed >= 0),
    scheduled        integer     NOT NULL CHECK (scheduled >= completed),
    PRIMARY KEY (tournament_id, team_id)
);

-- A match that was not played: the team that forfeited it (it withdrew); the other team has all
-- the board points (Art. 24.3: marked as unplayed, + and -).
ALTER TABLE team_match
    ADD COLUMN forfeited_by_team_id uuid REFERENCES team (team_id);
