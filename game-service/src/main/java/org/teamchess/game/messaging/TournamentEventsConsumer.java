package org.teamchess.game.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.SubstitutionService;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * Reads {@code teamchess.tournament.events}: every {@link MatchScheduled} becomes one game per
 * board, and a {@link BoardPlayerSubstituted} gives a game's seat to the incoming player, each once
 * per event id. Other types on the topic are not for this service.
 */
@ApplicationScoped
public class TournamentEventsConsumer {

    private static final Logger LOG = Logger.getLogger(TournamentEventsConsumer.class);

    private final ProcessedEvents processedEvents;
    private final GameService games;
    private final SubstitutionService substitutions;

    TournamentEventsConsumer(ProcessedEvents processedEvents, GameService games, SubstitutionService substitutions) {
        this.processedEvents = processedEvents;
        this.games = games;
        this.substitutions = substitutions;
    }

    /** @param event the decoded event; null for a record the deserializer could not read (logged there) */
    @Incoming("tournament-events")
    @Blocking
    public void consume(EventEnvelope<EventPayload> event) {
        if (event == null) {
            return;
        }
        if (event.data() instanceof MatchScheduled) {
            processedEvents.handleOnce(event, handled -> {
                MatchScheduled match = (MatchScheduled) handled.data();
                LOG.infof("Match %s scheduled: created games %s", match.matchId(), games.createGames(match));
            });
        } else if (event.data() instanceof BoardPlayerSubstituted) {
            processedEvents.handleOnce(event,
                    handled -> substitutions.substitute((BoardPlayerSubstituted) handled.data()));
        }
    }
}
