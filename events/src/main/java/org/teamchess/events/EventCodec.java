package org.teamchess.events;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.teamchess.events.EventDecodingException.Reason;

/**
 * Encodes {@link EventEnvelope}s to JSON (UTF-8) and decodes them back to the payload record their
 * {@code type} names.
 *
 * <p>The wire form is one JSON object:
 * <pre>{@code
 * {"id":"7f0c…","type":"org.teamchess.game.GameEnded","source":"game-service",
 *  "time":"2026-03-01T10:15:30.123Z","subject":"<game id>","schemaVersion":1,"data":{…}}
 * }</pre>
 * Times are ISO-8601 instants in UTC written to the millisecond ({@link Timestamps}; finer ones
 * are truncated, and older events with more fraction digits are read exactly), ids are UUID
 * strings, enums are their lower-case wire names.
 *
 * <p>Decoding is strict about what a consumer needs and tolerant about the rest: a missing or null
 * attribute or field, a wrong JSON type, an unknown type name or a newer schema version is an
 * {@link EventDecodingException} with its {@link EventDecodingException.Reason reason} and field;
 * fields the payload record does not know are ignored, so producers can add fields without breaking
 * older consumers.
 *
 * <p>Instances are immutable and thread-safe; share one.
 */
public final class EventCodec {

    private static final String DATA = "data";

    private final JsonMapper mapper = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(WireNames.module())
            .addModule(Timestamps.jacksonModule())
            .addModule(new SimpleModule("teamchess-envelope")
                    .addSerializer(EventEnvelope.class, new EnvelopeSerializer()))
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            // Absent and null payload fields are refused by RequiredFields before mapping, by their
            // path and with OptionalField honoured; the mapper's own creator checks would know neither.
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /** The envelope as UTF-8 JSON bytes. */
    public byte[] encode(EventEnvelope<?> envelope) {
        Objects.requireNonNull(envelope, "envelope");
        try {
            return mapper.writeValueAsBytes(envelope);
        } catch (JsonProcessingException e) {
            // Records of strings, numbers and instants always serialize; this is not an expected failure.
            throw new UncheckedIOException(e);
        }
    }

