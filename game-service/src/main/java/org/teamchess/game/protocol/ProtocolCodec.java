package org.teamchess.game.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.teamchess.events.Timestamps;

/**
 * The one place that turns protocol messages into JSON and back. Null fields are left out; unknown
 * fields of a client message are ignored; instants are written to the millisecond, as on Kafka and
 * over REST ({@link Timestamps}). Thread-safe.
 */
public final class ProtocolCodec {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(Timestamps.jacksonModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();
    /** Resolved once, not per message: every server message is written through it. */
    private static final ObjectWriter SERVER_MESSAGE_WRITER = MAPPER.writerFor(ServerMessage.class);

    private ProtocolCodec() {
    }

    /** A server message as JSON, with its {@code type}. */
    public static String encode(ServerMessage message) {
        try {
            return SERVER_MESSAGE_WRITER.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            // Records of strings, numbers and instants always serialize.
            throw new UncheckedIOException(e);
        }
    }

    /** A client message, or empty when the text is not one (not JSON, unknown type, wrong shape). */
    public static Optional<ClientMessage> decode(String text) {
        try {
            return Optional.ofNullable(MAPPER.readValue(text, ClientMessage.class));
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }

    /** A stored server message as a JSON tree, to be embedded in another message. */
    public static JsonNode tree(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            // Only this codec writes the stored messages.
            throw new UncheckedIOException(e);
        }
    }

    /** The type name a JSON object declares, for the error reply to a message that was not readable. */
    public static Optional<String> declaredType(String text) {
        try {
            JsonNode type = MAPPER.readTree(text).get("type");
            return type != null && type.isTextual() ? Optional.of(type.textValue()) : Optional.empty();
        } catch (JsonProcessingException e) {
            return Optional.empty();
        }
    }
}
