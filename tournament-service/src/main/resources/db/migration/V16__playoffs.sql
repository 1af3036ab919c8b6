-- Play-offs for tied places (seed 004 Art. 30.5); docs/decisions/play-offs.md.

-- The regulation: places 1..places are decided by play-off among teams level on the primary
-- score (Art. 30.5.1: fixed before the start). No row: no play-off, the tie-breaks decide.
CREATE TABLE playoff_regulation (
    tournament_id uuid    PRIMARY KEY REFERENCES tournament (id),
    places        integer NOT NULL CHECK (places >= 1)
);

-- One play-off: a group of teams level on the primary score for a place the regulation names.
CREATE TABLE playoff (
    id            uuid        PRIMARY KEY,
    tournament_id uuid        NOT NULL REFERENCES tournament (id),
    -- the best place the group contends for
    first_place   integer     NOT NULL CHECK (first_place >= 1),
    -- the teams, comma-separated, in their order in the standings before the play-off
    team_ids      text        NOT NULL,
    -- PLAYING, DECIDED or NOT_HELD
    status        text        NOT NULL,
    -- the final order once decided (comma-separated), and which of them the play-off placed
    final_order   text,
    decided_by_playoff text,
    -- why the tie-breaks decide (not held, deadline passed, a size the article's schemes do not fit)
    note          text,
    deadline      timestamptz NOT NULL,
    created_at    timestamptz NOT NULL,
    decided_at    timestamptz,
    version       bigint      NOT NULL,
    CONSTRAINT playoff_once UNIQUE (tournament_id, first_place)
);

-- A match of a play-off: a mini-match (two games per board), a rapid match of a mini round robin
-- (one game per board) or an Armageddon (one game, the decider board's players).
CREATE TABLE playoff_match (
    id             uuid        PRIMARY KEY,
    playoff_id     uuid        NOT NULL REFERENCES playoff (id),
    -- MINI_MATCH, RAPID, ARMAGEDDON or ARMAGEDDON_ROUND
    kind           text        NOT NULL,
    -- matches of one stage are played at the same time; stages one after another
    stage          integer     NOT NULL CHECK (stage >= 1),
    first_team_id  uuid        NOT NULL,
    second_team_id uuid        NOT NULL,
    -- the Armageddon's colours by lot (Art. 30.5.5); the first team has White on odd boards otherwise
    first_team_white boolean   NOT NULL,
    published_at   timestamptz,
    -- board points times two over all its games, and the winner once it ended (null: level)
    first_team_halves  integer,
    second_team_halves integer,
    winner_team_id uuid,
    ended_at       timestamptz
);
CREATE INDEX playoff_match_by_playoff ON playoff_match (playoff_id, stage);

CREATE TABLE playoff_game (
    game_id          uuid    PRIMARY KEY,
    match_id         uuid    NOT NULL REFERENCES playoff_match (id),
    -- 1 or 2: the mini-match's second game has the colours reversed
    leg              integer NOT NULL CHECK (leg >= 1),
    board            integer NOT NULL CHECK (board >= 1),
    white_player_id  uuid    NOT NULL,
    black_player_id  uuid    NOT NULL,
    first_team_white boolean NOT NULL,
    result           text,
    ended_at         timestamptz,
    CONSTRAINT playoff_game_once UNIQUE (match_id, leg, board)
);
