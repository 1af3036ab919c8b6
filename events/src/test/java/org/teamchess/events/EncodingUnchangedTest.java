package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The direct encoding (issue 19: no JSON tree, no DateTimeFormatter) writes byte for byte what the
 * encoding before it wrote, which is kept here as the reference: an envelope as a tree, its data
 * converted to a tree first, instants through {@link DateTimeFormatter#ISO_INSTANT}.
 */
class EncodingUnchangedTest {

    /** The mapper EventCodec serialized with before issue 19, with the Timestamps of then. */
    private static final JsonMapper REFERENCE_MAPPER = JsonMapper.builder()
            .addModule(new JavaTimeModule())
            .addModule(WireNames.module())
            .addModule(new SimpleModule().addSerializer(Instant.class, new StdScalarSerializer<>(Instant.class) {
                @Override
                public void serialize(Instant instant, JsonGenerator generator, SerializerProvider provider)
                        throws IOException {
                    generator.writeString(referenceFormat(instant));
                }
            }))
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .build();

    private final EventCodec codec = new EventCodec();

    static Stream<EventPayload> everyPayload() {
        return SampleEvents.everyPayload().stream();
    }

    private static String referenceFormat(Instant instant) {
        return DateTimeFormatter.ISO_INSTANT.format(instant.truncatedTo(ChronoUnit.MILLIS));
    }

    private static String referenceEncoding(EventEnvelope<?> envelope) throws JsonProcessingException {
        ObjectNode json = REFERENCE_MAPPER.createObjectNode();
        json.put("id", envelope.id().toString());
        json.put("type", envelope.type().typeName());
        json.put("source", envelope.source());
        json.put("time", referenceFormat(envelope.time()));
        json.put("subject", envelope.subject());
        json.put("schemaVersion", envelope.schemaVersion());
        json.set("data", REFERENCE_MAPPER.valueToTree(envelope.data()));
        return REFERENCE_MAPPER.writeValueAsString(json);
    }

    @ParameterizedTest
    @MethodSource("everyPayload")
    void everyEventTypeIsWrittenAsBefore(EventPayload payload) throws JsonProcessingException {
        EventEnvelope<EventPayload> envelope = SampleEvents.envelope(payload);

        assertEquals(referenceEncoding(envelope), codec.encodeToString(envelope));
        assertArrayEquals(referenceEncoding(envelope).getBytes(StandardCharsets.UTF_8), codec.encode(envelope));
    }

    @Test
    void instantsAreWrittenAsIsoInstantToTheMillisecond() {
        SplittableRandom random = new SplittableRandom(19);
        long yearOne = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
        long afterYear9999 = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();
        for (int i = 0; i < 100_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(yearOne - 100_000_000, afterYear9999 + 100_000_000),
                    i % 4 == 0 ? 0 : i % 4 == 1 ? random.nextInt(1000) * 1_000_000 : random.nextInt(1_000_000_000));
            assertEquals(referenceFormat(instant), Timestamps.format(instant), instant::toString);
        }
        for (String edge : new String[] {"0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z",
                "+10000-01-01T00:00:00Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59.999Z",
                "2026-03-07T10:00:01.250Z", "2026-03-07T10:00:01.000999Z", "2024-02-29T23:59:59.001Z"}) {
            Instant instant = Instant.parse(edge);
            assertEquals(referenceFormat(instant), Timestamps.format(instant), edge);
        }
    }
}
