-- A team's public name from its TeamRegistered (school and municipality), shown in pairings and
-- standings; null for teams announced before events carried it.
ALTER TABLE team
    ADD COLUMN name text;
