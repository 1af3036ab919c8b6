-- The relay deletes a row once the broker has acknowledged it (docs/decisions/outbox-delete-on-ack.md):
-- the table holds only what is still to be published, read in id order through the primary key.
-- Neither partial index is needed any more; each cost an index entry per insert or per publish.
DROP INDEX IF EXISTS outbox_event_unpublished;
DROP INDEX IF EXISTS outbox_event_published_at;
-- What was published before is on Kafka; its rows were kept only for diagnosis.
DELETE FROM outbox_event WHERE published_at IS NOT NULL;
-- published_at stays, always NULL, for one release: an instance of the previous version still
-- running during a rolling update inserts it through Hibernate (its entity maps it), and a missing
-- column would fail that instance's business transactions. A later migration drops it.
