package org.teamchess.game.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventPayload;
import org.teamchess.events.game.GameCreated;
import org.teamchess.events.game.GameStarted;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.GameTopic;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestClock;

/** GameStarted: once per game, when its scheduled start comes, before its moves, through the outbox. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class StartCheckTest {

    @Inject
    GameService games;

    @Inject
    GameLifecycle lifecycle;

    @Inject
    MoveService moveService;

    @Inject
    StartCheck check;

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    private GameView gameStartingAt(Instant start) {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null, null,
                start, null, 5));
    }

    private static List<Class<?>> classesOf(List<EventPayload> events) {
        return events.stream().<Class<?>>map(Object::getClass).toList();
    }

    @Test
    void aGameStartsOnceWhenItsScheduledStartComesAndNotBefore() {
        Instant start = Instant.now().plusSeconds(3600).truncatedTo(ChronoUnit.MILLIS);
        GameView game = gameStartingAt(start);
        clock.fix(start.minusMillis(1));
        assertFalse(check.startDueGames().contains(game.id()), "not before its scheduled start (Art. 6.5)");

        clock.fix(start.plusSeconds(2));
        assertTrue(check.startDueGames().contains(game.id()));
        assertFalse(check.startDueGames().contains(game.id()), "once");
        assertFalse(lifecycle.startIfDue(game.id()));

        assertEquals(List.of(GameCreated.class, GameStarted.class), classesOf(GameTopic.eventsUntil(game.id(), GameStarted.class)));
        assertEquals(start, games.find(game.id()).orElseThrow().startedAt());
    }

    @Test
    void theFirstMoveStartsAGameTheCheckHasNotReachedAndTheStartComesFirst() {
        GameView game = gameStartingAt(Instant.now().minusSeconds(1));
        moveService.move(game.id(), Side.WHITE, "e4", null, "w1");
        assertFalse(check.startDueGames().contains(game.id()));

        assertEquals(List.of(GameCreated.class, GameStarted.class, MovePlayed.class),
                classesOf(GameTopic.eventsUntil(game.id(), MovePlayed.class)));
    }
}
