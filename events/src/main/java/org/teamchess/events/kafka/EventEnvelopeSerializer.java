package org.teamchess.events.kafka;

import org.apache.kafka.common.serialization.Serializer;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;

/**
 * Kafka value serializer writing an {@link EventEnvelope} with {@link EventCodec}; the record key
 * is the envelope's subject (use Kafka's {@code StringSerializer} for it). Configure it with
 * {@code mp.messaging.outgoing.<channel>.value.serializer=org.teamchess.events.kafka.EventEnvelopeSerializer}.
 */
public final class EventEnvelopeSerializer implements Serializer<EventEnvelope<?>> {

    private final EventCodec codec = new EventCodec();

    /** @return the UTF-8 JSON of the envelope, or null (a tombstone) for a null envelope */
    @Override
    public byte[] serialize(String topic, EventEnvelope<?> envelope) {
        return envelope == null ? null : codec.encode(envelope);
    }
}
