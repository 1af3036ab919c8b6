package org.teamchess.game.socket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.teamchess.game.socket.GameClient.playerToken;

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
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.FocusAway;
import org.teamchess.events.game.FocusRecord;
import org.teamchess.events.game.GameEnded;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.GameTopic;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;

/**
 * The client's focus signals over real WebSockets: the server times the absences with its own
 * clock, counts them only during the side's own turn, ends one at the side's move, refuses what it
 * does not count with a reason, and publishes the totals with GameEnded, by side only.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class FocusTest {

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    TestClock clock;

    @AfterEach
    void realTime() {
        clock.release();
    }

    private GameView game() {
        return games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null, null,
                Instant.now().minusSeconds(1), null, null));
    }

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    /** Sends a focus state and returns whether the server counted it. */
    private static boolean focus(GameClient client, String state) {
        client.send("focus", "state", state, "at", "2000-01-01T00:00:00Z");
        JsonNode noted = client.next("focus-noted");
        assertEquals(state, noted.path("state").asText());
        return noted.path("counted").asBoolean();
    }

    @Test
    void absencesCountOnlyOnTheOwnTurnAreServerTimedAndEndWithTheMoveOrTheGame() {
        clock.fix(Instant.now().truncatedTo(ChronoUnit.MILLIS));
        GameView game = game();
        try (GameClient white = client(game.id()); GameClient black = client(game.id());
                GameClient arbiter = GameClient.connect(connectors.get(), base, game.id(),
                        "access_token=" + TestTokens.withRealmRoles("arbiter-1", "arbiter"))) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            arbiter.send("hello").next("state");

            // White to move: away 30 s (the "at" the client sent is not read), back.
            assertTrue(focus(white, "lost"));
            clock.advance(Duration.ofSeconds(30));
            assertTrue(focus(white, "back"));
            // Away again; a second "lost" on the same turn counts nothing more; his move ends it after 10 s.
            assertTrue(focus(white, "lost"));
            assertFalse(focus(white, "lost"));
            clock.advance(Duration.ofSeconds(10));
            white.move("e4");
            white.next("ack");
            clock.advance(Duration.ofSeconds(20));
            assertFalse(focus(white, "back"), "his move ended the absence: the 20 s after it do not count");

            // Black's turn: White's signals are refused; a spectator's too.
            white.send("focus", "state", "lost");
            assertTrue(white.error("not-your-turn").path("reason").asText().contains("your own turn"));
            arbiter.send("focus", "state", "lost");
            assertEquals("focus", arbiter.error("read-only").path("replyTo").asText());
            black.send("focus", "state", "elsewhere");
            black.error("unreadable");

            // Black away 5 s, then resigns while away: the game's end closes the absence.
            assertTrue(focus(black, "lost"));
            clock.advance(Duration.ofSeconds(5));
            black.send("resign");
            black.next("game-ended");

            white.send("focus", "state", "lost");
            white.error("game-over");
        }
        GameEnded ended = GameTopic.ended(game.id());
        assertEquals(new FocusRecord(new FocusAway(2, 40_000, 30_000), new FocusAway(1, 5_000, 5_000)), ended.focus());
        assertFalse(ended.pgn().contains("focus"), "not in the record");
    }

    @Test
    void nothingCountsBeforeTheScheduledStart() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.now().plusSeconds(3600), null, null));
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("focus", "state", "lost");
            assertTrue(white.error("not-started").path("reason").asText().contains("focus counts from then on"));
        }
    }

    @Test
    void aFloodOfFocusMessagesIsRefusedWithItsReason() {
        GameView game = game();
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            for (int message = 0; message < 20; message++) {
                assertFalse(focus(white, "back"), "not away: nothing to count");
            }
            white.send("focus", "state", "lost");
            assertTrue(white.error("flood").path("reason").asText().contains("20 focus messages a minute"));
        }
    }
}
