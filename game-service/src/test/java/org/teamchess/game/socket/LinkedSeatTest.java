package org.teamchess.game.socket;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.teamchess.game.TestLinks.link;
import static org.teamchess.game.TestLinks.newAccount;
import static org.teamchess.game.TestLinks.token;

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
import org.junit.jupiter.api.Test;
import org.teamchess.events.tournament.BoardPairing;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.service.GameService;
import org.teamchess.rules.Side;
import org.teamchess.support.inbox.ProcessedEvents;

/**
 * Children play their boards with their own accounts, whose ids are not the roster's player ids:
 * registration-service's PlayerLinked on the real broker seats an account at its roster entry's
 * games over real WebSockets, whether the link came before the game was created or after, and the
 * link follows a substitution. An account linked to no player of the game is refused.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class LinkedSeatTest {

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
    void childrenLinkedBeforeTheRoundWasPublishedPlayTheirBoardWithTheirAccounts() {
        MatchScheduled match = TestMatches.oneBoard(Instant.now().minusSeconds(1));
        BoardPairing board = match.boards().get(0);
        String whiteAccount = newAccount();
        String blackAccount = newAccount();
        linked(board.whitePlayerId(), whiteAccount);
        linked(board.blackPlayerId(), blackAccount);
        TestMatches.published(match, games);

        try (GameClient white = GameClient.connect(connectors.get(), base, board.gameId());
                GameClient black = GameClient.connect(connectors.get(), base, board.gameId())) {
            assertEquals("white", white.join(token(whiteAccount)).get("seat").asText());
            assertEquals("black", black.join(token(blackAccount)).get("seat").asText());
            white.move("e4");
            white.next("ack");
            black.move("e5");
            black.next("ack");
            white.move("Nf3");
            white.next("ack");
            white.send("offer-draw");
            black.next("draw-offered");
            black.send("accept-draw");
            assertEquals("1/2-1/2", white.next("game-ended").get("result").asText());
        }
    }

    @Test
    void aChildWhoseLinkComesDuringPlayIsRefusedBeforeItAndPlaysAfterIt() {
        String whiteAccount = newAccount();
        String lateAccount = newAccount();
        MatchScheduled match = TestMatches.published(TestMatches.oneBoard(Instant.now().minusSeconds(1)), games);
        BoardPairing board = match.boards().get(0);
        linked(board.whitePlayerId(), whiteAccount);

        try (GameClient white = GameClient.connect(connectors.get(), base, board.gameId())) {
            white.join(token(whiteAccount));
            white.move("d4");
            white.next("ack");
            try (GameClient unlinked = GameClient.connect(connectors.get(), base, board.gameId())) {
                unlinked.send("hello", "accessToken", token(lateAccount));
                JsonNode refusal = unlinked.error("forbidden");
                assertEquals("hello", refusal.get("replyTo").asText());
            }

            linked(board.blackPlayerId(), lateAccount);
            try (GameClient black = GameClient.connect(connectors.get(), base, board.gameId())) {
                assertEquals("black", black.join(token(lateAccount)).get("seat").asText());
                black.move("Кf6");
                assertEquals(2, black.next("ack").get("ply").asInt());
                black.send("resign");
                assertEquals("1-0", white.next("game-ended").get("result").asText());
            }
        }
    }

    @Test
    void theSeatOfASubstitutedBoardGoesToTheIncomingChildsAccountAndNotToTheOutgoingOnes() {
        MatchScheduled match = TestMatches.published(TestMatches.oneBoard(Instant.now().plus(1, ChronoUnit.HOURS)),
                games);
        BoardPairing board = match.boards().get(0);
        UUID reserve = UUID.randomUUID();
        String outgoingAccount = newAccount();
        String reserveAccount = newAccount();
        linked(board.blackPlayerId(), outgoingAccount);
        linked(reserve, reserveAccount);

        try (GameClient early = GameClient.connect(connectors.get(), base, board.gameId())) {
            assertEquals("black", early.join(token(outgoingAccount)).get("seat").asText());
            TestMatches.substitute(match, Side.BLACK, reserve);
            await().atMost(WAIT).until(() -> reserve.equals(games.find(board.gameId()).orElseThrow().blackPlayerId()));
            // Joined as the outgoing child's account before the substitution: his messages are refused now.
            early.send("offer-draw");
            assertEquals("forbidden", early.next("error").get("code").asText());
        }
        try (GameClient incoming = GameClient.connect(connectors.get(), base, board.gameId())) {
            assertEquals("black", incoming.join(token(reserveAccount)).get("seat").asText());
        }
        try (GameClient outgoing = GameClient.connect(connectors.get(), base, board.gameId())) {
            outgoing.send("hello", "accessToken", token(outgoingAccount));
            assertEquals("forbidden", outgoing.next("error").get("code").asText());
        }
    }

    @Test
    void aLaterLinkOfTheSameRosterEntryReplacesTheEarlierAndAnOlderOneDeliveredAgainDoesNot() {
        MatchScheduled match = TestMatches.oneBoard(Instant.now().plus(1, ChronoUnit.HOURS));
        BoardPairing board = match.boards().get(0);
        String first = newAccount();
        String second = newAccount();
        String stale = newAccount();
        Instant now = Instant.now();
        linked(board.whitePlayerId(), first, now.minusSeconds(60));
        TestMatches.published(match, games);
        assertEquals("white", joinedSeat(board, first));
        linked(board.whitePlayerId(), second, now);
        linked(board.whitePlayerId(), stale, now.minusSeconds(30));

        assertEquals("white", joinedSeat(board, second));
        assertEquals("refused", joinedSeat(board, first));
        assertEquals("refused", joinedSeat(board, stale));
    }

    /** The seat the account is given at the board's game, or {@code refused} when it is refused as no player. */
    private String joinedSeat(BoardPairing board, String account) {
        try (GameClient client = GameClient.connect(connectors.get(), base, board.gameId())) {
            client.send("hello", "accessToken", token(account));
            JsonNode answer = client.next(message -> List.of("state", "error").contains(message.path("type").asText()),
                    "a state or an error");
            if ("error".equals(answer.get("type").asText())) {
                assertEquals("forbidden", answer.get("code").asText());
                return "refused";
            }
            return answer.get("seat").asText();
        }
    }

    private void linked(UUID playerId, String account) {
        linked(playerId, account, Instant.now());
    }

    /** Publishes the link, once this service has handled it. */
    private void linked(UUID playerId, String account, Instant at) {
        UUID event = link(playerId, account, at);
        await().atMost(WAIT).until(() -> processed.isProcessed(event));
    }
}
