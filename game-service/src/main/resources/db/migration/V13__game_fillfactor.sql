-- Issue 19: every move updates its game row (fen, ply, status, versions, draw offer; none of them
-- indexed), so the update can be HOT: the new version on the same page, no index touched. At the
-- default fillfactor (100) a page filled by new games has no room for it and 1-4% of the moves
-- updated the row on another page, with an entry in each of the table's indexes; with a fifth of
-- every page left free all were HOT (docs/decisions/move-statement-cost.md). Pages written from
-- now on keep the room; existing ones get it when the table is rewritten (VACUUM FULL), if ever.
ALTER TABLE game SET (fillfactor = 80);
