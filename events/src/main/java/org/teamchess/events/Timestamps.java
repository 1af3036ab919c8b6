package org.teamchess.events;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;

/**
 * The one written form of an instant on every wire of TeamChess: Kafka events, the game protocol
 * and the services' REST APIs. ISO-8601 in UTC, to the millisecond: {@code 2026-03-07T10:00:01.250Z},
 * and without a fraction on a whole second ({@code 2026-03-07T10:00:00Z}). A finer instant is
 * truncated, never rounded, so that an instant is never written later than it happened (a move's
 * receipt time must not pass its deadline by rounding).
 *
 * <p>Reading is lenient: any number of fraction digits is read. An event (written before this
 * rule with micro- and nanoseconds) is read exactly, so that a replay of an older event computes what
 * it computed then; an instant a request brings in is taken to the millisecond
 * ({@link #jacksonModuleTakingMilliseconds()}), so that what a service keeps is what it will write.
 */
public final class Timestamps {

    private Timestamps() {
    }

    /** The instant as written on the wire: ISO-8601, UTC, to the millisecond. */
    public static String format(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.MILLIS));
    }

    /**
     * Jackson support: every {@link Instant} written as {@link #format}. Register it after Jackson's
     * {@code JavaTimeModule} (a later module's serializer wins); reading stays with that module's
     * deserializer, which takes any number of fraction digits.
     */
    public static SimpleModule jacksonModule() {
        SimpleModule module = new SimpleModule("teamchess-timestamps");
        module.addSerializer(Instant.class, new InstantSerializer());
        return module;
    }

    /**
     * {@link #jacksonModule()}, and every {@link Instant} read truncated to the millisecond: for the
     * services' REST APIs, where a client's instant (a scheduled start) becomes a stored one.
     */
    public static SimpleModule jacksonModuleTakingMilliseconds() {
        SimpleModule module = jacksonModule();
        module.addDeserializer(Instant.class, new MillisecondInstantDeserializer());
        return module;
    }

    private static final class MillisecondInstantDeserializer extends StdScalarDeserializer<Instant> {
        private static final long serialVersionUID = 1L;

        MillisecondInstantDeserializer() {
            super(Instant.class);
        }

        @Override
        public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            Instant read = InstantDeserializer.INSTANT.deserialize(parser, context);
            return read == null ? null : read.truncatedTo(ChronoUnit.MILLIS);
        }
    }

    private static final class InstantSerializer extends StdScalarSerializer<Instant> {
        private static final long serialVersionUID = 1L;

        InstantSerializer() {
            super(Instant.class);
        }

        @Override
        public void serialize(Instant instant, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeString(format(instant));
        }
    }
}
