package org.teamchess.game.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.config.GameConfig;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Position;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.testsupport.TopicWriter;

/** MatchScheduled on the real broker in, GameCreated on the real broker out. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class TournamentEventsConsumerTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** Long enough for a duplicate to have been published if the service were to publish one. */
    private static final Duration QUIET = Duration.ofSeconds(3);

    @Inject
    GameService games;

    @Inject
    ProcessedEvents processedEvents;

    @Inject
    GameConfig config;

    private static Set<UUID> gameIds(MatchScheduled match) {
        return match.boards().stream().map(BoardPairing::gameId).collect(Collectors.toSet());
    }

    /** The GameCreated events among the records that are about these games. */
    private static List<EventEnvelope<EventPayload>> created(List<ConsumerRecord<String, String>> records,
            Set<UUID> gameIds) {
        return records.stream()
                .map(record -> CODEC.decode(record.value()))
                .filter(event -> event.data() instanceof GameCreated game && gameIds.contains(game.gameId()))
                .toList();
    }

    @Test
    void aScheduledMatchBecomesOneGamePerBoardEachAnnouncedOnTheGameTopic() {
        MatchScheduled match = TestMatches.twoBoards();
        TestMatches.publish(TestMatches.envelope(match));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            List<ConsumerRecord<String, String>> records =
                    reader.readUntil(read -> created(read, gameIds(match)).size() == 2, WAIT);
            List<EventEnvelope<EventPayload>> created = created(records, gameIds(match));
            assertEquals(2, created.size(), "one GameCreated per board");
            for (BoardPairing pairing : match.boards()) {
                EventEnvelope<EventPayload> event = created.stream()
                        .filter(candidate -> ((GameCreated) candidate.data()).gameId().equals(pairing.gameId()))
                        .findFirst().orElseThrow();
                assertEquals(GameService.SOURCE, event.source());
                assertEquals(new GameCreated(pairing.gameId(), match.matchId(), pairing.board(),
                        pairing.whitePlayerId(), pairing.blackPlayerId(), match.timeControl(), match.scheduledStart()),
                        event.data());
                assertTrue(records.stream().anyMatch(record -> record.key().equals(pairing.gameId().toString())
                        && CODEC.decode(record.value()).id().equals(event.id())), "keyed by game id");
            }
        }
        GameView game = games.find(match.boards().get(0).gameId()).orElseThrow();
        assertEquals("scheduled", game.status());
        assertEquals(Position.standard().toFen(), game.fen());
    }

    @Test
    void theCompetitionsDefaultTimeSetsTheArrivalDeadlineAndTheConfiguredOneStandsInWithoutIt() {
        MatchScheduled plain = TestMatches.twoBoards();
        MatchScheduled fifteen = new MatchScheduled(UUID.randomUUID(), plain.competitionId(), 1,
                List.of(new BoardPairing(1, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID())),
                plain.timeControl(), plain.scheduledStart(), null, 15);
        games.createGames(plain);
        games.createGames(fifteen);

        assertEquals(plain.scheduledStart().plus(Duration.ofMinutes(15)),
                games.find(fifteen.boards().get(0).gameId()).orElseThrow().arrivalDeadline(), "Art. 6.7.1");
        assertEquals(plain.scheduledStart().plus(config.defaultTime()),
                games.find(plain.boards().get(0).gameId()).orElseThrow().arrivalDeadline(),
                "an older producer names none: teamchess.game.default-time");
    }

    @Test
    void theSameEventDeliveredTwiceCreatesEachGameOnce() {
        MatchScheduled match = TestMatches.twoBoards();
        EventEnvelope<MatchScheduled> event = TestMatches.envelope(match);
        TestMatches.publish(event);
        TestMatches.publish(event);

        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            reader.readUntil(read -> created(read, gameIds(match)).size() == 2, WAIT);
            assertEquals(2, created(reader.readFor(QUIET), gameIds(match)).size());
        }
        assertTrue(processedEvents.isProcessed(event.id()));
    }

    @Test
    void theSameBoardsScheduledAgainUnderANewEventIdAreNotCreatedTwice() {
        MatchScheduled match = TestMatches.twoBoards();
        TestMatches.publish(TestMatches.envelope(match));
        TestMatches.publish(TestMatches.envelope(match));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            reader.readUntil(read -> created(read, gameIds(match)).size() == 2, WAIT);
            assertEquals(2, created(reader.readFor(QUIET), gameIds(match)).size());
        }
    }

    @Test
    void aRecordThatIsNotAnEventIsSkippedAndTheNextEventIsConsumed() {
        MatchScheduled match = TestMatches.twoBoards();
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, match.matchId().toString(), "{\"not\": \"an event\"}");
        TestMatches.publish(TestMatches.envelope(match));

        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            assertEquals(2, created(reader.readUntil(read -> created(read, gameIds(match)).size() == 2, WAIT),
                    gameIds(match)).size());
        }
    }
}
