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
import java.time.LocalDateTime;
import java.time.ZoneOffset;
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

    private static final long FIRST_SECOND_OF_YEAR_0 = LocalDateTime.of(0, 1, 1, 0, 0).toEpochSecond(ZoneOffset.UTC);
    private static final long LAST_SECOND_OF_YEAR_9999 =
            LocalDateTime.of(9999, 12, 31, 23, 59, 59).toEpochSecond(ZoneOffset.UTC);

    private Timestamps() {
    }

    /** The instant as written on the wire: ISO-8601, UTC, to the millisecond. */
    public static String format(Instant instant) {
        long epochSecond = instant.getEpochSecond();
        if (epochSecond < FIRST_SECOND_OF_YEAR_0 || epochSecond > LAST_SECOND_OF_YEAR_9999) {
            // outside four-digit years ISO_INSTANT adds a sign and more digits; no game gets there
            return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.MILLIS));
        }
        // Written by hand, the exact form of ISO_INSTANT for these years: the formatter was a visible
        // part of a move's CPU (issue 19).
        LocalDateTime utc = LocalDateTime.ofEpochSecond(epochSecond, 0, ZoneOffset.UTC);
        int millis = instant.getNano() / 1_000_000;
        char[] text = new char[millis == 0 ? 20 : 24];
        digits(text, 0, utc.getYear(), 4);
        text[4] = '-';
        digits(text, 5, utc.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, utc.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, utc.getHour(), 2);
        text[13] = ':';
        digits(text, 14, utc.getMinute(), 2);
        text[16] = ':';
        digits(text, 17, utc.getSecond(), 2);
        if (millis != 0) {
            text[19] = '.';
            digits(text, 20, millis, 3);
        }
        text[text.length - 1] = 'Z';
        return new String(text);
    }

    /** Writes {@code value} as {@code count} decimal digits, zero-padded, from {@code start}. */
    private static void digits(char[] text, int start, int value, int count) {
        for (int i = start + count - 1; i >= start; i--) {
            text[i] = (char) ('0' + value % 10);
            value /= 10;
        }
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
