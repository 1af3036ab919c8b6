package org.teamchess.game.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.game.service.Seats;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * Reads {@code teamchess.registration.events}: a {@link PlayerLinked} tells which account plays for
 * a roster entry, so that it sits at that entry's seats ({@link Seats}), once per event id. Every
 * instance of the service is in one consumer group and reads the links from the shared database.
 * Other types on the topic are not for this service.
 */
@ApplicationScoped
public class RegistrationEventsConsumer {

    private final ProcessedEvents processedEvents;
    private final Seats seats;

    RegistrationEventsConsumer(ProcessedEvents processedEvents, Seats seats) {
        this.processedEvents = processedEvents;
        this.seats = seats;
    }

    /** @param event the decoded event; null for a record the deserializer could not read (logged there) */
    @Incoming("registration-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event != null && event.data() instanceof PlayerLinked) {
            processedEvents.handleOnce(event, linked -> seats.link((PlayerLinked) linked.data(), linked.time()));
        }
    }
}
