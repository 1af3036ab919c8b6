package org.teamchess.support.outbox;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.TransactionalException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.TeamRegistered;
import org.teamchess.support.SupportTestProfile;
import org.teamchess.testsupport.TopicReader;

@QuarkusTest
@TestProfile(SupportTestProfile.class)
class OutboxTest {

    private static final Duration BROKER_WAIT = Duration.ofSeconds(30);
    /** Long enough for a woken relay to publish (the sweep is off: relay-interval is 1h here). */
    private static final Duration QUIET = Duration.ofSeconds(2);

    private final EventCodec codec = new EventCodec();

    @Inject
    OutboxTransactions transactions;

    @Inject
    OutboxRelay relay;

    @Inject
    Outbox outbox;

    @Inject
    EntityManager entityManager;

    @Test
    void committedEventIsPublishedOnceWithItsSubjectAsKeyAndMarked() {
        EventEnvelope<TeamRegistered> event = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            transactions.commit(List.of(event));

            List<ConsumerRecord<String, String>> records = reader.readUntil(
                    read -> count(read, event.id()) > 0, BROKER_WAIT);
            assertEquals(1, count(records, event.id()), "published");
            ConsumerRecord<String, String> record = records.stream()
                    .filter(candidate -> codec.decode(candidate.value()).id().equals(event.id()))
                    .findFirst().orElseThrow();
            assertEquals(event.subject(), record.key());
            assertEquals(event, codec.decode(record.value()));

            assertEquals(1, count(reader.readFor(QUIET), event.id()), "published exactly once");
        }
        await().atMost(BROKER_WAIT).until(() -> row(event.id()).map(OutboxEvent::publishedAt).isPresent());
    }

    @Test
    void eventOfARolledBackTransactionIsNeverPublished() {
        EventEnvelope<TeamRegistered> rolledBack = teamRegistered(UUID.randomUUID());
        EventEnvelope<TeamRegistered> committed = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            assertThrows(OutboxTransactions.RolledBack.class, () -> transactions.rollBack(rolledBack));
            transactions.commit(List.of(committed));

            reader.readUntil(read -> count(read, committed.id()) > 0, BROKER_WAIT);
            assertEquals(0, count(reader.readFor(QUIET), rolledBack.id()));
        }
        assertTrue(row(rolledBack.id()).isEmpty(), "no outbox row");
    }

    @Test
    void eventsLeftWhileTheRelayIsDownArePublishedInOrderWhenItResumes() {
        UUID teamId = UUID.randomUUID();
        List<EventEnvelope<?>> events =
                List.of(teamRegistered(teamId), teamRegistered(teamId), teamRegistered(teamId));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            relay.pause();
            try {
                transactions.commit(events.subList(0, 1));
                transactions.commit(events.subList(1, 3));

                List<ConsumerRecord<String, String>> whileDown = reader.readFor(QUIET);
                events.forEach(event -> assertEquals(0, count(whileDown, event.id())));
                events.forEach(event -> assertTrue(row(event.id()).orElseThrow().publishedAt() == null));
            } finally {
                relay.resume();
            }

            List<ConsumerRecord<String, String>> records = reader.readUntil(
                    read -> events.stream().allMatch(event -> count(read, event.id()) > 0), BROKER_WAIT);
            List<UUID> published = records.stream()
                    .map(record -> codec.decode(record.value()).id())
                    .filter(id -> events.stream().anyMatch(event -> event.id().equals(id)))
                    .toList();
            assertEquals(events.stream().map(EventEnvelope::id).toList(), published,
                    "each once, in the order they were added (one key, one partition)");
        }
        events.forEach(event -> await().atMost(BROKER_WAIT)
                .until(() -> row(event.id()).map(OutboxEvent::publishedAt).isPresent()));
    }

    @Test
    void rowWhoseWakeUpWasLostIsPublishedByTheSweep() {
        // A row committed just before a crash: nobody woke the relay for it.
        EventEnvelope<TeamRegistered> event = teamRegistered(UUID.randomUUID());
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery(
                        "INSERT INTO outbox_event (event_id, event_type, topic, message_key, envelope)"
                                + " VALUES (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, event.id())
                .setParameter(2, event.type().typeName())
                .setParameter(3, event.type().topic())
                .setParameter(4, event.subject())
                .setParameter(5, codec.encodeToString(event))
                .executeUpdate());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            assertEquals(0, count(reader.readFor(QUIET), event.id()), "not woken: not published yet");

            relay.sweep();

            assertEquals(1, count(reader.readUntil(read -> count(read, event.id()) > 0, BROKER_WAIT),
                    event.id()));
        }
        await().atMost(BROKER_WAIT).until(() -> row(event.id()).map(OutboxEvent::publishedAt).isPresent());
    }

    @Test
    void urgentEventsArePublishedOnceAndMarkedAlongsideOrdinaryOnes() {
        EventEnvelope<TeamRegistered> ordinary = teamRegistered(UUID.randomUUID());
        EventEnvelope<TeamRegistered> urgent = teamRegistered(UUID.randomUUID());
        EventEnvelope<TeamRegistered> alone = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            transactions.commitUrgent(List.of(ordinary), List.of(urgent));
            transactions.commitUrgent(List.of(), List.of(alone));

            reader.readUntil(read -> count(read, ordinary.id()) > 0 && count(read, urgent.id()) > 0
                    && count(read, alone.id()) > 0, BROKER_WAIT);
            List<ConsumerRecord<String, String>> records = reader.readFor(QUIET);
            assertEquals(1, count(records, ordinary.id()), "the relay's, once");
            assertEquals(1, count(records, urgent.id()), "sent after the commit, and not by the relay too");
            assertEquals(1, count(records, alone.id()), "sent with no relay run woken");
        }
        for (EventEnvelope<?> event : List.of(ordinary, urgent, alone)) {
            await().atMost(BROKER_WAIT).until(() -> row(event.id()).map(OutboxEvent::publishedAt).isPresent());
        }
    }

    @Test
    void urgentEventOfARolledBackTransactionIsNeverPublished() {
        EventEnvelope<TeamRegistered> rolledBack = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            assertThrows(OutboxTransactions.RolledBack.class, () -> transactions.rollBackUrgent(rolledBack));

            assertEquals(0, count(reader.readFor(QUIET), rolledBack.id()));
        }
        assertTrue(row(rolledBack.id()).isEmpty(), "no outbox row");
    }

    @Test
    void urgentEventCommittedWhileTheRelayIsPausedIsPublishedWhenItResumes() {
        EventEnvelope<TeamRegistered> event = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            relay.pause();
            try {
                transactions.commitUrgent(List.of(), List.of(event));
                assertEquals(0, count(reader.readFor(QUIET), event.id()), "paused: not sent");
            } finally {
                relay.resume();
            }

            reader.readUntil(read -> count(read, event.id()) > 0, BROKER_WAIT);
            assertEquals(1, count(reader.readFor(QUIET), event.id()), "once");
        }
        await().atMost(BROKER_WAIT).until(() -> row(event.id()).map(OutboxEvent::publishedAt).isPresent());
    }

    @Test
    void relayChannelIsReadyWhileConnectedToTheBroker() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("status", equalTo("UP"))
                .body(containsString(OutboxRelay.CHANNEL));
    }

    @Test
    void addingOutsideATransactionIsRefused() {
        assertThrows(TransactionalException.class, () -> outbox.add(teamRegistered(UUID.randomUUID())));
    }

    @Test
    void cleanupDeletesOnlyPublishedRowsOlderThanTheRetention() {
        EventEnvelope<TeamRegistered> old = teamRegistered(UUID.randomUUID());
        EventEnvelope<TeamRegistered> recent = teamRegistered(UUID.randomUUID());
        transactions.commit(List.of(old, recent));
        await().atMost(BROKER_WAIT).until(() -> row(recent.id()).map(OutboxEvent::publishedAt).isPresent()
                && row(old.id()).map(OutboxEvent::publishedAt).isPresent());
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery(
                        "UPDATE outbox_event SET published_at = now() - interval '8 days' WHERE event_id = ?1")
                .setParameter(1, old.id())
                .executeUpdate());

        relay.deletePublished();

        assertTrue(row(old.id()).isEmpty(), "published 8 days ago: deleted");
        assertNotNull(row(recent.id()).orElseThrow().publishedAt(), "published just now: kept");
    }

    private Optional<OutboxEvent> row(UUID eventId) {
        return QuarkusTransaction.requiringNew().call(() -> entityManager
                .createQuery("FROM OutboxEvent e WHERE e.eventId = :eventId", OutboxEvent.class)
                .setParameter("eventId", eventId)
                .getResultStream()
                .findFirst());
    }

    private long count(List<ConsumerRecord<String, String>> records, UUID eventId) {
        return records.stream()
                .filter(record -> codec.decode(record.value()).id().equals(eventId))
                .count();
    }

    private static EventEnvelope<TeamRegistered> teamRegistered(UUID teamId) {
        // To the millisecond, as the services' clocks tick and the codec writes
        return EventEnvelope.of(UUID.randomUUID(), "service-support-test", Instant.now().truncatedTo(ChronoUnit.MILLIS),
                new TeamRegistered(UUID.randomUUID(), teamId, UUID.randomUUID(), 4, "Школа № 1, Анадырь",
                        "coach-1", List.of()));
    }
}
