package org.teamchess.events.kafka;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.kafka.common.serialization.Deserializer;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;

/**
 * Like {@link EventEnvelopeDeserializer}, but decodes only the event types a consumer reads: the
 * types named (by wire name, comma-separated) in the consumer property {@value #TYPES}. A record of
 * another type is read only as far as its envelope's {@code type} and comes out as null, which the
 * consumer skips without a word. tournament-service reads the game topic for its {@code GameEnded}
 * events, one in some hundred records: the {@code MovePlayed} records in between cost a few
 * microseconds each instead of a whole decode (docs/benchmarks.md, issue 19).
 *
 * <p>A record whose type cannot be found this way is decoded in full, so an unreadable record still
 * fails with {@code EventDecodingException}, as with {@link EventEnvelopeDeserializer}. Without
 * the property every type is decoded.
 */
public final class SelectedEventsDeserializer implements Deserializer<EventEnvelope<EventPayload>> {

    /** The consumer property naming the event types to decode. */
    public static final String TYPES = "teamchess.event-types";

    private static final JsonFactory JSON = new JsonFactory();
    private final EventCodec codec = new EventCodec();
    private Set<String> types;

    /** Configured by Kafka from the consumer's properties. */
    public SelectedEventsDeserializer() {
    }

    /** @param types the wire names to decode; null for all */
    SelectedEventsDeserializer(Set<String> types) {
        this.types = types;
    }

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        Object named = configs.get(TYPES);
        if (named != null && !named.toString().isBlank()) {
            types = Arrays.stream(named.toString().split(",")).map(String::strip).filter(name -> !name.isEmpty())
                    .collect(Collectors.toUnmodifiableSet());
        }
    }

    /**
     * @return the decoded envelope; null for a null value (a tombstone) or a type not selected
     * @throws org.teamchess.events.EventDecodingException if a selected or unrecognisable record is
     *         not an event this version can read
     */
    @Override
    public EventEnvelope<EventPayload> deserialize(String topic, byte[] data) {
        if (data == null) {
            return null;
        }
        if (types != null) {
            String type = typeOf(data);
            if (type != null && !types.contains(type)) {
                return null;
            }
        }
        return codec.decode(data);
    }

    /** The envelope's top-level {@code type}, read without building anything; null if not found. */
    static String typeOf(byte[] data) {
        try (JsonParser parser = JSON.createParser(data)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.FIELD_NAME; token = parser.nextToken()) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("type".equals(field)) {
                    return value == JsonToken.VALUE_STRING ? parser.getText() : null;
                }
                parser.skipChildren(); // an object or array value: past it
            }
            return null;
        } catch (IOException e) {
            return null; // the full decode says what is wrong
        }
    }
}
