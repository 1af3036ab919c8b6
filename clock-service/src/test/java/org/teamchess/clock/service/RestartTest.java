package org.teamchess.clock.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.teamchess.clock.TestGames;
import org.teamchess.clock.repository.ClockEventEntity;
import org.teamchess.clock.repository.ClockEventRepository;
import org.teamchess.clock.repository.FlagFallRepository;
import org.teamchess.clock.rest.ClockView;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameCreated;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.GameClock;
import org.teamchess.rules.clock.MoveOutcome;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.testsupport.TopicReader;

/** A real start of the service on a database whose clocks ran on while it was down. */
@QuarkusTest
@TestProfile(RestartTestProfile.class)
class RestartTest {

    private static final EventCodec CODEC = new EventCodec();

    @ConfigProperty(name = PastDueClocksDatabase.FALLEN_GAME)
    UUID fallenGame;

    @ConfigProperty(name = PastDueClocksDatabase.PAUSED_GAME)
    UUID pausedGame;

    @ConfigProperty(name = PastDueClocksDatabase.DEADLINE)
    Instant deadline;

    @ConfigProperty(name = PastDueClocksDatabase.RUNNING_GAME)
    UUID runningGame;

    @ConfigProperty(name = PastDueClocksDatabase.RUNNING_START)
    Instant runningStart;

    @Inject
    FlagFallRepository flags;

    @Inject
    ClockService clocks;

    @Inject
    ClockEventRepository events;

    /** The flags of this test's two games (the broker is shared with the other tests). */
    private List<EventEnvelope<EventPayload>> flags(List<ConsumerRecord<String, String>> records) {
        return records.stream()
                .map(record -> CODEC.decode(record.value()))
                .filter(event -> event.data() instanceof FlagFell flag
                        && (flag.gameId().equals(fallenGame) || flag.gameId().equals(pausedGame)))
                .toList();
    }

    @Test
    void aFlagThatFellWhileTheServiceWasDownIsAnnouncedAtStartWithTheTrueTimeOfTheFallAndAPausedClockKeepsItsFlag() {
        List<EventEnvelope<EventPayload>> fell;
        try (TopicReader reader = TopicReader.fromBeginning(Topics.CLOCK_EVENTS)) {
            reader.readUntil(read -> !flags(read).isEmpty(), Duration.ofSeconds(30));
            fell = flags(reader.readFor(Duration.ofSeconds(3)));
        }

        assertEquals(List.of(new FlagFell(fallenGame, 0, Side.WHITE, deadline)),
                fell.stream().map(EventEnvelope::data).toList(), "the fallen game's flag, once; none for the paused one");
        assertTrue(fell.get(0).time().isAfter(deadline.plus(Duration.ofMinutes(3))),
                "noticed at the start, minutes after the fall: " + fell.get(0).time());
        assertEquals(1, flags.count(fallenGame));
        assertEquals(0, flags.count(pausedGame));
    }

    @Test
    void aClockStoredBeforeItsRowKeptItIsTakenUpFromItsLogAndTakesMovesAndOperationsAfter() {
        TimeControl control = TimeControl.parse("30+0").orElseThrow();
        GameClock model = ((MoveOutcome.Accepted) GameClock.start(control, runningStart)
                .move(0, Side.WHITE, runningStart.plusSeconds(10), Duration.ZERO).orElseThrow()).clock();
        GameCreated game = new GameCreated(runningGame, UUID.randomUUID(), 1, UUID.randomUUID(), UUID.randomUUID(),
                control, runningStart);
        TestGames.Moved black = TestGames.moved(game, model, runningStart.plusSeconds(25), Duration.ZERO);

        assertEquals(1, clocks.stateOf(runningGame).orElseThrow().ply(), "White's logged move");
        assertTrue(clocks.recordMove(black.event()));
        ClockView adjusted = clocks.adjust(runningGame, new ClockOperation.AddTime(Side.WHITE, Duration.ofMinutes(2)),
                "arbiter-1", "a claim");

        assertEquals(2, adjusted.ply());
        assertEquals(black.clock().stateAt(runningStart.plusSeconds(25)).black().toMillis(),
                adjusted.blackRemainingMillis(), "Black's time as the model has it after both moves");
        assertEquals(List.of(1, 2), QuarkusTransaction.requiringNew().call(() -> events.log(runningGame)).stream()
                        .map(ClockEventEntity::sequence).toList(),
                "the operation follows the logged move; Black's move is not logged");
    }
}
