package org.teamchess.events.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventDecodingException;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventType;
import org.teamchess.events.SampleEvents;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;

class SelectedEventsDeserializerTest {

    private final EventCodec codec = new EventCodec();

    private SelectedEventsDeserializer readingOnly(String types) {
        SelectedEventsDeserializer deserializer = new SelectedEventsDeserializer();
        deserializer.configure(Map.of(SelectedEventsDeserializer.TYPES, types), false);
        return deserializer;
    }

    @Test
    void aSelectedTypeIsDecodedAndTheOthersAreSkipped() {
        SelectedEventsDeserializer deserializer = readingOnly(" " + EventType.GAME_ENDED.typeName() + " ,");
        EventEnvelope<GameEnded> ended = SampleEvents.envelope(SampleEvents.gameEnded());

        assertEquals(ended, deserializer.deserialize(Topics.GAME_EVENTS, codec.encode(ended)));
        assertNull(deserializer.deserialize(Topics.GAME_EVENTS,
                codec.encode(SampleEvents.envelope(SampleEvents.movePlayed()))));
    }

    @Test
    void theTypeIsFoundWhereverItStandsAmongTheEnvelopesFields() {
        String json = "{\"data\":{\"type\":\"inner\",\"list\":[1,{\"type\":\"x\"}]},\"id\":\"a\","
                + "\"type\":\"org.teamchess.game.MovePlayed\"}";

        assertEquals("org.teamchess.game.MovePlayed",
                SelectedEventsDeserializer.typeOf(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void withoutTheSettingEveryTypeIsDecoded() {
        SelectedEventsDeserializer deserializer = new SelectedEventsDeserializer();
        deserializer.configure(Map.of(), false);
        var moved = SampleEvents.envelope(SampleEvents.movePlayed());

        assertEquals(moved, deserializer.deserialize(Topics.GAME_EVENTS, codec.encode(moved)));
    }

    @Test
    void anUnreadableRecordStillFailsAndATombstoneStaysNull() {
        SelectedEventsDeserializer deserializer = readingOnly(EventType.GAME_ENDED.typeName());

        assertThrows(EventDecodingException.class, () -> deserializer.deserialize(Topics.GAME_EVENTS,
                "not an event".getBytes(StandardCharsets.UTF_8)));
        assertThrows(EventDecodingException.class, () -> deserializer.deserialize(Topics.GAME_EVENTS,
                "{\"type\":42}".getBytes(StandardCharsets.UTF_8)));
        assertNull(deserializer.deserialize(Topics.GAME_EVENTS, null));
    }
}
