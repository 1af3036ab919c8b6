-- Teams of the competitions as registration-service announces them: TeamRegistered fills the
-- registration, RosterChanged the roster; either may arrive first.
CREATE TABLE team (
    team_id        uuid        PRIMARY KEY,
    competition_id uuid        NOT NULL,
    -- null until the team's TeamRegistered arrived
    school_id      uuid,
    board_count    integer     CHECK (board_count >= 1),
    -- the TeamRegistered envelope's time: the order of registration
    registered_at  timestamptz,
    version        bigint      NOT NULL
);
CREATE INDEX team_by_competition ON team (competition_id, registered_at);

-- A team's roster in order: boards first, then reserves (RosterChanged; the latest wins).
CREATE TABLE team_roster (
    team_id   uuid    NOT NULL REFERENCES team (team_id),
    position  integer NOT NULL CHECK (position >= 0),
    player_id uuid    NOT NULL,
    PRIMARY KEY (team_id, position)
);

CREATE TABLE tournament (
    id                  uuid        PRIMARY KEY,
    competition_id      uuid        NOT NULL,
    name                text        NOT NULL,
    -- ROUND_ROBIN, DOUBLE_ROUND_ROBIN or MATCH
    format              text        NOT NULL,
    boards              integer     NOT NULL CHECK (boards >= 1),
    -- the canonical notation of chess-rules' TimeControl
    time_control        text        NOT NULL,
    time_zone           text        NOT NULL,
    -- the tie-break order, wire names separated by commas
    tie_breaks          text        NOT NULL,
    created_by          text        NOT NULL,
    created_at          timestamptz NOT NULL,
    version             bigint      NOT NULL
);

-- The teams of a tournament by pairing number (position + 1).
CREATE TABLE tournament_team (
    tournament_id uuid    NOT NULL REFERENCES tournament (id),
    position      integer NOT NULL CHECK (position >= 0),
    team_id       uuid    NOT NULL REFERENCES team (team_id),
    PRIMARY KEY (tournament_id, position),
    CONSTRAINT tournament_team_once UNIQUE (tournament_id, team_id)
);

CREATE TABLE tournament_round (
    id              bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    tournament_id   uuid        NOT NULL REFERENCES tournament (id),
    number          integer     NOT NULL CHECK (number >= 1),
    scheduled_start timestamptz NOT NULL,
    -- the team without a match this round (odd number of teams)
    bye_team_id     uuid,
    -- when its matches were announced (MatchScheduled); null before
    published_at    timestamptz,
    CONSTRAINT tournament_round_once UNIQUE (tournament_id, number)
);

CREATE TABLE team_match (
    id                 uuid        PRIMARY KEY,
    tournament_id      uuid        NOT NULL REFERENCES tournament (id),
    round              integer     NOT NULL CHECK (round >= 1),
    -- the table's order within the round, from 0
    position           integer     NOT NULL,
    first_team_id      uuid        NOT NULL REFERENCES team (team_id),
    second_team_id     uuid        NOT NULL REFERENCES team (team_id),
    scheduled_start    timestamptz NOT NULL,
    -- board points times two, once every board has ended
    first_team_halves  integer     CHECK (first_team_halves >= 0),
    second_team_halves integer     CHECK (second_team_halves >= 0),
    ended_at           timestamptz,
    version            bigint      NOT NULL,
    CONSTRAINT team_match_place UNIQUE (tournament_id, round, position)
);

-- One game per board of a published match.
CREATE TABLE board_game (
    game_id          uuid        PRIMARY KEY,
    match_id         uuid        NOT NULL REFERENCES team_match (id),
    board            integer     NOT NULL CHECK (board >= 1),
    white_player_id  uuid        NOT NULL,
    black_player_id  uuid        NOT NULL,
    -- whether the match's first-named team has White here (boards 1, 3, ...)
    first_team_white boolean     NOT NULL,
    -- 1-0, 0-1 or 1/2-1/2 once the game ended (GameEnded)
    result           text,
    termination      text,
    ended_at         timestamptz,
    CONSTRAINT board_game_once UNIQUE (match_id, board)
);
