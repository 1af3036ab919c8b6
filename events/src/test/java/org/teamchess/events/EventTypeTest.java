package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class EventTypeTest {

    @Test
    void everyTypeIsFoundByItsWireName() {
        for (EventType type : EventType.values()) {
            assertEquals(Optional.of(type), EventType.fromTypeName(type.typeName()));
        }
        assertEquals(Optional.empty(), EventType.fromTypeName("org.teamchess.game.GameAbandoned"));
    }

    @Test
    void wireNamesFollowProducerAndRecordName() {
        for (EventType type : EventType.values()) {
            String producer = type.topic().split("\\.")[1];
            assertEquals("org.teamchess." + producer + "." + type.payloadClass().getSimpleName(),
                    type.typeName());
        }
    }

    @Test
    void everyTypeTravelsOnAKnownTopic() {
        for (EventType type : EventType.values()) {
            assertTrue(Topics.ALL.contains(type.topic()), type.topic());
        }
    }
}
