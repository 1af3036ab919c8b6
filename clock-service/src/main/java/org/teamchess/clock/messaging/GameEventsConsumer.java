package org.teamchess.clock.messaging;

import io.smallrye.reactive.messaging.annotations.Blocking;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
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
 * The channel in: game-service's events ({@code teamchess.game.events}), one poll's records at a
 * time ({@code batch=true}), in order: a {@link GameCreated} sets up the game's clock and a
 * {@link GameEnded} stops it, each once per event id ({@link ProcessedEvents}) and once per game; the
 * {@link MovePlayed} between them re-time the clocks, in one transaction for every run of moves
 * ({@link ClockService#recordMoves}), once per game and ply whatever the event id, with no inbox row
 * (docs/decisions/clock-moves-in-batches.md). One game's events come in order, keyed by game id.
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
     * @param events one poll's decoded envelopes in order; null for a record that was not a readable
     *               event (the deserializer logged why), which is skipped instead of stopping the channel
     */
    @Incoming("game-events")
    @Blocking
    public void consume(List<EventEnvelope<EventPayload>> events) {
        List<MovePlayed> moves = new ArrayList<>();
        for (EventEnvelope<EventPayload> event : events) {
            if (event == null) {
                LOG.warn("Skipped a record of the game topic that is not an event this service reads");
            } else if (event.data() instanceof MovePlayed move) {
                moves.add(move);
            } else if (event.data() instanceof GameCreated || event.data() instanceof GameEnded) {
                // The moves before it are taken first: a game's moves come after its creation, its end after them.
                record(moves);
                moves.clear();
                if (event.data() instanceof GameCreated) {
                    processedEvents.handleOnce(event, delivered -> clocks.setUp((GameCreated) delivered.data()));
                } else {
                    processedEvents.handleOnce(event, delivered -> clocks.end((GameEnded) delivered.data()));
                }
            }
        }
        record(moves);
    }

    /**
     * The moves in one transaction; when that fails, each in a transaction of its own, so that one
     * move the clock cannot store does not lose the others (a move that fails alone fails the channel,
     * as before, and its poll is read again after the restart: the moves taken are then skipped by ply).
     */
    private void record(List<MovePlayed> moves) {
        if (moves.isEmpty()) {
            return;
        }
        try {
            clocks.recordMoves(moves);
        } catch (RuntimeException e) {
            if (moves.size() == 1) {
                throw e;
            }
            LOG.warnf(e, "A batch of %d moves failed; taking each alone", moves.size());
            moves.forEach(clocks::recordMove);
        }
    }
}
