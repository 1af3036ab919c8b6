-- Absent players (Art. 6.7.1, issue 16): a side whose flag fell before he ever came to the board is
-- an absent player for good; with his opponent absent as well the result waits for the arrival
-- deadline (his opponent may still come and win by forfeit; if not, both lose).
ALTER TABLE game
    ADD COLUMN absent_flag_side text CHECK (absent_flag_side IN ('white', 'black')),
    ADD COLUMN absent_flag_at   timestamptz,
    ADD CONSTRAINT game_absent_flag_both CHECK ((absent_flag_side IS NULL) = (absent_flag_at IS NULL));

-- The no-show check also reads the games in which an absent side's flag fell and the opponent came.
CREATE INDEX game_absent_flag_due ON game (arrival_deadline) WHERE ended_at IS NULL AND absent_flag_side IS NOT NULL;
