package org.teamchess.game.messaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.protocol.ErrorCode;
import org.teamchess.game.repository.GameEntity;
import org.teamchess.game.repository.GameRepository;
import org.teamchess.game.repository.Variant;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameRefusal;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.GameStates;
import org.teamchess.game.service.MoveService;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TopicReader;
import org.teamchess.testsupport.TopicWriter;

/** FlagFell and the arbiters' clock operations from the real broker, the results on it. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class ClockEventsConsumerTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    @Inject
    GameStates states;

    @Inject
    GameRepository repository;

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    private GameView game() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "5+0", null, null,
                Instant.now().minusSeconds(1).truncatedTo(ChronoUnit.MILLIS), null, null));
    }

    private static void publish(EventPayload payload) {
        EventEnvelope<EventPayload> event = EventEnvelope.of(UUID.randomUUID(), "clock-service", Instant.now(), payload);
        TopicWriter.send(Topics.CLOCK_EVENTS, event.subject(), CODEC.encodeToString(event));
    }

    private static GameEnded ended(UUID gameId) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            return reader.readUntil(records -> endedIn(gameId, records) != null, WAIT).stream()
                    .map(record -> CODEC.decode(record.value()).data())
                    .filter(data -> data instanceof GameEnded end && end.gameId().equals(gameId))
                    .map(GameEnded.class::cast).findFirst().orElseThrow();
        }
    }

    private static GameEnded endedIn(UUID gameId, List<ConsumerRecord<String, String>> records) {
        return records.stream().filter(record -> gameId.toString().equals(record.key()))
                .map(record -> CODEC.decode(record.value()).data())
                .filter(GameEnded.class::isInstance).map(GameEnded.class::cast).findFirst().orElse(null);
    }

    /** The players came to the board (an accepted hello): a flag loses a played game (Art. 6.9, not 6.7.1). */
    private void bothCame(UUID gameId) {
        QuarkusTransaction.requiringNew().run(() -> {
            GameEntity entity = repository.findById(gameId);
            entity.joined(Side.WHITE, entity.scheduledStart());
            entity.joined(Side.BLACK, entity.scheduledStart());
        });
    }

    @Test
    void whitesFlagFallingBeforeHisFirstMoveLosesTheGame() {
        GameView game = game();
        bothCame(game.id());
        Instant fellAt = game.scheduledStart().plusSeconds(300);
        publish(new FlagFell(game.id(), 0, Side.WHITE, fellAt));
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BLACK_WON, ended.result());
        assertEquals(Termination.TIME_FORFEIT, ended.termination());
        assertEquals(fellAt, ended.endedAt());
        assertEquals("finished", games.find(game.id()).orElseThrow().status());
    }

    @Test
    void aFlagFallAgainstALoneKingIsADraw() {
        UUID gameId = UUID.randomUUID();
        Instant start = Instant.now().minusSeconds(1);
        QuarkusTransaction.requiringNew().run(() -> repository.persist(new GameEntity(gameId, UUID.randomUUID(), null,
                1, 1, UUID.randomUUID(), UUID.randomUUID(), "5+0", start, Duration.ZERO, Variant.STANDARD, null,
                "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", 1, 0, start)));
        bothCame(gameId);
        publish(new FlagFell(gameId, 0, Side.WHITE, start.plusSeconds(300)));
        GameEnded ended = ended(gameId);
        assertEquals(GameResult.DRAW, ended.result(), "black cannot mate with a lone king (Art. 6.9)");
        assertEquals(Termination.TIME_FORFEIT, ended.termination());
    }

    @Test
    void aFlagForAPlyThatIsNoLongerCurrentIsIgnored() {
        GameView game = game();
        bothCame(game.id());
        moveService.move(game.id(), Side.WHITE, "e4", null, "w1");
        publish(new FlagFell(game.id(), 0, Side.WHITE, Instant.now())); // stale: white has moved since
        publish(new FlagFell(game.id(), 1, Side.BLACK, Instant.now()));
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.WHITE_WON, ended.result(), "only black's flag counts");
        assertEquals(Termination.TIME_FORFEIT, ended.termination());
    }

    @Test
    void anArbiterPausingTheClockStopsMovesUntilResumed() {
        GameView game = game();
        Instant pausedAt = Instant.now();
        clock.fix(pausedAt.plusSeconds(5));
        publish(new ClockPaused(game.id(), pausedAt, "arbiter-1", "Art. 6.12.2: a claim"));
        Awaitility.await().atMost(WAIT).until(() -> "paused".equals(
                states.state(game.id(), "spectator").orElseThrow().clocks().status()));
        assertNull(states.state(game.id(), "spectator").orElseThrow().clocks().running(), "no clock runs while paused");
        GameRefusal refusal = assertThrows(GameRefusal.class,
                () -> moveService.move(game.id(), Side.WHITE, "e4", null, "w1"));
        assertEquals(ErrorCode.CLOCK_PAUSED, refusal.code());
    }

    @Test
    void aServerOutagesPauseAndResumeChargeTheOutageToNobody() {
        GameView game = game();
        moveService.move(game.id(), Side.WHITE, "e4", null, "w1");
        // clock-service stops the clocks from the last heartbeat it heard, and restarts them 30 s later.
        Instant pausedAt = Instant.now().plusSeconds(2).truncatedTo(ChronoUnit.MILLIS);
        Instant resumedAt = pausedAt.plusSeconds(30);
        clock.fix(resumedAt);
        publish(new ClockPaused(game.id(), pausedAt, "clock-service", "server"));
        Awaitility.await().atMost(WAIT).until(() -> "paused".equals(
                states.state(game.id(), "spectator").orElseThrow().clocks().status()));
        long blackAtThePause = states.state(game.id(), "spectator").orElseThrow().clocks().blackMillis();
        assertTrue(blackAtThePause < 300_000 && blackAtThePause > 290_000, "black's clock ran until the pause");
        GameRefusal refusal = assertThrows(GameRefusal.class,
                () -> moveService.move(game.id(), Side.BLACK, "e5", null, "b1"));
        assertEquals(ErrorCode.CLOCK_PAUSED, refusal.code());

        publish(new ClockResumed(game.id(), resumedAt, "clock-service", "server"));
        Awaitility.await().atMost(WAIT).until(() -> "running".equals(
                states.state(game.id(), "spectator").orElseThrow().clocks().status()));
        assertEquals(blackAtThePause, states.state(game.id(), "spectator").orElseThrow().clocks().blackMillis(),
                "the 30 s of the outage are not charged");
        clock.fix(resumedAt.plusSeconds(1));
        assertEquals(blackAtThePause - 1_000,
                states.state(game.id(), "spectator").orElseThrow().clocks().blackMillis());
        moveService.move(game.id(), Side.BLACK, "e5", null, "b1");
        assertEquals(2, states.state(game.id(), "spectator").orElseThrow().ply());
    }
}
