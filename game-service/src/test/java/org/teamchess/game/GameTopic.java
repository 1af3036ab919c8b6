package org.teamchess.game;

import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameEnded;
import org.teamchess.testsupport.TopicReader;

/** What game-service published about one game on the real broker's game topic. */
public final class GameTopic {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);

    private GameTopic() {
    }

    /** The game's events, in order, read once one of type {@code last} is among them. */
    public static List<EventPayload> eventsUntil(UUID gameId, Class<? extends EventPayload> last) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            return reader.readUntil(records -> records.stream().anyMatch(record -> gameId.toString().equals(record.key())
                    && last.isInstance(CODEC.decode(record.value()).data())), WAIT).stream()
                    .filter(record -> gameId.toString().equals(record.key()))
                    .map(record -> CODEC.decode(record.value()).data()).toList();
        }
    }

    /** The game's {@link GameEnded}, once it is published. */
    public static GameEnded ended(UUID gameId) {
        return eventsUntil(gameId, GameEnded.class).stream().filter(GameEnded.class::isInstance)
                .map(GameEnded.class::cast).findFirst().orElseThrow();
    }
}
