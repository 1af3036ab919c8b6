-- The fair-play report, issue 20 part 1 (docs/decisions/fair-play-focus.md).

-- Each side's time away from the game during its own turn, as game-service timed it from the
-- client's focus signals and published it with GameEnded (by side, no names): fair-play data for
-- the arbiters' report only.
CREATE TABLE fairplay_focus (
    game_id        uuid    NOT NULL,
    side           char(1) NOT NULL CHECK (side IN ('w', 'b')),
    lost           integer NOT NULL CHECK (lost >= 0),
    away_millis    bigint  NOT NULL CHECK (away_millis >= 0),
    longest_millis bigint  NOT NULL CHECK (longest_millis >= 0),
    PRIMARY KEY (game_id, side)
);

-- The move-time profile is read from the finished game's [%clk] comments now: no row per move
-- (the hot path of issue 19). Nothing else read these times.
DROP TABLE fairplay_move_time;
