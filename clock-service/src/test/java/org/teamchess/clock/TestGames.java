package org.teamchess.clock;

import java.time.Instant;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.testsupport.TopicWriter;

/** Created games as game-service publishes them; fresh ids every time. */
public final class TestGames {

    private static final EventCodec CODEC = new EventCodec();

    private TestGames() {
    }

    /** A board-1 game of a new match in this time control, White's clock starting at {@code start}. */
    public static GameCreated created(String timeControl, Instant start) {
        return new GameCreated(UUID.randomUUID(), UUID.randomUUID(), 1, UUID.randomUUID(), UUID.randomUUID(),
                TimeControl.parse(timeControl).orElseThrow(), start);
    }

    /** The game wrapped as game-service would publish it, under a fresh event id. */
    public static EventEnvelope<GameCreated> envelope(GameCreated game) {
        return EventEnvelope.of(UUID.randomUUID(), "game-service", game.scheduledStart().minusSeconds(3600), game);
    }

    /** Publishes the event on the game topic of the shared broker. */
    public static void publish(EventEnvelope<GameCreated> event) {
        TopicWriter.send(Topics.GAME_EVENTS, event.subject(), CODEC.encodeToString(event));
    }
}
