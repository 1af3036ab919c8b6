package org.teamchess.tournament.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.PersonalDataErased;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.events.registration.TeamWithdrawn;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.names.NameReaders;
import org.teamchess.tournament.service.RosterNamesProjection;
import org.teamchess.tournament.service.TeamService;
import org.teamchess.tournament.service.WithdrawalService;

/**
 * Channel in: registration-service's events ({@code teamchess.registration.events}).
 * {@link TeamRegistered} and {@link RosterChanged} keep the competitions' teams and rosters (the
 * players' names fetched from registration-service), {@link PersonalDataErased} forgets the names,
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
    private final RosterNamesProjection rosterNames;

    RegistrationEventsConsumer(ProcessedEvents processedEvents, TeamService teams, WithdrawalService withdrawals,
            NameReaders nameReaders, RosterNamesProjection rosterNames) {
        this.processedEvents = processedEvents;
        this.teams = teams;
        this.withdrawals = withdrawals;
        this.nameReaders = nameReaders;
        this.rosterNames = rosterNames;
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
        } else if (event.data() instanceof RosterChanged roster) {
            // The names come from registration-service, not the event (ids only), fetched before
            // the event's transaction so that no call waits inside it.
            Map<UUID, String> names = rosterNames.fetch(roster.competitionId(), roster.teamId());
            processedEvents.handleOnce(event, delivered -> teams.rosterChanged((RosterChanged) delivered.data(), names));
        } else if (event.data() instanceof PersonalDataErased erased) {
            Map<UUID, String> names = rosterNames.fetch(erased.competitionId(), erased.teamId());
            processedEvents.handleOnce(event,
                    delivered -> teams.personalDataErased((PersonalDataErased) delivered.data(), names));
        } else if (event.data() instanceof TeamWithdrawn) {
            processedEvents.handleOnce(event,
                    delivered -> withdrawals.withdrawn((TeamWithdrawn) delivered.data(), delivered.time()));
        } else if (event.data() instanceof PlayerLinked) {
            processedEvents.handleOnce(event, delivered -> nameReaders.linked((PlayerLinked) delivered.data()));
        }
    }
}