    /** The envelope as a JSON string. */
    public String encodeToString(EventEnvelope<?> envelope) {
        Objects.requireNonNull(envelope, "envelope");
        try {
            return mapper.writeValueAsString(envelope);
        } catch (JsonProcessingException e) {
            // Records of strings, numbers and instants always serialize; this is not an expected failure.
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes an envelope straight to the generator, its data with the payload's own serializer: no
     * tree and no token buffer in between (they were a visible part of a move's CPU, issue 19). The
     * attributes keep the order of the wire form above.
     */
    @SuppressWarnings("rawtypes")
    private static final class EnvelopeSerializer extends StdSerializer<EventEnvelope> {
        private static final long serialVersionUID = 1L;

        EnvelopeSerializer() {
            super(EventEnvelope.class);
        }

        @Override
        public void serialize(EventEnvelope envelope, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeStartObject();
            generator.writeStringField("id", envelope.id().toString());
            generator.writeStringField("type", envelope.type().typeName());
            generator.writeStringField("source", envelope.source());
            generator.writeStringField("time", Timestamps.format(envelope.time()));
            generator.writeStringField("subject", envelope.subject());
            generator.writeNumberField("schemaVersion", envelope.schemaVersion());
            provider.defaultSerializeField(DATA, envelope.data(), generator);
            generator.writeEndObject();
        }
    }

    /**
     * Decodes UTF-8 JSON bytes.
     *
     * @throws EventDecodingException if the bytes are not an event this version can read
     */
    public EventEnvelope<EventPayload> decode(byte[] json) {
        Objects.requireNonNull(json, "json");
        return decode(new String(json, StandardCharsets.UTF_8));
    }

    /**
     * Decodes a JSON string.
     *
     * @throws EventDecodingException if the string is not an event this version can read
     */
    public EventEnvelope<EventPayload> decode(String json) {
        Objects.requireNonNull(json, "json");
        JsonNode root = readTree(json);
        String typeName = text(root, "type", null);
        EventType type = EventType.fromTypeName(typeName).orElseThrow(() -> new EventDecodingException(
                Reason.UNKNOWN_TYPE, "type", typeName, "Unknown event type " + typeName
                + "; known types: " + knownTypeNames(), null));
        int schemaVersion = schemaVersion(root, type);
        UUID id = parse(root, "id", typeName, UUID::fromString);
        Instant time = parse(root, "time", typeName, Instant::parse);
        String source = text(root, "source", typeName);
        String subject = text(root, "subject", typeName);
        EventPayload data = payload(root, type);
        try {
            return new EventEnvelope<>(id, type, source, time, subject, schemaVersion, data);
        } catch (IllegalArgumentException e) {
            throw new EventDecodingException(Reason.INVALID_FIELD, "subject", typeName,
                    "Invalid envelope of " + typeName + ": " + e.getMessage(), e);
        }
    }

    private JsonNode readTree(String json) {
        JsonNode root;
        try {
            root = mapper.readTree(json);
        } catch (JacksonException e) {
            throw new EventDecodingException(Reason.MALFORMED_JSON, null, null,
                    "Not JSON: " + e.getOriginalMessage(), e);
        }
        if (root == null || !root.isObject()) {
            throw new EventDecodingException(Reason.MALFORMED_JSON, null, null,
                    "An event must be a JSON object", null);
        }
        return root;
    }

    private static String text(JsonNode root, String field, String typeName) {
        JsonNode node = root.get(field);
        if (node == null || node.isNull()) {
            throw new EventDecodingException(Reason.MISSING_FIELD, field, typeName,
                    "Missing event attribute '" + field + "'", null);
        }
        if (!node.isTextual()) {
            throw new EventDecodingException(Reason.INVALID_FIELD, field, typeName,
                    "Event attribute '" + field + "' must be a string, not " + node.getNodeType(), null);
        }
        return node.textValue();
    }

    private static <V> V parse(JsonNode root, String field, String typeName,
            Function<String, V> parser) {
        String text = text(root, field, typeName);
        try {
            return parser.apply(text);
        } catch (IllegalArgumentException | DateTimeParseException e) {
            throw new EventDecodingException(Reason.INVALID_FIELD, field, typeName,
                    "Event attribute '" + field + "' is not valid: " + text, e);
        }
    }

    private static int schemaVersion(JsonNode root, EventType type) {
        JsonNode node = root.get("schemaVersion");
        if (node == null || node.isNull()) {
            throw new EventDecodingException(Reason.MISSING_FIELD, "schemaVersion", type.typeName(),
                    "Missing event attribute 'schemaVersion'", null);
        }
        if (!node.isInt() || node.intValue() < 1) {
            throw new EventDecodingException(Reason.INVALID_FIELD, "schemaVersion", type.typeName(),
                    "Event attribute 'schemaVersion' must be a positive integer, not " + node, null);
        }
        if (node.intValue() > type.schemaVersion()) {
            throw new EventDecodingException(Reason.UNSUPPORTED_SCHEMA_VERSION, "schemaVersion",
                    type.typeName(), type.typeName() + " schema version " + node.intValue()
                    + " is newer than the " + type.schemaVersion() + " this consumer reads", null);
        }
        return node.intValue();
    }

    private EventPayload payload(JsonNode root, EventType type) {
        JsonNode data = root.get(DATA);
        if (data == null || data.isNull()) {
            throw new EventDecodingException(Reason.MISSING_FIELD, DATA, type.typeName(),
                    "Missing event attribute 'data'", null);
        }
        RequiredFields.check(data, type.payloadClass(), DATA, type.typeName());
        try {
            return mapper.treeToValue(data, type.payloadClass());
        } catch (JsonMappingException e) {
            String field = DATA + path(e);
            throw new EventDecodingException(Reason.INVALID_FIELD, field, type.typeName(),
                    "Cannot read " + type.typeName() + " field " + field + ": " + detail(e), e);
        } catch (IOException e) {
            throw new EventDecodingException(Reason.MALFORMED_JSON, DATA, type.typeName(),
                    "Cannot read the data of " + type.typeName() + ": " + e.getMessage(), e);
        }
    }

    private static String detail(JsonMappingException e) {
        if (e instanceof ValueInstantiationException && e.getCause() != null) {
            return e.getCause().getMessage();
        }
        return e.getOriginalMessage();
    }

    /** The Jackson reference path as {@code .boards[0].gameId}. */
    private static String path(JsonMappingException e) {
        return e.getPath().stream()
                .map(reference -> reference.getFieldName() != null
                        ? "." + reference.getFieldName()
                        : "[" + reference.getIndex() + "]")
                .collect(Collectors.joining());
    }

    private static String knownTypeNames() {
        return Arrays.stream(EventType.values())
                .map(EventType::typeName)
                .collect(Collectors.joining(", "));
    }
}
