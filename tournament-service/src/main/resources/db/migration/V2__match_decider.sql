-- A match level on board points may be decided by one more game (seed 000 §4.6).
ALTER TABLE tournament
    -- ARMAGEDDON (one Armageddon game, the default) or NONE (the match stays drawn)
    ADD COLUMN drawn_match  text    NOT NULL DEFAULT 'ARMAGEDDON',
    -- the board whose two players play the decider
    ADD COLUMN decider_board integer NOT NULL DEFAULT 1 CHECK (decider_board >= 1);

-- The decider is a board_game of its match, numbered one past the match's boards.
ALTER TABLE board_game
    ADD COLUMN decider boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX board_game_one_decider ON board_game (match_id) WHERE decider;

ALTER TABLE team_match
    -- the team that won the decider, once it ended
    ADD COLUMN decider_winner_team_id uuid REFERENCES team (team_id);
