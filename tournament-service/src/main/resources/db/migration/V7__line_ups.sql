-- The coach's account from TeamRegistered: who may submit the team's line-ups.
ALTER TABLE team
    ADD COLUMN coach_subject text;

-- A team's line-up for one round, submitted by its coach (or an organizer) before the round is
-- published; without one the line-up is the first players of the roster.
CREATE TABLE line_up (
    tournament_id uuid        NOT NULL REFERENCES tournament (id),
    round         integer     NOT NULL,
    team_id       uuid        NOT NULL REFERENCES team (team_id),
    submitted_by  text        NOT NULL,
    submitted_at  timestamptz NOT NULL,
    version       bigint      NOT NULL DEFAULT 0,
    PRIMARY KEY (tournament_id, round, team_id)
);

-- Its players by board (position 0 is board 1).
CREATE TABLE line_up_player (
    tournament_id uuid    NOT NULL,
    round         integer NOT NULL,
    team_id       uuid    NOT NULL,
    position      integer NOT NULL,
    player_id     uuid    NOT NULL,
    PRIMARY KEY (tournament_id, round, team_id, position),
    FOREIGN KEY (tournament_id, round, team_id) REFERENCES line_up (tournament_id, round, team_id)
);
