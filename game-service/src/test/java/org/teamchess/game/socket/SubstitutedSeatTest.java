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
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventEnvelope;
import org.teamchess.events.Topics;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.BoardPlayerSubstituted;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Side;
import org.teamchess.rules.clock.TimeControl;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TopicWriter;

/**
 * A substitution from tournament-service on the real broker gives the game's seat to the incoming
 * player before the first move, over real WebSockets; after it the game keeps its players.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class SubstitutedSeatTest {

    private static final EventCodec CODEC = new EventCodec();
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
        MatchScheduled match = scheduled(Instant.now().plus(1, ChronoUnit.HOURS));
        BoardPairing board = match.boards().get(0);
        UUID reserve = UUID.randomUUID();
        try (GameClient early = GameClient.connect(connectors.get(), base, board.gameId())) {
            // Joined before the substitution: the seat goes all the same.
            assertEquals("black", early.join(playerToken(board.blackPlayerId())).get("seat").asText());
            substitute(match, Side.BLACK, reserve);
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
        MatchScheduled match = scheduled(Instant.now().minusSeconds(1));
        BoardPairing board = match.boards().get(0);
        try (GameClient white = GameClient.connect(connectors.get(), base, board.gameId())) {
            white.join(playerToken(board.whitePlayerId()));
            white.move("e4");
            white.next("ack");
        }
        UUID late = substitute(match, Side.WHITE, UUID.randomUUID());
        await().atMost(WAIT).until(() -> processed.isProcessed(late));
        GameView game = games.find(board.gameId()).orElseThrow();
        assertEquals(board.whitePlayerId(), game.whitePlayerId());
        assertEquals(1, game.ply());
    }

    /** A one-board match starting then, published, once its game is created. */
    private MatchScheduled scheduled(Instant start) {
        BoardPairing board = new BoardPairing(1, UUID.randomUUID(), UUID.randomUUID(), UUID.randomUUID());
        MatchScheduled match = new MatchScheduled(UUID.randomUUID(), UUID.randomUUID(), 1, List.of(board),
                TimeControl.parse("30+0").orElseThrow(), start);
        TestMatches.publish(TestMatches.envelope(match));
        await().atMost(WAIT).until(() -> games.find(board.gameId()).isPresent());
        return match;
    }

    /** Publishes tournament-service's substitution of the side's player on the match's board; its event id. */
    private static UUID substitute(MatchScheduled match, Side side, UUID incoming) {
        BoardPairing board = match.boards().get(0);
        BoardPlayerSubstituted substitution = new BoardPlayerSubstituted(match.matchId(), UUID.randomUUID(),
                match.competitionId(), 1, board.board(), board.gameId(), side,
                side == Side.WHITE ? board.whitePlayerId() : board.blackPlayerId(), incoming);
        EventEnvelope<BoardPlayerSubstituted> event = EventEnvelope.of(UUID.randomUUID(), "tournament-service",
                Instant.now(), substitution);
        TopicWriter.send(Topics.TOURNAMENT_EVENTS, event.subject(), CODEC.encodeToString(event));
        return event.id();
    }
}
