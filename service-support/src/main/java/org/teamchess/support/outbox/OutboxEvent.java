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
 * One row of the outbox as {@link Outbox} writes it: an encoded event waiting to be published.
 * {@link OutboxRelay} reads rows in plain JDBC and deletes each once the broker acknowledged it;
 * the table comes from {@code db/outbox} (V0_1, V0_3).
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

    /** The row as the relay sends it; once persisted, when the database has given it its id. */
    OutboxRow row() {
        return new OutboxRow(id, eventId, eventType, topic, messageKey, envelope);
    }
}
