-- service-support's transactional outbox (org.teamchess.support.outbox): each row is an event
-- written in the same transaction as the change it announces. OutboxRelay publishes the rows
-- in id order and sets published_at once the broker has acknowledged them.
-- Versions 0.x belong to service-support; a service's own migrations start at V1.
CREATE TABLE outbox_event (
    id           bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_id     uuid        NOT NULL UNIQUE,
    event_type   text        NOT NULL,
    topic        text        NOT NULL,
    message_key  text        NOT NULL,
    envelope     text        NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    published_at timestamptz
);

-- The relay's query: unpublished rows in insertion order.
CREATE INDEX outbox_event_unpublished ON outbox_event (id) WHERE published_at IS NULL;
-- The cleanup's query: published rows older than the retention.
CREATE INDEX outbox_event_published_at ON outbox_event (published_at) WHERE published_at IS NOT NULL;
