-- One game per board of a scheduled match (MatchScheduled). The id is the one tournament-service
-- chose for the board, so every service names the game the same way from the start.
CREATE TABLE game (
    id              uuid        PRIMARY KEY,
    match_id        uuid        NOT NULL,
    competition_id  uuid        NOT NULL,
    round           integer     NOT NULL CHECK (round >= 1),
    board           integer     NOT NULL CHECK (board >= 1),
    white_player_id uuid        NOT NULL,
    black_player_id uuid        NOT NULL,
    -- the canonical notation of chess-rules' TimeControl, e.g. 30+0 or 90/40+30+30s
    time_control    text        NOT NULL,
    scheduled_start timestamptz NOT NULL,
    status          text        NOT NULL,
    -- the current position; the standard start position until moves are played
    fen             text        NOT NULL,
    created_at      timestamptz NOT NULL,
    version         bigint      NOT NULL,
    CONSTRAINT game_board_once_per_match UNIQUE (match_id, board),
    CONSTRAINT game_players_differ CHECK (white_player_id <> black_player_id)
);
