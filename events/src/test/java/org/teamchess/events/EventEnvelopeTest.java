package org.teamchess.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;

class EventEnvelopeTest {

    private static final UUID ID = UUID.fromString("3b241101-e2bb-4255-8caf-4136c566a962");
    private static final Instant NOW = Instant.parse("2026-03-01T11:52:08Z");

    @Test
    void ofTakesTypeSubjectAndCurrentSchemaVersionFromTheData() {
        GameEnded data = SampleEvents.gameEnded();

        EventEnvelope<GameEnded> envelope = EventEnvelope.of(ID, "game-service", NOW, data);

        assertEquals(EventType.GAME_ENDED, envelope.type());
        assertEquals(SampleEvents.GAME.toString(), envelope.subject());
        assertEquals(EventType.GAME_ENDED.schemaVersion(), envelope.schemaVersion());
        assertEquals(EventType.GAME_ENDED.topic(), Topics.GAME_EVENTS);
    }

    @Test
    void typeMustFitTheData() {
        assertThrows(IllegalArgumentException.class, () -> new EventEnvelope<>(ID, EventType.GAME_CREATED,
                "game-service", NOW, SampleEvents.GAME.toString(), 1, SampleEvents.gameEnded()));
    }

    @Test
    void subjectMustBeTheDataSubject() {
        assertThrows(IllegalArgumentException.class, () -> new EventEnvelope<>(ID, EventType.GAME_ENDED,
                "game-service", NOW, SampleEvents.MATCH.toString(), 1, SampleEvents.gameEnded()));
    }

    @Test
    void schemaVersionMustBeKnown() {
        assertThrows(IllegalArgumentException.class, () -> new EventEnvelope<>(ID, EventType.GAME_ENDED,
                "game-service", NOW, SampleEvents.GAME.toString(), 0, SampleEvents.gameEnded()));
        assertThrows(IllegalArgumentException.class, () -> new EventEnvelope<>(ID, EventType.GAME_ENDED,
                "game-service", NOW, SampleEvents.GAME.toString(), 2, SampleEvents.gameEnded()));
    }

    @Test
    void sourceMustNotBeBlank() {
        assertThrows(IllegalArgumentException.class,
                () -> EventEnvelope.of(ID, " ", NOW, SampleEvents.gameEnded()));
    }
}
