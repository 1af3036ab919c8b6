-- service-support's record of consumed events (org.teamchess.support.inbox): the envelope id of
-- every event a service has handled, written in the handler's transaction, so that a second
-- delivery of the same event is skipped.
CREATE TABLE processed_event (
    event_id     uuid        PRIMARY KEY,
    event_type   text        NOT NULL,
    processed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX processed_event_processed_at ON processed_event (processed_at);
