package org.teamchess.registration.messaging;

import io.micrometer.core.instrument.MeterRegistry;
import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.registration.service.ScheduledMatchService;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * The channel in: tournament-service's events ({@code teamchess.tournament.events}). A
 * {@code MatchScheduled} records which teams play; every event is handled once per envelope id,
 * and the outcome counted in {@value #CONSUMED} (tags {@code type}, {@code outcome}).
 */
@ApplicationScoped
public class TournamentEventsConsumer {

    /** The counter of consumed events. */
    public static final String CONSUMED = "teamchess.events.consumed";

    private static final Logger LOG = Logger.getLogger(TournamentEventsConsumer.class);

    private final ProcessedEvents processedEvents;
    private final ScheduledMatchService scheduledMatches;
    private final MeterRegistry meters;

    TournamentEventsConsumer(ProcessedEvents processedEvents, ScheduledMatchService scheduledMatches,
            MeterRegistry meters) {
        this.processedEvents = processedEvents;
        this.scheduledMatches = scheduledMatches;
        this.meters = meters;
    }

    /**
     * @param event the decoded envelope, or null for a record that was not a readable event (the
     *              deserializer logged why); the channel skips it instead of stopping
     */
    @Incoming("tournament-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event == null) {
            LOG.warn("Skipped a record of the tournament's topic that is not an event this service reads");
            count("unreadable", "unreadable");
            return;
        }
        String type = event.data().getClass().getSimpleName();
        if (!(event.data() instanceof MatchScheduled)) {
            count(type, "ignored");
            return;
        }
        boolean handled = processedEvents.handleOnce(event,
                delivered -> scheduledMatches.record((MatchScheduled) delivered.data()));
        if (!handled) {
            LOG.debugf("Skipped %s %s: delivered before", type, event.id());
        }
        count(type, handled ? "handled" : "duplicate");
    }

    private void count(String type, String outcome) {
        meters.counter(CONSUMED, "type", type, "outcome", outcome).increment();
    }
}
