package org.teamchess.clock.messaging;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.clock.service.ClockService;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.ClockStarted;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.testsupport.TopicWriter;

/** GameCreated on the real broker in, ClockStarted on the real broker out. */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class GameEventsConsumerTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** Long enough for a duplicate to have been published if the service were to publish one. */
    private static final Duration QUIET = Duration.ofSeconds(3);
    private static final Instant START = Instant.parse("2026-03-07T10:00:00Z");

    @Inject
    ClockService clocks;

    @Inject
    ProcessedEvents processedEvents;

    /** The ClockStarted events among the records that are about this game. */
    private static List<EventEnvelope<EventPayload>> started(List<ConsumerRecord<String, String>> records,
            UUID gameId) {
        return records.stream()
                .map(record -> CODEC.decode(record.value()))
                .filter(event -> event.data() instanceof ClockStarted clock && clock.gameId().equals(gameId))
                .toList();
    }

    @Test
    void aCreatedGameGetsItsClockAnnouncedOnTheClockTopic() {
        GameCreated game = TestGames.created("90/40+30+30s", START);
        TestGames.publish(TestGames.envelope(game));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            List<ConsumerRecord<String, String>> records =
                    reader.readUntil(read -> started(read, game.gameId()).size() == 1, WAIT);
            List<EventEnvelope<EventPayload>> started = started(records, game.gameId());
            assertEquals(1, started.size());
            EventEnvelope<EventPayload> event = started.get(0);
            assertEquals(ClockService.SOURCE, event.source());
            assertEquals(new ClockStarted(game.gameId(), game.timeControl(), START), event.data());
            assertTrue(records.stream().anyMatch(record -> record.key().equals(game.gameId().toString())
                    && CODEC.decode(record.value()).id().equals(event.id())), "keyed by game id");
        }
        assertEquals("90/40+30+30s", clocks.stateOf(game.gameId()).orElseThrow().timeControl());
    }

    @Test
    void theSameEventDeliveredTwiceSetsUpOneClockAnnouncedOnce() {
        GameCreated game = TestGames.created("30+0", START);
        EventEnvelope<GameCreated> event = TestGames.envelope(game);
        TestGames.publish(event);
        TestGames.publish(event);

        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            reader.readUntil(read -> started(read, game.gameId()).size() == 1, WAIT);
            assertEquals(1, started(reader.readFor(QUIET), game.gameId()).size());
        }
        assertTrue(processedEvents.isProcessed(event.id()));
    }

    @Test
    void theSameGameAnnouncedAgainUnderANewEventIdKeepsItsOneClock() {
        GameCreated game = TestGames.created("30+0", START);
        TestGames.publish(TestGames.envelope(game));
        TestGames.publish(TestGames.envelope(game));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            reader.readUntil(read -> started(read, game.gameId()).size() == 1, WAIT);
            assertEquals(1, started(reader.readFor(QUIET), game.gameId()).size());
        }
    }

    @Test
    void movesOnTheTopicReTimeTheClockWithoutAnInboxRowEach() {
        GameCreated game = TestGames.created("30+0", Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(60));
        EventEnvelope<GameCreated> created = TestGames.envelope(game);
        TestGames.publish(created);
        GameClock clock = GameClock.start(game.timeControl(), game.scheduledStart());
        List<EventEnvelope<MovePlayed>> moves = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            TestGames.Moved moved = TestGames.moved(game, clock, game.scheduledStart().plusSeconds(i + 1), Duration.ZERO);
            clock = moved.clock();
            moves.add(TestGames.envelope(moved.event()));
        }
        moves.forEach(TestGames::publish);
        EventEnvelope<GameEnded> ended = TestGames.envelope(TestGames.resigned(game, Instant.now()));
        TestGames.publish(ended);

        await().atMost(WAIT).until(() -> clocks.stateOf(game.gameId()).map(ClockView::status)
                .filter("ended"::equals).isPresent());
        ClockView view = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals("ended", view.status());
        assertEquals(4, view.ply(), "the moves were taken before the end");
        assertTrue(processedEvents.isProcessed(created.id()));
        assertTrue(processedEvents.isProcessed(ended.id()));
        assertTrue(moves.stream().noneMatch(move -> processedEvents.isProcessed(move.id())),
                "a move is taken once by its ply, not by an inbox row");
    }

    @Test
    void aRecordThatIsNotAnEventIsSkippedAndTheNextEventIsConsumed() {
        GameCreated game = TestGames.created("5+3", START);
        TopicWriter.send(Topics.GAME_EVENTS, game.gameId().toString(), "{\"not\": \"an event\"}");
        TestGames.publish(TestGames.envelope(game));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            assertEquals(1, started(reader.readUntil(read -> started(read, game.gameId()).size() == 1, WAIT),
                    game.gameId()).size());
        }
    }
}
