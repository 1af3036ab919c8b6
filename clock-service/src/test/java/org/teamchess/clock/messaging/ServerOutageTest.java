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
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.repository.FlagFallRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.clock.service.ClockOperation;
import org.teamchess.clock.service.ClockService;
import org.teamchess.clock.service.GameServiceWatch;
import org.teamchess.clock.service.ServerOutagePauses;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.ClockPaused;
import org.teamchess.events.clock.ClockResumed;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameCreated;
import org.teamchess.testsupport.TopicReader;

/**
 * Server outages on the real broker and database, in real time: a test plays game-service's
 * heartbeats (as its broker user), stops them as a kill -9 would, and starts them again as a
 * restarted instance does. The profile declares an outage after 2 s of silence.
 */
@QuarkusTest
@TestProfile(ServerOutageTestProfile.class)
class ServerOutageTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Duration BASE = Duration.ofMinutes(1);
    /** The lag grace of White's first move in 1+0 (LagCompensation.forControl). */
    private static final Duration GRACE = Duration.ofMillis(390);

    private static GameServiceHeartbeats heartbeats;

    @Inject
    ClockService clocks;

    @Inject
    GameServiceWatch watch;

    @Inject
    FlagFallRepository flags;

    @BeforeAll
    static void instance() {
        heartbeats = new GameServiceHeartbeats(Duration.ofMillis(250));
    }

    @AfterAll
    static void noInstance() {
        heartbeats.close();
    }

    /** Each test starts with an instance beating and no outage in force. */
    @BeforeEach
    void anInstanceIsThere() {
        heartbeats.start();
        Instant started = Instant.now();
        await().atMost(WAIT).until(() -> watch.lastHeard().filter(heard -> heard.isAfter(started)).isPresent()
                && watch.outageSince().isEmpty());
    }

    /** Kills the instance: returns the last heartbeat clock-service heard. */
    private Instant instanceKilled() {
        heartbeats.stop();
        Instant stopped = Instant.now();
        // What was on its way is read within a poll; then nothing more comes.
        await().pollDelay(Duration.ofMillis(700)).atMost(WAIT).until(() -> true);
        Instant lastHeard = watch.lastHeard().orElseThrow();
        assertTrue(lastHeard.isBefore(stopped.plusMillis(700)), "no heartbeat after the kill");
        return lastHeard;
    }

    private static <T extends EventPayload> T announced(Class<T> type, UUID gameId) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            return type.cast(reader.readUntil(read -> find(read, type, gameId) != null, WAIT).stream()
                    .map(record -> CODEC.decode(record.value()).data())
                    .filter(data -> type.isInstance(data) && data.subject().equals(gameId.toString()))
                    .findFirst().orElseThrow());
        }
    }

    private static EventPayload find(List<ConsumerRecord<String, String>> records, Class<?> type, UUID gameId) {
        return records.stream().filter(record -> gameId.toString().equals(record.key()))
                .map(record -> CODEC.decode(record.value()).data()).filter(type::isInstance).findFirst().orElse(null);
    }

    private static List<EventPayload> announcedWithin(UUID gameId, Duration duration) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            return reader.readFor(duration).stream().filter(record -> gameId.toString().equals(record.key()))
                    .map(record -> CODEC.decode(record.value()).data()).toList();
        }
    }

    @Test
    void noInstanceStopsTheClocksFromTheLastHeartbeatAndTheNextRestartsThemWithTheOutageCredited() {
        // 1+0, White not yet moved, his flag due in 4 s: it would fall during the outage.
        Instant deadline = Instant.now().truncatedTo(ChronoUnit.MILLIS).plusSeconds(4);
        GameCreated game = TestGames.created("1+0", deadline.minus(BASE));
        clocks.setUp(game);

        Instant lastHeard = instanceKilled();
        ClockPaused paused = announced(ClockPaused.class, game.gameId());

        assertEquals(lastHeard.truncatedTo(ChronoUnit.MILLIS), paused.at(), "backdated to the last heartbeat");
        assertEquals(ServerOutagePauses.ACTOR, paused.arbiterId());
        assertEquals(ServerOutagePauses.REASON, paused.reason());
        ClockView stopped = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals("paused", stopped.status());
        long leftAtThePause = Duration.between(paused.at(), deadline).toMillis();
        assertEquals(leftAtThePause, stopped.whiteRemainingMillis());

        // White's deadline and grace pass while no instance is there: no flag.
        await().atMost(WAIT).until(() -> Instant.now().isAfter(deadline.plus(GRACE).plusSeconds(1)));
        assertTrue(announcedWithin(game.gameId(), Duration.ofMillis(500)).stream()
                .noneMatch(FlagFell.class::isInstance), "no flag fell during the outage");
        assertEquals(0, flags.count(game.gameId()));
        assertEquals(leftAtThePause, clocks.stateOf(game.gameId()).orElseThrow().whiteRemainingMillis());

        heartbeats.start();
        ClockResumed resumed = announced(ClockResumed.class, game.gameId());

        assertEquals(ServerOutagePauses.ACTOR, resumed.arbiterId());
        assertEquals(ServerOutagePauses.REASON, resumed.reason());
        ClockView running = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals("running", running.status());
        assertEquals(leftAtThePause - Duration.between(resumed.at(), running.at()).toMillis(),
                running.whiteRemainingMillis(), "the outage is charged to nobody");
        assertEquals(resumed.at().plusMillis(leftAtThePause), running.deadline());
        // And the flag falls when the time he had left runs out after the restart.
        FlagFell fell = announced(FlagFell.class, game.gameId());
        assertEquals(resumed.at().plusMillis(leftAtThePause), fell.fellAt());
    }

    @Test
    void anArbitersPauseOutlastsAnOutageAndOnlyTheOutagesPauseIsLifted() {
        Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(1);
        GameCreated heldByArbiter = TestGames.created("5+0", start);
        GameCreated running = TestGames.created("5+0", start);
        clocks.setUp(heldByArbiter);
        clocks.setUp(running);
        clocks.adjust(heldByArbiter.gameId(), new ClockOperation.Pause(), "arbiter-1", "Art. 6.12.2: a claim");

        instanceKilled();
        announced(ClockPaused.class, running.gameId());
        assertEquals("paused", clocks.stateOf(running.gameId()).orElseThrow().status());

        heartbeats.start();
        announced(ClockResumed.class, running.gameId());

        assertEquals("running", clocks.stateOf(running.gameId()).orElseThrow().status());
        assertEquals("paused", clocks.stateOf(heldByArbiter.gameId()).orElseThrow().status(),
                "the arbiter restarts his own pause");
        List<EventPayload> arbiterGame = announcedWithin(heldByArbiter.gameId(), Duration.ofMillis(500));
        assertEquals(1, arbiterGame.stream().filter(ClockPaused.class::isInstance).count(), "the arbiter's only");
        assertTrue(arbiterGame.stream().noneMatch(ClockResumed.class::isInstance));
    }

    @Test
    void aClockSetUpDuringAnOutageStandsStillUntilAnInstanceIsBack() {
        instanceKilled();
        await().atMost(WAIT).until(() -> watch.outageSince().isPresent());
        GameCreated game = TestGames.created("3+2", Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(1));
        clocks.setUp(game);

        assertEquals("paused", clocks.stateOf(game.gameId()).orElseThrow().status());

        heartbeats.start();
        announced(ClockResumed.class, game.gameId());
        assertEquals("running", clocks.stateOf(game.gameId()).orElseThrow().status());
    }

    @Test
    void aFlagDueAfterWhatTheLastHeartbeatVouchesForWaitsAndTheOutageSavesIt() {
        Instant lastHeard = instanceKilled();
        // Due after the heartbeat's 1 s of vouching but before the 2 s of silence make an outage: a flag
        // timer fires first, and must not let it fall.
        Instant graceEnd = lastHeard.plusMillis(1_500);
        Instant soon = Instant.now().plusMillis(300);
        graceEnd = (graceEnd.isAfter(soon) ? graceEnd : soon).truncatedTo(ChronoUnit.MILLIS);
        GameCreated game = TestGames.created("1+0", graceEnd.minus(GRACE).minus(BASE));
        clocks.setUp(game);

        ClockPaused paused = announced(ClockPaused.class, game.gameId());

        assertEquals(lastHeard.truncatedTo(ChronoUnit.MILLIS), paused.at());
        assertTrue(announcedWithin(game.gameId(), Duration.ofMillis(500)).stream()
                .noneMatch(FlagFell.class::isInstance), "the flag waited for a heartbeat, and none came");
        assertEquals(0, flags.count(game.gameId()));
        assertEquals("paused", clocks.stateOf(game.gameId()).orElseThrow().status());
    }
}
