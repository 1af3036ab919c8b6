package org.teamchess.tournament.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.eclipse.microprofile.reactive.messaging.Incoming;
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
 *
 * <p>The topic carries every move too, a hundred records for each {@code GameEnded}: the channel's
 * {@link org.teamchess.events.kafka.SelectedEventsDeserializer} decodes only {@code GameEnded}
 * (the others come as null), and the records of one poll come in one call, so a move costs this
 * service a glance at its type, not a decode and a hand-over to a worker thread (issue 19).
 */
@ApplicationScoped
public class GameEventsConsumer {

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
     * @param events one poll's records in order: each a decoded {@code GameEnded}, or null for a
     *               record of another type or one that was not a readable event (the connector logs
     *               those); the nulls are skipped
     */
    @Incoming("game-events")
    @Blocking
    public void consume(List<EventEnvelope<EventPayload>> events) {
        for (EventEnvelope<EventPayload> event : events) {
            if (event != null) {
                consume(event);
            }
        }
    }

    private void consume(EventEnvelope<EventPayload> event) {
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
