package org.teamchess.game.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.ClockTimeAdded;
import org.teamchess.events.clock.ClockTimeSet;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.game.service.ConcurrentChanges;
import org.teamchess.game.service.GameLifecycle;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * Reads {@code teamchess.clock.events}: a {@link FlagFell} ends its game (Art. 6.9) unless it is
 * stale; the arbiters' clock operations are applied to the game's clock. Each event id once. When
 * a player's move changes the game at the same moment, the event is handled again on the new state
 * (a flag at the old ply is then stale).
 */
@ApplicationScoped
public class ClockEventsConsumer {

    private static final Logger LOG = Logger.getLogger(ClockEventsConsumer.class);
    private static final int ATTEMPTS = 3;

    private final ProcessedEvents processedEvents;
    private final GameLifecycle lifecycle;

    ClockEventsConsumer(ProcessedEvents processedEvents, GameLifecycle lifecycle) {
        this.processedEvents = processedEvents;
        this.lifecycle = lifecycle;
    }

    /** @param event the decoded event; null for a record the deserializer could not read (logged there) */
    @Incoming("clock-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event == null) {
            return;
        }
        EventPayload data = event.data();
        if (data instanceof FlagFell flag) {
            once(event, () -> lifecycle.flagFell(flag));
        } else if (data instanceof ClockPaused || data instanceof ClockResumed || data instanceof ClockTimeAdded
                || data instanceof ClockTimeSet) {
            once(event, () -> lifecycle.adjustClock(UUID.fromString(event.subject()), data));
        }
    }

    private void once(EventEnvelope<EventPayload> event, Runnable handler) {
        for (int attempt = 1; ; attempt++) {
            try {
                processedEvents.handleOnce(event, handled -> handler.run());
                return;
            } catch (RuntimeException failure) {
                if (!ConcurrentChanges.isConcurrentChange(failure) || attempt == ATTEMPTS) {
                    throw failure;
                }
                LOG.debugf("Game %s changed while %s was handled; handling it again", event.subject(),
                        event.type().typeName());
            }
        }
    }
}
