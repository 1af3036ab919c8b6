package org.teamchess.support.outbox;

import java.util.UUID;

/**
 * An outbox row as the relay sends it: read from {@code outbox_event} in plain JDBC, or taken from
 * an urgent {@link OutboxEvent} just persisted.
 *
 * @param id         insertion order, the order of publishing
 * @param topic      the event type's topic
 * @param messageKey the Kafka record key: the envelope's subject
 * @param envelope   the Kafka record value: the envelope as {@link org.teamchess.events.EventCodec} wrote it
 */
record OutboxRow(long id, UUID eventId, String eventType, String topic, String messageKey, String envelope) {
}
