package org.teamchess.support.outbox;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.UUID;
import java.util.stream.Stream;
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
    void committedEventIsPublishedOnceWithItsSubjectAsKeyAndItsRowDeleted() {
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
        await().atMost(BROKER_WAIT).until(() -> !rowExists(event.id()));
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
        assertFalse(rowExists(rolledBack.id()), "no outbox row");
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
                events.forEach(event -> assertTrue(rowExists(event.id()), "waiting in the table"));
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
        events.forEach(event -> await().atMost(BROKER_WAIT).until(() -> !rowExists(event.id())));
    }

    @Test
    void rowWhoseWakeUpWasLostIsPublishedByTheSweep() {
        // A row committed just before a crash: nobody woke the relay for it.
        EventEnvelope<TeamRegistered> event = teamRegistered(UUID.randomUUID());
        insertRow(event, codec.encodeToString(event));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            assertEquals(0, count(reader.readFor(QUIET), event.id()), "not woken: not published yet");

            relay.sweep();

            assertEquals(1, count(reader.readUntil(read -> count(read, event.id()) > 0, BROKER_WAIT),
                    event.id()));
        }
        await().atMost(BROKER_WAIT).until(() -> !rowExists(event.id()));
    }

    @Test
    void urgentEventsArePublishedOnceAndDeletedAlongsideOrdinaryOnes() {
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
            await().atMost(BROKER_WAIT).until(() -> !rowExists(event.id()));
        }
    }

    @Test
    void urgentEventOfARolledBackTransactionIsNeverPublished() {
        EventEnvelope<TeamRegistered> rolledBack = teamRegistered(UUID.randomUUID());

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            assertThrows(OutboxTransactions.RolledBack.class, () -> transactions.rollBackUrgent(rolledBack));

            assertEquals(0, count(reader.readFor(QUIET), rolledBack.id()));
        }
        assertFalse(rowExists(rolledBack.id()), "no outbox row");
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
        await().atMost(BROKER_WAIT).until(() -> !rowExists(event.id()));
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
    void refusedEventKeepsItsRowAndItsSuccessorsWhichArePublishedAgainInOrderOnceItGoes() {
        UUID teamId = UUID.randomUUID();
        EventEnvelope<TeamRegistered> before = teamRegistered(teamId);
        EventEnvelope<TeamRegistered> refused = teamRegistered(teamId);
        EventEnvelope<TeamRegistered> after = teamRegistered(teamId);
        EventEnvelope<TeamRegistered> last = teamRegistered(teamId);

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            relay.pause();
            try {
                transactions.commit(List.of(before));
                // Over the producer's max.request.size (1 MB): Kafka refuses it, the others of the batch go.
                insertRow(refused, "x".repeat(2 * 1024 * 1024));
                transactions.commit(List.of(after, last));
            } finally {
                relay.resume();
            }
            await().atMost(BROKER_WAIT).until(() -> !rowExists(before.id()));

            relay.pause(); // returns when the run is over
            try {
                assertTrue(rowExists(refused.id()), "not acknowledged: kept");
                assertTrue(rowExists(after.id()) && rowExists(last.id()),
                        "after a refused row of the batch: kept even if acknowledged, to be sent after it");
                deleteRow(refused.id()); // an operator's repair: without it the relay retries the row forever
            } finally {
                relay.resume();
            }

            await().atMost(BROKER_WAIT).until(() -> !rowExists(after.id()) && !rowExists(last.id()));
            List<ConsumerRecord<String, String>> records = reader.readFor(QUIET);
            List<UUID> firstDeliveries = records.stream()
                    .map(record -> codec.decode(record.value()).id())
                    .filter(id -> Stream.of(before, after, last).anyMatch(event -> event.id().equals(id)))
                    .distinct()
                    .toList();
            assertEquals(List.of(before.id(), after.id(), last.id()), firstDeliveries,
                    "in the order they were added, duplicates aside (one key, one partition)");
            assertEquals(1, count(records, before.id()), "deleted at its acknowledgement: never sent again");
        }
    }

    @Test
    void tableKeepsOnlyWhatIsStillToBePublished() {
        List<EventEnvelope<?>> events = List.of(teamRegistered(UUID.randomUUID()), teamRegistered(UUID.randomUUID()));
        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            transactions.commit(events);
            reader.readUntil(read -> events.stream().allMatch(event -> count(read, event.id()) > 0), BROKER_WAIT);
        }
        await().atMost(BROKER_WAIT).until(() -> events.stream().noneMatch(event -> rowExists(event.id())));
        relay.pause(); // no run in progress
        try {
            assertEquals(0L, QuarkusTransaction.requiringNew().call(() -> ((Number) entityManager
                    .createNativeQuery("SELECT count(*) FROM outbox_event").getSingleResult()).longValue()),
                    "every acknowledged row deleted, none kept as published");
        } finally {
            relay.resume();
        }
    }

    private void insertRow(EventEnvelope<?> event, String envelope) {
        QuarkusTransaction.requiringNew().run(() -> entityManager.createNativeQuery(
                        "INSERT INTO outbox_event (event_id, event_type, topic, message_key, envelope)"
                                + " VALUES (?1, ?2, ?3, ?4, ?5)")
                .setParameter(1, event.id())
                .setParameter(2, event.type().typeName())
                .setParameter(3, event.type().topic())
                .setParameter(4, event.subject())
                .setParameter(5, envelope)
                .executeUpdate());
    }

    private void deleteRow(UUID eventId) {
        QuarkusTransaction.requiringNew().run(() -> entityManager
                .createNativeQuery("DELETE FROM outbox_event WHERE event_id = ?1")
                .setParameter(1, eventId)
                .executeUpdate());
    }

    private boolean rowExists(UUID eventId) {
        return QuarkusTransaction.requiringNew().call(() -> !entityManager
                .createNativeQuery("SELECT 1 FROM outbox_event WHERE event_id = ?1")
                .setParameter(1, eventId)
                .getResultList()
                .isEmpty());
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
