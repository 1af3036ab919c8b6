package org.teamchess.support.outbox;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;
import org.teamchess.events.EventEnvelope;

/**
 * One row of the outbox: an encoded event waiting to be published, or published at
 * {@code publishedAt}. Written by {@link Outbox}, read and marked by {@link OutboxRelay}; the table
 * comes from {@code db/outbox/V0_1__outbox_event.sql}.
 */
@Entity
@Table(name = "outbox_event")
public class OutboxEvent {

    /** Insertion order, the order in which the relay publishes. */
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(name = "event_id", nullable = false, updatable = false, unique = true)
    private UUID eventId;

    @Column(name = "event_type", nullable = false, updatable = false)
    private String eventType;

    @Column(name = "topic", nullable = false, updatable = false)
    private String topic;

    /** The Kafka record key: the envelope's subject. */
    @Column(name = "message_key", nullable = false, updatable = false)
    private String messageKey;

    /** The envelope as {@link org.teamchess.events.EventCodec} writes it: the Kafka record value. */
    @Column(name = "envelope", nullable = false, updatable = false)
    private String envelope;

    /** Set by the database. */
    @Column(name = "created_at", insertable = false, updatable = false)
    private Instant createdAt;

    @Column(name = "published_at")
    private Instant publishedAt;

    protected OutboxEvent() {
        // for JPA
    }

    OutboxEvent(EventEnvelope<?> event, String encoded) {
        this.eventId = event.id();
        this.eventType = event.type().typeName();
        this.topic = event.type().topic();
        this.messageKey = event.subject();
        this.envelope = encoded;
    }

    Long id() {
        return id;
    }

    UUID eventId() {
        return eventId;
    }

    String eventType() {
        return eventType;
    }

    String topic() {
        return topic;
    }

    String messageKey() {
        return messageKey;
    }

    String envelope() {
        return envelope;
    }

    Instant publishedAt() {
        return publishedAt;
    }
}
