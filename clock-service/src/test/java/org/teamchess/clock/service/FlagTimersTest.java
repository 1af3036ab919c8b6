package org.teamchess.clock.service;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.ClockServiceTestProfile;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.repository.FlagFallRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TopicReader;

/**
 * Flag timers on the real broker and database, in real time: the clocks start in the past so that a
 * deadline is seconds away. The instant of a fall is the model's deadline, exact to the millisecond
 * however late the timer looks; only whether and when a flag is published depends on real time.
 */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class FlagTimersTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final Duration WAIT = Duration.ofSeconds(30);
    /** 1+0: a minute each; the lag grace of White's first move is 390 ms (LagCompensation.forControl). */
    private static final String ONE_MINUTE = "1+0";
    private static final Duration BASE = Duration.ofMinutes(1);
    private static final Duration GRACE = Duration.ofMillis(390);

    @Inject
    ClockService clocks;

    @Inject
    FlagTimers timers;

    @Inject
    FlagFallRepository flags;

    @Inject
    TestClock time;

    @AfterEach
    void backToRealTime() {
        time.release();
    }

    /** A 1+0 game whose White, who has not moved, runs out {@code after} from now (to the millisecond). */
    private static GameCreated whiteRunsOutIn(Duration after) {
        Instant deadline = Instant.now().truncatedTo(ChronoUnit.MILLIS).plus(after);
        return TestGames.created(ONE_MINUTE, deadline.minus(BASE));
    }

    private static Instant whitesDeadline(GameCreated game) {
        return game.scheduledStart().plus(BASE);
    }

    private static List<EventEnvelope<EventPayload>> flagsOf(List<ConsumerRecord<String, String>> records,
            UUID gameId) {
        return flagsOf(records, Set.of(gameId));
    }

    private static List<EventEnvelope<EventPayload>> flagsOf(List<ConsumerRecord<String, String>> records,
            Set<UUID> gameIds) {
        return records.stream()
                .map(record -> CODEC.decode(record.value()))
                .filter(event -> event.data() instanceof FlagFell flag && gameIds.contains(flag.gameId()))
                .toList();
    }

    /** Reads the clock topic until the game's first flag, then for {@code quiet} more. */
    private static List<EventEnvelope<EventPayload>> flagsAfterTheFirst(UUID gameId, Duration quiet) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            reader.readUntil(read -> !flagsOf(read, gameId).isEmpty(), WAIT);
            return flagsOf(reader.readFor(quiet), gameId);
        }
    }

    private static List<EventEnvelope<EventPayload>> flagsWithin(UUID gameId, Duration duration) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            return flagsOf(reader.readFor(duration), gameId);
        }
    }

    @Test
    void aFlagFallsAtTheDeadlineWithNoClientPresentAndIsAnnouncedOnce() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(2));
        TestGames.publish(TestGames.envelope(game));

        List<EventEnvelope<EventPayload>> fell = flagsAfterTheFirst(game.gameId(), Duration.ofSeconds(2));

        assertEquals(1, fell.size(), "one FlagFell per game and ply");
        EventEnvelope<EventPayload> event = fell.get(0);
        assertEquals(new FlagFell(game.gameId(), 0, Side.WHITE, whitesDeadline(game)), event.data());
        assertEquals(ClockService.SOURCE, event.source());
        assertFalse(event.time().isBefore(whitesDeadline(game).plus(GRACE)),
                "not before the lag grace ran out: " + event.time());
        assertEquals(1, flags.count(game.gameId()));
        assertEquals(Optional.empty(), timers.dueAt(game.gameId()), "no timer once the flag fell");
    }

    @Test
    void flagsFallingAtTheSameInstantAreEachAnnouncedOnceWithTheirDeadline() {
        Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS).plusSeconds(2).minus(BASE);
        List<GameCreated> games = IntStream.range(0, 30).mapToObj(index -> TestGames.created(ONE_MINUTE, start))
                .toList();
        Set<UUID> gameIds = games.stream().map(GameCreated::gameId).collect(Collectors.toSet());

        List<EventEnvelope<EventPayload>> fell;
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            games.forEach(game -> TestGames.publish(TestGames.envelope(game)));
            reader.readUntil(read -> flagsOf(read, gameIds).size() == games.size(), WAIT);
            fell = flagsOf(reader.readFor(Duration.ofSeconds(2)), gameIds);
        }

        assertEquals(games.size(), fell.size(), "one FlagFell per game, none twice");
        for (GameCreated game : games) {
            assertTrue(fell.stream().anyMatch(event -> event.data()
                    .equals(new FlagFell(game.gameId(), 0, Side.WHITE, whitesDeadline(game)))), game.gameId().toString());
            assertEquals(1, flags.count(game.gameId()));
            assertEquals(Optional.empty(), timers.dueAt(game.gameId()));
        }
    }

    @Test
    void aMoveMovesTheDeadlineAndTheOldPlysFlagNeverFalls() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(3));
        TestGames.publish(TestGames.envelope(game));
        await().atMost(WAIT).until(() -> timers.dueAt(game.gameId()).isPresent());
        Instant receivedAt = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        TestGames.Moved white = TestGames.moved(game, GameClock.start(game.timeControl(), game.scheduledStart()),
                receivedAt, Duration.ZERO);
        TestGames.publish(TestGames.envelope(white.event()));

        Instant blacksGraceEnd = white.clock().graceEnd().orElseThrow();
        await().atMost(WAIT).until(() -> timers.dueAt(game.gameId()).equals(Optional.of(blacksGraceEnd)));
        assertEquals(receivedAt.plus(BASE).plus(GRACE), blacksGraceEnd);
        assertEquals(List.of(), flagsWithin(game.gameId(), Duration.ofSeconds(5)),
                "White's deadline passed after White moved: no flag");
        ClockView view = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals(1, view.ply());
        assertEquals("black", view.toMove());
        assertEquals(white.event().whiteRemainingMillis(), view.whiteRemainingMillis());
    }

    @Test
    void theLagGameServiceCreditedIsRecoveredSoBothServicesHaveTheSameClock() {
        GameCreated game = TestGames.created("5+3", Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(20));
        clocks.setUp(game);
        GameClock start = GameClock.start(game.timeControl(), game.scheduledStart());
        TestGames.Moved white = TestGames.moved(game, start, game.scheduledStart().plusSeconds(7),
                Duration.ofMillis(250));
        TestGames.Moved black = TestGames.moved(game, white.clock(), game.scheduledStart().plusSeconds(12),
                Duration.ofMillis(120));

        assertTrue(clocks.recordMove(white.event()));
        assertTrue(clocks.recordMove(black.event()));

        assertEquals(black.clock().graceEnd(), timers.dueAt(game.gameId()));
        ClockView view = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals(black.clock().deadline().orElseThrow(), view.deadline());
        assertEquals(black.event().blackRemainingMillis(), view.blackRemainingMillis());
    }

    @Test
    void aRestartThatSpannedTheDeadlineAnnouncesTheFlagAtOnceWithTheTrueTimeOfTheFall() {
        Instant deadline = Instant.now().truncatedTo(ChronoUnit.MILLIS).minus(Duration.ofMinutes(3));
        GameCreated game = TestGames.created(ONE_MINUTE, deadline.minus(BASE));
        time.fix(game.scheduledStart());
        clocks.setUp(game);
        await().atMost(WAIT).until(() -> timers.dueAt(game.gameId()).isPresent());
        timers.clear(); // the service stops with the clock running...
        time.release(); // ...and is away until three minutes after the deadline

        timers.rebuild(); // what the start does (FlagTimers.onStart)

        List<EventEnvelope<EventPayload>> fell = flagsAfterTheFirst(game.gameId(), Duration.ofSeconds(2));
        assertEquals(List.of(new FlagFell(game.gameId(), 0, Side.WHITE, deadline)),
                fell.stream().map(EventEnvelope::data).toList());
        assertTrue(fell.get(0).time().isAfter(deadline.plus(Duration.ofMinutes(2))), "noticed only now");
    }

    @Test
    void aRebuildOfTimersThatAreRunningChangesNothing() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(2));
        clocks.setUp(game);
        timers.rebuild();
        timers.rebuild();

        List<EventEnvelope<EventPayload>> fell = flagsAfterTheFirst(game.gameId(), Duration.ofSeconds(2));
        assertEquals(1, fell.size());
        assertEquals(new FlagFell(game.gameId(), 0, Side.WHITE, whitesDeadline(game)), fell.get(0).data());
    }

    @Test
    void aMoveDeliveredTwiceOrUnderANewEventIdIsTakenOnce() {
        GameCreated game = TestGames.created("15+10", Instant.now().truncatedTo(ChronoUnit.MILLIS).minusSeconds(30));
        TestGames.publish(TestGames.envelope(game));
        TestGames.Moved white = TestGames.moved(game, GameClock.start(game.timeControl(), game.scheduledStart()),
                game.scheduledStart().plusSeconds(5), Duration.ZERO);
        EventEnvelope<MovePlayed> move = TestGames.envelope(white.event());
        TestGames.publish(move);
        TestGames.publish(move);
        TestGames.publish(TestGames.envelope(white.event()));
        TestGames.publish(TestGames.envelope(TestGames.resigned(game, Instant.now())));

        await().atMost(WAIT).until(() -> "ended".equals(clocks.stateOf(game.gameId()).orElseThrow().status()));
        ClockView view = clocks.stateOf(game.gameId()).orElseThrow();
        assertEquals(1, view.ply());
        assertEquals(white.event().whiteRemainingMillis(), view.whiteRemainingMillis());
        assertFalse(clocks.recordMove(white.event()), "the clock had it");
        assertFalse(clocks.end(TestGames.resigned(game, Instant.now())), "stopped before");
    }

    @Test
    void anEndedGamesFlagNeverFalls() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(3));
        TestGames.publish(TestGames.envelope(game));
        TestGames.publish(TestGames.envelope(TestGames.resigned(game, Instant.now())));

        await().atMost(WAIT).until(() -> "ended".equals(clocks.stateOf(game.gameId()).orElseThrow().status()));
        assertEquals(Optional.empty(), timers.dueAt(game.gameId()));
        assertEquals(List.of(), flagsWithin(game.gameId(), Duration.ofSeconds(5)));
    }

    @Test
    void aPauseStopsTheTimerAndTheResumeSetsItToTheNewDeadline() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(3));
        clocks.setUp(game);

        ClockView paused = clocks.adjust(game.gameId(), new ClockOperation.Pause(), "arbiter-1", "a claim");
        assertEquals("paused", paused.status());
        assertEquals(Optional.empty(), timers.dueAt(game.gameId()));
        assertEquals(List.of(), flagsWithin(game.gameId(), Duration.ofSeconds(5)),
                "White's deadline passed while paused: no flag");

        ClockView resumed = clocks.adjust(game.gameId(), new ClockOperation.Resume(), "arbiter-1", "claim decided");
        assertEquals(Optional.of(resumed.graceEnd()), timers.dueAt(game.gameId()));
        assertEquals(paused.whiteRemainingMillis(), Duration.between(resumed.at(), resumed.deadline()).toMillis());
        List<EventEnvelope<EventPayload>> fell = flagsAfterTheFirst(game.gameId(), Duration.ofSeconds(1));
        assertEquals(List.of(new FlagFell(game.gameId(), 0, Side.WHITE, resumed.deadline())),
                fell.stream().map(EventEnvelope::data).toList());
    }

    @Test
    void addedTimeMovesTheTimer() {
        GameCreated game = whiteRunsOutIn(Duration.ofSeconds(2));
        clocks.setUp(game);

        ClockView added = clocks.adjust(game.gameId(), new ClockOperation.AddTime(Side.WHITE, Duration.ofSeconds(4)),
                "arbiter-1", "Art. 7.4.2");

        assertEquals(whitesDeadline(game).plusSeconds(4), added.deadline());
        assertEquals(Optional.of(added.graceEnd()), timers.dueAt(game.gameId()));
        List<EventEnvelope<EventPayload>> fell = flagsAfterTheFirst(game.gameId(), Duration.ofSeconds(1));
        assertEquals(List.of(new FlagFell(game.gameId(), 0, Side.WHITE, added.deadline())),
                fell.stream().map(EventEnvelope::data).toList());
        assertFalse(fell.get(0).time().isBefore(added.graceEnd()));
    }
}
