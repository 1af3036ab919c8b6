package org.teamchess.support.inbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.SupportTestProfile;

@QuarkusTest
@TestProfile(SupportTestProfile.class)
class ProcessedEventsTest {

    @Inject
    ProcessedEvents processedEvents;

    @Inject
    EntityManager entityManager;

    @Test
    void handlerRunsOnceForAnEventDeliveredTwice() {
        EventEnvelope<MatchScheduled> event = matchScheduled();
        AtomicInteger runs = new AtomicInteger();

        assertTrue(processedEvents.handleOnce(event, delivered -> runs.incrementAndGet()));
        assertFalse(processedEvents.handleOnce(event, delivered -> runs.incrementAndGet()));

        assertEquals(1, runs.get());
        assertTrue(processedEvents.isProcessed(event.id()));
    }

    @Test
    void handlerThatFailsLeavesTheEventToBeHandledAgain() {
        EventEnvelope<MatchScheduled> event = matchScheduled();

        assertThrows(IllegalStateException.class, () -> processedEvents.handleOnce(event, delivered -> {
            throw new IllegalStateException("the database of the handler is away");
        }));
        assertFalse(processedEvents.isProcessed(event.id()));

        assertTrue(processedEvents.handleOnce(event, delivered -> { }));
        assertTrue(processedEvents.isProcessed(event.id()));
    }

    @Test
    void differentEventsAreEachHandled() {
        AtomicInteger runs = new AtomicInteger();

        processedEvents.handleOnce(matchScheduled(), delivered -> runs.incrementAndGet());
        processedEvents.handleOnce(matchScheduled(), delivered -> runs.incrementAndGet());

        assertEquals(2, runs.get());
    }

    @Test
    void cleanupForgetsOnlyIdsOlderThanTheRetention() {
        EventEnvelope<MatchScheduled> old = matchScheduled();
        EventEnvelope<MatchScheduled> recent = matchScheduled();
        processedEvents.handleOnce(old, delivered -> { });
        processedEvents.handleOnce(recent, delivered -> { });
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery(
                        "UPDATE processed_event SET processed_at = now() - interval '31 days'"
                                + " WHERE event_id = ?1")
                .setParameter(1, old.id())
                .executeUpdate());

        processedEvents.deleteExpired();

        assertFalse(processedEvents.isProcessed(old.id()));
        assertTrue(processedEvents.isProcessed(recent.id()));
    }

    private static EventEnvelope<MatchScheduled> matchScheduled() {
        MatchScheduled match = new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), 1,
                List.of(new BoardPairing(1, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID())),
                TimeControl.parse("90+30").orElseThrow(), Instant.parse("2026-03-01T10:00:00Z"));
        return EventEnvelope.of(UUID.randomUUID(), "tournament-service", Instant.now(), match);
    }
}
