package org.teamchess.tournament.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.service.TeamService;
import org.teamchess.tournament.service.WithdrawalService;

/**
 * Channel in: registration-service's events ({@code teamchess.registration.events}).
 * {@link TeamRegistered} and {@link RosterChanged} keep the competitions' teams and rosters,
 * {@link TeamWithdrawn} withdraws a team from its tournaments (Art. 24), {@link PlayerLinked} tells
 * which account plays for a roster entry (who reads names in full), each handled once per
 * envelope id; other types are not this service's concern.
 */
@ApplicationScoped
public class RegistrationEventsConsumer {

    private static final Logger LOG = Logger.getLogger(RegistrationEventsConsumer.class);

    private final ProcessedEvents processedEvents;
    private final TeamService teams;
    private final WithdrawalService withdrawals;
    private final NameReaders nameReaders;

    RegistrationEventsConsumer(ProcessedEvents processedEvents, TeamService teams, WithdrawalService withdrawals,
            NameReaders nameReaders) {
        this.processedEvents = processedEvents;
        this.teams = teams;
        this.withdrawals = withdrawals;
        this.nameReaders = nameReaders;
    }

    /**
     * @param event the decoded envelope, or null for a record that was not a readable event (the
     *              deserializer logged why); the channel skips it instead of stopping
     */
    @Incoming("registration-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event == null) {
            LOG.warn("Skipped a record of the registration topic that is not an event this service reads");
            return;
        }
        if (event.data() instanceof TeamRegistered) {
            processedEvents.handleOnce(event,
                    delivered -> teams.registered((TeamRegistered) delivered.data(), delivered.time()));
        } else if (event.data() instanceof RosterChanged) {
            processedEvents.handleOnce(event, delivered -> teams.rosterChanged((RosterChanged) delivered.data()));
        } else if (event.data() instanceof TeamWithdrawn) {
            processedEvents.handleOnce(event,
                    delivered -> withdrawals.withdrawn((TeamWithdrawn) delivered.data(), delivered.time()));
        } else if (event.data() instanceof PlayerLinked) {
            processedEvents.handleOnce(event, delivered -> nameReaders.linked((PlayerLinked) delivered.data()));
        }
    }
}
