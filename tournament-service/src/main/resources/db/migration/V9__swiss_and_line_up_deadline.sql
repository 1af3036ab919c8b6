-- Minutes before a round's start at which its line-ups close and its board pairings are announced;
-- null: line-ups close when the round is published (as soon as the round before is complete).
ALTER TABLE tournament ADD COLUMN line_up_deadline_minutes integer CHECK (line_up_deadline_minutes >= 0);

-- A Swiss tournament's colour drawn by lot before round 1 (C.04.6 Art. 4.1): the colour of pairing
-- number 1's board-1 player, WHITE or BLACK; null for the other formats.
ALTER TABLE tournament ADD COLUMN swiss_initial_colour text;

-- A Swiss round is paired when the round before it is complete: until then it has no matches.
ALTER TABLE tournament_round ADD COLUMN paired_at timestamptz;
UPDATE tournament_round SET paired_at = COALESCE(published_at, now());
