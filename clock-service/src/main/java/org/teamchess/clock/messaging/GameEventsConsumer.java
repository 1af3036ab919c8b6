package org.teamchess.clock.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.clock.service.ClockService;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * The channel in: game-service's events ({@code teamchess.game.events}), each handled once per event
 * id (and once per game or ply, whatever the event id): a {@link GameCreated} sets up the game's
 * clock, a {@link MovePlayed} re-times it, a {@link GameEnded} stops it. One game's events come in
 * order, keyed by game id.
 */
@ApplicationScoped
public class GameEventsConsumer {

    private static final Logger LOG = Logger.getLogger(GameEventsConsumer.class);

    private final ProcessedEvents processedEvents;
    private final ClockService clocks;

    GameEventsConsumer(ProcessedEvents processedEvents, ClockService clocks) {
        this.processedEvents = processedEvents;
        this.clocks = clocks;
    }

    /**
     * @param event the decoded envelope, or null for a record that was not a readable event (the
     *              deserializer logged why); the channel skips it instead of stopping
     */
    @Incoming("game-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event == null) {
            LOG.warn("Skipped a record of the game topic that is not an event this service reads");
            return;
        }
        if (event.data() instanceof GameCreated) {
            processedEvents.handleOnce(event, delivered -> clocks.setUp((GameCreated) delivered.data()));
        } else if (event.data() instanceof MovePlayed) {
            processedEvents.handleOnce(event, delivered -> clocks.recordMove((MovePlayed) delivered.data()));
        } else if (event.data() instanceof GameEnded) {
            processedEvents.handleOnce(event, delivered -> clocks.end((GameEnded) delivered.data()));
        }
    }
}
