-- registration-service's own tables. service-support's outbox and processed_event tables come
-- from classpath:db/outbox (versions 0.x).

-- A competition open for applications, with its team rule (the regulation's by default).
CREATE TABLE competition (
    id           uuid        PRIMARY KEY,
    name         text        NOT NULL,
    deadline     timestamptz NOT NULL,
    time_zone    text        NOT NULL,
    board_count  integer     NOT NULL CHECK (board_count >= 1),
    max_reserves integer     NOT NULL CHECK (max_reserves >= 0),
    min_grade    integer     NOT NULL,
    max_grade    integer     NOT NULL,
    opened_at    timestamptz NOT NULL,
    CHECK (min_grade <= max_grade)
);

-- A school, once for all its applications; normalized_key is its lower-case name and municipality.
CREATE TABLE school (
    id             uuid PRIMARY KEY,
    name           text NOT NULL,
    municipality   text NOT NULL,
    normalized_key text NOT NULL UNIQUE
);

-- A school's team application to a competition; its id is the team's id.
CREATE TABLE team_application (
    id             uuid        PRIMARY KEY,
    competition_id uuid        NOT NULL REFERENCES competition (id),
    school_id      uuid        NOT NULL REFERENCES school (id),
    coach_subject  text        NOT NULL,
    arrival        integer     NOT NULL CHECK (arrival >= 1),
    submitted_at   timestamptz NOT NULL,
    UNIQUE (competition_id, arrival),
    UNIQUE (competition_id, school_id),
    UNIQUE (competition_id, coach_subject)
);

-- The players of an application in board order; the id is the player's id in pairings.
CREATE TABLE roster_entry (
    id             uuid    PRIMARY KEY,
    application_id uuid    NOT NULL REFERENCES team_application (id) ON DELETE CASCADE,
    board          integer NOT NULL CHECK (board >= 1),
    display_name   text    NOT NULL,
    grade          integer NOT NULL,
    UNIQUE (application_id, board)
);

-- The matches tournament-service scheduled for a team (from MatchScheduled).
CREATE TABLE team_match (
    id             bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    team_id        uuid    NOT NULL REFERENCES team_application (id),
    match_id       uuid    NOT NULL,
    competition_id uuid    NOT NULL,
    round          integer NOT NULL CHECK (round >= 1),
    UNIQUE (team_id, match_id)
);
