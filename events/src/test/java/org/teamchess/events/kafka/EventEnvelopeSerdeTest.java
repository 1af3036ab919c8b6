package org.teamchess.events.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventDecodingException;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.SampleEvents;
import org.teamchess.events.Topics;
import org.teamchess.events.tournament.MatchScheduled;

class EventEnvelopeSerdeTest {

    private final EventEnvelopeSerializer serializer = new EventEnvelopeSerializer();
    private final EventEnvelopeDeserializer deserializer = new EventEnvelopeDeserializer();

    @Test
    void envelopeSurvivesSerializerAndDeserializer() {
        EventEnvelope<MatchScheduled> envelope = SampleEvents.envelope(SampleEvents.matchScheduled());

        byte[] bytes = serializer.serialize(Topics.TOURNAMENT_EVENTS, envelope);

        assertEquals(envelope, deserializer.deserialize(Topics.TOURNAMENT_EVENTS, bytes));
    }

    @Test
    void tombstonesStayNull() {
        assertNull(serializer.serialize(Topics.GAME_EVENTS, null));
        assertNull(deserializer.deserialize(Topics.GAME_EVENTS, null));
    }

    @Test
    void unreadableRecordThrowsTheTypedError() {
        byte[] bytes = "not an event".getBytes(StandardCharsets.UTF_8);

        assertThrows(EventDecodingException.class,
                () -> deserializer.deserialize(Topics.GAME_EVENTS, bytes));
    }
}
