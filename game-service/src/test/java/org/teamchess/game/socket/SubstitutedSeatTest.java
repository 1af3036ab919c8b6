package org.teamchess.game.socket;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.teamchess.game.socket.GameClient.playerToken;

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
import org.junit.jupiter.api.Test;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Side;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * A substitution from tournament-service on the real broker gives the game's seat to the incoming
 * player before the first move, over real WebSockets; after it the game keeps its players.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class SubstitutedSeatTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    ProcessedEvents processed;

    @Test
    void theIncomingPlayerTakesTheSeatAndThePlayerHeReplacedIsRefused() {
        MatchScheduled match = TestMatches.published(TestMatches.oneBoard(Instant.now().plus(1, ChronoUnit.HOURS)),
                games);
        BoardPairing board = match.boards().get(0);
        UUID reserve = UUID.randomUUID();
        try (GameClient early = GameClient.connect(connectors.get(), base, board.gameId())) {
            // Joined before the substitution: the seat goes all the same.
            assertEquals("black", early.join(playerToken(board.blackPlayerId())).get("seat").asText());
            TestMatches.substitute(match, Side.BLACK, reserve);
            await().atMost(WAIT).until(() -> reserve.equals(games.find(board.gameId()).orElseThrow().blackPlayerId()));
            early.send("offer-draw");
            assertEquals("forbidden", early.next("error").get("code").asText());
        }

        try (GameClient incoming = GameClient.connect(connectors.get(), base, board.gameId())) {
            assertEquals("black", incoming.join(playerToken(reserve)).get("seat").asText());
        }
        try (GameClient outgoing = GameClient.connect(connectors.get(), base, board.gameId())) {
            outgoing.send("hello", "accessToken", playerToken(board.blackPlayerId()));
            assertEquals("forbidden", outgoing.next("error").get("code").asText());
        }
        assertEquals(board.whitePlayerId(), games.find(board.gameId()).orElseThrow().whitePlayerId());
    }

    @Test
    void aSubstitutionAfterTheFirstMoveLeavesTheGameToItsPlayers() {
        MatchScheduled match = TestMatches.published(TestMatches.oneBoard(Instant.now().minusSeconds(1)), games);
        BoardPairing board = match.boards().get(0);
        try (GameClient white = GameClient.connect(connectors.get(), base, board.gameId())) {
            white.join(playerToken(board.whitePlayerId()));
            white.move("e4");
            white.next("ack");
        }
        UUID late = TestMatches.substitute(match, Side.WHITE, UUID.randomUUID());
        await().atMost(WAIT).until(() -> processed.isProcessed(late));
        GameView game = games.find(board.gameId()).orElseThrow();
        assertEquals(board.whitePlayerId(), game.whitePlayerId());
        assertEquals(1, game.ply());
    }
}
