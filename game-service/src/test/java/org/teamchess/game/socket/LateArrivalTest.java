package org.teamchess.game.socket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.teamchess.game.socket.GameClient.playerToken;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.Topics;
import org.teamchess.events.clock.FlagFell;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameLifecycle;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.NoShowCheck;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TopicReader;

/**
 * Late arrival (Art. 6.7.1) over real WebSockets: the no-show check is run by the test (the schedule
 * is off in tests) at instants fixed on the service's clock.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class LateArrivalTest {

    private static final EventCodec CODEC = new EventCodec();
    private static final int DEFAULT_MINUTES = 5;

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    NoShowCheck check;

    @Inject
    GameLifecycle lifecycle;

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    /** A friendly game starting in a minute, with a default time of five minutes. */
    private GameView game() {
        return game("10+0", DEFAULT_MINUTES);
    }

    private GameView game(String timeControl, int defaultMinutes) {
        Instant start = Instant.now().plusSeconds(60).truncatedTo(ChronoUnit.MILLIS);
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), timeControl, null, null,
                start, null, defaultMinutes));
    }

    /** {@code side}'s flag fell at {@code fell}, as clock-service tells it a moment later; whether it ended the game. */
    private boolean flagFalls(GameView game, int ply, Side side, Instant fell) {
        clock.fix(fell.plusMillis(5));
        return lifecycle.flagFell(new FlagFell(game.id(), ply, side, fell));
    }

    private static GameEnded ended(UUID gameId) {
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            return endings(gameId, reader.readUntil(records -> !endings(gameId, records).isEmpty(),
                    Duration.ofSeconds(30))).get(0);
        }
    }

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    private static List<GameEnded> endings(UUID gameId, List<ConsumerRecord<String, String>> records) {
        return records.stream().filter(record -> gameId.toString().equals(record.key()))
                .map(record -> CODEC.decode(record.value()).data())
                .filter(GameEnded.class::isInstance).map(GameEnded.class::cast).toList();
    }

    @Test
    void aPlayerAbsentAtTheDefaultTimeLosesByANoShowForfeit() {
        GameView game = game();
        Instant deadline = game.scheduledStart().plus(Duration.ofMinutes(DEFAULT_MINUTES));
        assertEquals(deadline, game.arrivalDeadline());
        try (GameClient white = client(game.id())) {
            JsonNode state = white.join(playerToken(game.whitePlayerId()));
            assertEquals(deadline, Instant.parse(state.get("arrivalDeadline").asText()));

            clock.fix(deadline.minusSeconds(1));
            assertFalse(check.forfeitNoShows().contains(game.id()), "the default time has not passed");
            clock.fix(deadline.plusSeconds(3));
            assertTrue(check.forfeitNoShows().contains(game.id()));

            JsonNode ended = white.next("game-ended");
            assertEquals("1-0", ended.get("result").asText());
            assertEquals("no-show", ended.get("termination").asText());
            assertEquals("6.7.1", ended.get("article").asText());
            assertEquals(deadline, Instant.parse(ended.get("endedAt").asText()));
        }
        GameView view = games.find(game.id()).orElseThrow();
        assertEquals("finished", view.status());
        assertEquals("no-show", view.termination(), "the result counts as unplayed");
        assertNotNull(view.whiteJoinedAt());
        assertNull(view.blackJoinedAt());
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.WHITE_WON, ended.result());
        assertEquals(Termination.NO_SHOW, ended.termination());
        assertTrue(ended.unplayed());
        assertEquals(deadline, ended.endedAt());
    }

    @Test
    void playersWhoJoinedInTimeDoNotForfeit() {
        GameView game = game();
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
        }
        clock.fix(game.arrivalDeadline().plusSeconds(60));
        assertFalse(check.forfeitNoShows().contains(game.id()));
        assertNull(games.find(game.id()).orElseThrow().result());
    }

    @Test
    void aPlayerWhoJoinsAfterTheDefaultTimeStillLoses() {
        GameView game = game();
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            clock.fix(game.arrivalDeadline().plusSeconds(1));
            black.join(playerToken(game.blackPlayerId()));
            assertTrue(check.forfeitNoShows().contains(game.id()));
            JsonNode ended = black.next("game-ended");
            assertEquals("1-0", ended.get("result").asText());
            assertEquals("no-show", ended.get("termination").asText());
        }
    }

    @Test
    void whenNeitherPlayerCameBothLoseUnplayed() {
        GameView game = game();
        clock.fix(game.arrivalDeadline().minusSeconds(1));
        assertFalse(check.forfeitNoShows().contains(game.id()), "either may still come");
        clock.fix(game.arrivalDeadline().plusSeconds(60));
        assertTrue(check.forfeitNoShows().contains(game.id()));

        GameView view = games.find(game.id()).orElseThrow();
        assertEquals("0-0", view.result(), "a double forfeit: -/-");
        assertEquals("no-show", view.termination());
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BOTH_LOST, ended.result());
        assertEquals(Termination.NO_SHOW, ended.termination());
        assertTrue(ended.unplayed());
        assertEquals(game.arrivalDeadline(), ended.endedAt());
    }

    /**
     * The case of issue 16: a 1+0 game neither player joined, with the Laws' default time of 0. It
     * ended 0-1 on time when White's flag fell, a played win for Black, who never came.
     */
    @Test
    void aFlagFallingWhenNeitherPlayerEverCameIsADoubleForfeitNotAWinOnTime() {
        GameView game = game("1+0", 0);
        Instant fell = game.scheduledStart().plusSeconds(60);
        assertTrue(flagFalls(game, 0, Side.WHITE, fell));

        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BOTH_LOST, ended.result());
        assertEquals(Termination.NO_SHOW, ended.termination());
        assertTrue(ended.unplayed());
        assertEquals(fell, ended.endedAt(), "the deadline had passed: certain when the flag fell");
    }

    @Test
    void anAbsentPlayersFlagFallingGivesThePresentOpponentAnUnplayedWinAtOnce() {
        GameView game = game("1+0", DEFAULT_MINUTES);
        Instant fell = game.scheduledStart().plusSeconds(60);
        try (GameClient black = client(game.id())) {
            black.join(playerToken(game.blackPlayerId()));
            assertTrue(flagFalls(game, 0, Side.WHITE, fell),
                    "long before the default time: the result cannot change");
            JsonNode over = black.next("game-ended");
            assertEquals("0-1", over.get("result").asText());
            assertEquals("no-show", over.get("termination").asText());
            assertEquals("6.7.1", over.get("article").asText());
        }
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BLACK_WON, ended.result());
        assertTrue(ended.unplayed(), "White never came: not a game lost on time");
        assertEquals(fell, ended.endedAt());
    }

    @Test
    void anAbsentBlacksFlagFallingAfterWhitesFirstMoveGivesWhiteAnUnplayedWin() {
        GameView game = game("1+0", DEFAULT_MINUTES);
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            clock.fix(game.scheduledStart().plusSeconds(2));
            white.move("e4");
            white.next("ack");
            Instant fell = game.scheduledStart().plusSeconds(62);
            assertTrue(flagFalls(game, 1, Side.BLACK, fell));
            assertEquals("no-show", white.next("game-ended").get("termination").asText());
        }
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.WHITE_WON, ended.result());
        assertEquals(Termination.NO_SHOW, ended.termination());
    }

    @Test
    void whenBothAreAbsentAtTheFlagTheOpponentWhoComesByTheDefaultTimeWins() {
        GameView game = game("1+0", DEFAULT_MINUTES);
        Instant fell = game.scheduledStart().plusSeconds(60);
        assertFalse(flagFalls(game, 0, Side.WHITE, fell), "Black may still come");
        assertNull(games.find(game.id()).orElseThrow().result());
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            clock.fix(fell.plusSeconds(30));
            white.join(playerToken(game.whitePlayerId()));
            assertFalse(check.forfeitNoShows().contains(game.id()), "a White who comes after his flag fell "
                    + "is still absent, and Black has not come");
            Instant came = fell.plusSeconds(90);
            clock.fix(came);
            black.join(playerToken(game.blackPlayerId()));
            clock.fix(came.plusSeconds(3));
            assertTrue(check.forfeitNoShows().contains(game.id()), "at once, not at the deadline");
            JsonNode over = black.next("game-ended");
            assertEquals("0-1", over.get("result").asText());
            assertEquals("no-show", over.get("termination").asText());
            assertEquals(came, Instant.parse(over.get("endedAt").asText()), "certain when Black came");
        }
        assertTrue(ended(game.id()).unplayed());
    }

    @Test
    void whenBothAreAbsentAtTheFlagAndNobodyComesBothLoseAtTheDeadline() {
        GameView game = game("1+0", DEFAULT_MINUTES);
        Instant fell = game.scheduledStart().plusSeconds(60);
        assertFalse(flagFalls(game, 0, Side.WHITE, fell));
        clock.fix(game.arrivalDeadline().minusSeconds(1));
        assertFalse(check.forfeitNoShows().contains(game.id()));
        clock.fix(game.arrivalDeadline().plusSeconds(4));
        assertTrue(check.forfeitNoShows().contains(game.id()));
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BOTH_LOST, ended.result());
        assertEquals(game.arrivalDeadline(), ended.endedAt());
        try (GameClient spectator = client(game.id())) {
            JsonNode state = spectator.join(playerToken(game.whitePlayerId()));
            assertEquals("finished", state.get("status").asText(), "the game still replays");
            assertEquals("0-0", state.get("result").asText());
        }
    }

    @Test
    void aPlayerWhoCameButNeverMovedLosesOnTimeAPlayedGame() {
        GameView game = game("1+0", DEFAULT_MINUTES);
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
        }
        Instant fell = game.scheduledStart().plusSeconds(60);
        assertTrue(flagFalls(game, 0, Side.WHITE, fell));
        GameEnded ended = ended(game.id());
        assertEquals(GameResult.BLACK_WON, ended.result());
        assertEquals(Termination.TIME_FORFEIT, ended.termination());
        assertFalse(ended.unplayed(), "White was at the board: Art. 6.9, not 6.7.1");
    }

    @Test
    void aFriendlyGameWithoutItsOwnDefaultTimeGivesFifteenMinutes() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.parse("2026-03-07T10:00:00Z"), null, null));
        assertEquals(Instant.parse("2026-03-07T10:15:00Z"), game.arrivalDeadline(),
                "set up on the spot, its players are not late a second after the start");
    }

    @Test
    void aForfeitAfterThePresentSideMovedEndsTheGameAtThatMoveNotBeforeIt() {
        GameView game = game();
        Instant moved = game.arrivalDeadline().plusSeconds(30);
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            clock.fix(game.arrivalDeadline().plusSeconds(1));
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            clock.fix(moved);
            white.move("e4");
            white.next("ack");
            clock.fix(moved.plusSeconds(10));
            assertTrue(check.forfeitNoShows().contains(game.id()), "Black came late and has not moved");
            JsonNode ended = white.next("game-ended");
            assertEquals("no-show", ended.get("termination").asText());
            assertEquals(moved, Instant.parse(ended.get("endedAt").asText()), "not at the deadline, before 1. e4");
        }
        try (GameClient spectator = client(game.id())) {
            JsonNode state = spectator.join(playerToken(game.whitePlayerId()));
            assertEquals("finished", state.get("status").asText(), "the game still replays");
        }
    }
}
