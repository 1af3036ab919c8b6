package org.teamchess.tournament.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.reactive.messaging.Incoming;
import org.jboss.logging.Logger;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.game.GameEnded;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.fairplay.FairPlayStore;
import org.teamchess.tournament.playoff.PlayoffService;
import org.teamchess.tournament.service.ResultService;

/**
 * Channel in: game-service's events ({@code teamchess.game.events}). A {@link GameEnded} is a
 * board result, handled once per envelope id; games of no match here are ignored without error.
 */
@ApplicationScoped
public class GameEventsConsumer {

    private static final Logger LOG = Logger.getLogger(GameEventsConsumer.class);

    private final ProcessedEvents processedEvents;
    private final ResultService results;
    private final PlayoffService playoffs;
    private final FairPlayStore fairPlay;

    GameEventsConsumer(ProcessedEvents processedEvents, ResultService results, PlayoffService playoffs,
            FairPlayStore fairPlay) {
        this.processedEvents = processedEvents;
        this.results = results;
        this.playoffs = playoffs;
        this.fairPlay = fairPlay;
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
        if (event.data() instanceof GameEnded) {
            processedEvents.handleOnce(event, delivered -> {
                GameEnded ended = (GameEnded) delivered.data();
                if (!results.gameEnded(ended)) {
                    playoffs.gameEnded(ended);
                }
            });
            GameEnded ended = (GameEnded) event.data();
            // After the result is stored with its PGN: the fair-play worker analyses the game (its move
            // times come from the PGN's clocks); the focus record is kept for the report. Both idempotent.
            fairPlay.enqueue(ended.gameId(), event.time());
            if (ended.focus() != null) {
                fairPlay.recordFocus(ended.gameId(), ended.focus());
            }
        }
    }
}
