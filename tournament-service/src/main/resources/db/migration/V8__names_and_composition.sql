-- The players' public names (RosterChanged.displayNames) for pairings, protocols and exports; null
-- when the event had none.
ALTER TABLE team_roster ADD COLUMN display_name text;

-- The competition's composition rule (TeamRegistered.compositionRule): male, female or any for each
-- roster place, boards first, separated by commas; null when the event had none.
ALTER TABLE team ADD COLUMN composition_rule text;
