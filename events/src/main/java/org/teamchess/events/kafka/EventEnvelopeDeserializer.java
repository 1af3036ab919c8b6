package org.teamchess.events.kafka;

import org.apache.kafka.common.serialization.Deserializer;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventDecodingException;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;

/**
 * Kafka value deserializer reading an {@link EventEnvelope} with {@link EventCodec}. Configure it
 * with {@code mp.messaging.incoming.<channel>.value.deserializer=org.teamchess.events.kafka.EventEnvelopeDeserializer}.
 *
 * <p>A record that is not a readable event throws {@link EventDecodingException}; with SmallRye
 * Kafka, a {@code DeserializationFailureHandler} or {@code fail-on-deserialization-failure=false}
 * decides whether the channel skips it or stops.
 */
public final class EventEnvelopeDeserializer implements Deserializer<EventEnvelope<EventPayload>> {

    private final EventCodec codec = new EventCodec();

    /**
     * @return the decoded envelope, or null for a null value (a tombstone)
     * @throws EventDecodingException if the value is not an event this version can read
     */
    @Override
    public EventEnvelope<EventPayload> deserialize(String topic, byte[] data) {
        return data == null ? null : codec.decode(data);
    }
}
