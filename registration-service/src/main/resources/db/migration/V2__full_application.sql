-- Issue 4: the full application of seed 000 Appendix 1, editing and withdrawal, player accounts,
-- personal data. Rows of V1 keep working: what they lack stays null (an incomplete application).

-- The composition rule as data: one gender requirement per board and per reserve slot
-- ('male', 'female' or 'any'), comma-separated in slot order. board_count and max_reserves stay
-- and always equal the lengths of the lists. ends_at: when the competition is over (personal data
-- may then be erased on request).
ALTER TABLE competition ADD COLUMN board_genders text;
ALTER TABLE competition ADD COLUMN reserve_genders text;
ALTER TABLE competition ADD COLUMN ends_at timestamptz;
UPDATE competition SET
    board_genders = array_to_string(array_fill('any'::text, ARRAY[board_count]), ','),
    reserve_genders = CASE WHEN max_reserves = 0 THEN ''
        ELSE array_to_string(array_fill('any'::text, ARRAY[max_reserves]), ',') END,
    ends_at = deadline + interval '90 days';
ALTER TABLE competition ALTER COLUMN board_genders SET NOT NULL;
ALTER TABLE competition ALTER COLUMN reserve_genders SET NOT NULL;
ALTER TABLE competition ALTER COLUMN ends_at SET NOT NULL;

-- The team leader, the director, the three agreements; withdrawal and erasure.
ALTER TABLE team_application ADD COLUMN leader_full_name text;
ALTER TABLE team_application ADD COLUMN leader_position text;
ALTER TABLE team_application ADD COLUMN leader_phone text;
ALTER TABLE team_application ADD COLUMN leader_email text;
ALTER TABLE team_application ADD COLUMN director_full_name text;
ALTER TABLE team_application ADD COLUMN director_phone text;
ALTER TABLE team_application ADD COLUMN agreed_fair_play boolean NOT NULL DEFAULT false;
ALTER TABLE team_application ADD COLUMN agreed_technical_means boolean NOT NULL DEFAULT false;
ALTER TABLE team_application ADD COLUMN agreed_parental_consent boolean NOT NULL DEFAULT false;
ALTER TABLE team_application ADD COLUMN updated_at timestamptz;
ALTER TABLE team_application ADD COLUMN withdrawn_at timestamptz;
ALTER TABLE team_application ADD COLUMN personal_data_erased_at timestamptz;

-- A player's full name, birth date and gender; the invitation code and the linked account.
ALTER TABLE roster_entry ADD COLUMN surname text;
ALTER TABLE roster_entry ADD COLUMN first_name text;
ALTER TABLE roster_entry ADD COLUMN patronymic text;
ALTER TABLE roster_entry ADD COLUMN birth_date date;
ALTER TABLE roster_entry ADD COLUMN gender text CHECK (gender IN ('male', 'female'));
ALTER TABLE roster_entry ADD COLUMN invitation_code text UNIQUE;
ALTER TABLE roster_entry ADD COLUMN account_subject text;
ALTER TABLE roster_entry ADD COLUMN linked_at timestamptz;
UPDATE roster_entry SET invitation_code = upper(substr(md5(random()::text || id::text), 1, 10))
    WHERE invitation_code IS NULL;

-- An edit may move players between boards: the board's uniqueness is checked at commit.
ALTER TABLE roster_entry DROP CONSTRAINT roster_entry_application_id_board_key;
ALTER TABLE roster_entry ADD CONSTRAINT roster_entry_application_board
    UNIQUE (application_id, board) DEFERRABLE INITIALLY DEFERRED;
CREATE INDEX roster_entry_account ON roster_entry (account_subject) WHERE account_subject IS NOT NULL;
