package org.teamchess.game.socket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.teamchess.game.socket.GameClient.playerToken;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.websockets.next.BasicWebSocketConnector;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.EventPayload;
import org.teamchess.events.Topics;
import org.teamchess.events.game.DrawOffered;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.MovePlayed;
import org.teamchess.events.game.Termination;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.MoveService;
import org.teamchess.game.service.OtherInstance;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;

/**
 * Two players and spectators over real WebSockets, on the real PostgreSQL and broker; and a player here
 * whose opponent plays on another instance.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class LiveGameSocketTest {

    private static final EventCodec CODEC = new EventCodec();

    @TestHTTPResource("/")
    URI base;

    @Inject
    Instance<BasicWebSocketConnector> connectors;

    @Inject
    GameService games;

    @Inject
    TestClock clock;

    @Inject
    OtherInstance otherInstance;

    @Inject
    MeterRegistry meters;

    @AfterEach
    void realTime() {
        clock.release();
    }

    /** A friendly game in {@code timeControl} whose clock started a second ago. */
    private GameView game(String timeControl) {
        return games.createFriendly(TestMatches.friendly(timeControl));
    }

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    /** Plays a move and waits until the mover has its ack and the opponent the broadcast. */
    private static JsonNode play(GameClient mover, GameClient opponent, String san) {
        String clientMoveId = mover.move(san);
        JsonNode ack = mover.next("ack");
        assertEquals(clientMoveId, ack.get("clientMoveId").asText());
        JsonNode move = opponent.next("move");
        assertEquals(ack.get("version").asLong(), move.get("version").asLong());
        mover.next("move");
        return move;
    }

    private static List<EventPayload> eventsOf(UUID gameId, List<ConsumerRecord<String, String>> records) {
        return records.stream().filter(record -> gameId.toString().equals(record.key()))
                .map(record -> CODEC.decode(record.value()).data()).toList();
    }

    @Test
    void twoPlayersPlayScholarsMateAndTheGameEndsByCheckmateOnTheTopic() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            JsonNode state = white.join(playerToken(game.whitePlayerId()));
            assertEquals("white", state.get("seat").asText());
            assertEquals(0, state.get("version").asLong());
            assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", state.get("fen").asText());
            assertEquals("running", state.get("clocks").get("status").asText());
            assertEquals("black", black.join(playerToken(game.blackPlayerId())).get("seat").asText());

            JsonNode first = play(white, black, "e4");
            assertEquals(1, first.get("ply").asInt());
            assertEquals("e2e4", first.get("uci").asText());
            assertEquals("black", first.get("clocks").get("running").asText());
            assertTrue(first.get("clocks").get("whiteMillis").asLong() <= 600_000);
            play(black, white, "e5");
            play(white, black, "Сc4"); // Russian SAN: the bishop
            play(black, white, "b8c6"); // UCI in the san field is read as UCI
            play(white, black, "Qh5");
            play(black, white, "Nf6");
            JsonNode mate = play(white, black, "Qxf7#");
            assertEquals("Qxf7#", mate.get("san").asText());
            assertEquals("finished", mate.get("status").asText());

            for (GameClient player : List.of(white, black)) {
                JsonNode ended = player.next("game-ended");
                assertEquals("1-0", ended.get("result").asText());
                assertEquals("checkmate", ended.get("termination").asText());
                assertEquals("5.1.1", ended.get("article").asText());
                assertEquals(8, ended.get("version").asLong());
            }
            black.send("move", "san", "Ke7", "clientMoveId", "after-mate");
            assertEquals("after-mate", black.error("game-over").get("clientMoveId").asText());
        }
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            List<EventPayload> events = eventsOf(game.id(), reader.readUntil(records -> eventsOf(game.id(), records)
                    .stream().anyMatch(GameEnded.class::isInstance), Duration.ofSeconds(30)));
            List<MovePlayed> moves = events.stream().filter(MovePlayed.class::isInstance).map(MovePlayed.class::cast)
                    .toList();
            assertEquals(List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"),
                    moves.stream().map(MovePlayed::san).toList());
            assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), moves.stream().map(MovePlayed::ply).toList());
            GameEnded ended = events.stream().filter(GameEnded.class::isInstance).map(GameEnded.class::cast)
                    .findFirst().orElseThrow();
            assertEquals(GameResult.WHITE_WON, ended.result());
            assertEquals(Termination.CHECKMATE, ended.termination());
            // The whole game goes with its end, in English SAN, for the tournament's round exports.
            assertTrue(ended.pgn().contains("[Result \"1-0\"]"), ended.pgn());
            // Without its comments (the clocks, "Мат"), the moves.
            assertTrue(ended.pgn().replaceAll("\\{[^}]*}", "").replaceAll("\\d+\\.\\.\\.", "").replaceAll("\\s+", " ")
                    .contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"), ended.pgn());
        }
    }

    @Test
    void everyClientOfTheInstanceGetsEachMoveOnceInOrderAndTheMoverItsAckFirst() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id());
                GameClient arbiter = GameClient.connect(connectors.get(), base, game.id(),
                        "access_token=" + TestTokens.withRealmRoles("arbiter-1", "arbiter"))) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            arbiter.send("hello");
            arbiter.next("state");
            List<String> moves = List.of("d4", "d5", "c4", "e6", "Nc3", "Nf6");
            for (int ply = 1; ply <= moves.size(); ply++) {
                GameClient mover = ply % 2 == 1 ? white : black;
                String clientMoveId = mover.move(moves.get(ply - 1));
                int version = ply;
                (ply % 2 == 1 ? black : white).next(message -> "move".equals(message.path("type").asText())
                        && message.path("version").asLong() == version, "move " + version);
                assertEquals(List.of("ack", "move"), typesOnceMoveArrived(mover, version),
                        "the mover's ack, then the move it acknowledges");
                assertEquals(clientMoveId, mover.next("ack").get("clientMoveId").asText());
                mover.forget("move");
            }
            typesOnceMoveArrived(arbiter, moves.size());
            List<Long> versionsSeen = arbiter.pending().stream()
                    .filter(message -> "move".equals(message.path("type").asText()))
                    .map(message -> message.path("version").asLong()).toList();
            assertEquals(List.of(1L, 2L, 3L, 4L, 5L, 6L), versionsSeen, "each move once, in order");
        }
    }

    /** The types of the messages the client has received and not taken, once the move of {@code version} is among them. */
    private static List<String> typesOnceMoveArrived(GameClient client, long version) {
        return client.pendingOnce(message -> "move".equals(message.path("type").asText())
                && message.path("version").asLong() == version, "move " + version).stream()
                .map(message -> message.path("type").asText()).filter(type -> !"presence".equals(type)).toList();
    }

    @Test
    void movesTheGameCannotTakeAreRefusedWithTheirReason() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.send("move", "san", "e4", "clientMoveId", "before-hello");
            white.error("hello-first");
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));

            black.send("move", "san", "e5", "clientMoveId", "b1");
            assertEquals("move", black.error("not-your-turn").get("replyTo").asText());
            white.send("move", "san", "e5", "clientMoveId", "w1");
            assertEquals("w1", white.error("illegal-move").get("clientMoveId").asText());
            white.send("move", "san", "Nf3", "uci", "g1f3", "clientMoveId", "w2");
            white.error("unreadable");
            white.send("move", "san", "Nf3");
            white.error("unreadable");
            white.sendRaw("not json");
            white.error("unreadable");
            white.send("castle-queenside");
            assertEquals("castle-queenside", white.error("unreadable").get("replyTo").asText());
            white.send("hello", "accessToken", playerToken(game.whitePlayerId()));
            white.error("already-joined");
            black.send("accept-draw");
            black.error("no-draw-offer");
            white.send("claim-draw", "claim", "threefold-repetition");
            white.error("claim-incorrect");
            assertTrue(white.pendingBesides("presence").isEmpty(), "nothing but the refusals: " + white.pending());
        }
    }

    @Test
    void aMoveAfterTheDeadlineIsRefusedAsLate() {
        GameView game = game("1+0");
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            clock.fix(game.scheduledStart().plusSeconds(61));
            white.move("e4");
            assertTrue(white.error("late").get("reason").asText().contains("deadline"));
        }
    }

    @Test
    void anotherPlayerIsRefusedAndDisconnectedAndSpectatorsOnlyWatch() {
        GameView game = game("10+0");
        try (GameClient intruder = client(game.id());
                GameClient arbiter = GameClient.connect(connectors.get(), base, game.id(),
                        "access_token=" + TestTokens.withRealmRoles("arbiter-1", "arbiter"));
                GameClient anonymous = client(game.id())) {
            intruder.send("hello", "accessToken", playerToken(UUID.randomUUID()));
            intruder.error("forbidden");
            assertTrue(intruder.closeReason(Duration.ofSeconds(10)).isPresent(), "the server closes the connection");

            anonymous.send("hello");
            anonymous.error("unauthorized");

            arbiter.send("hello");
            assertEquals("spectator", arbiter.next("state").get("seat").asText());
            arbiter.move("e4");
            arbiter.error("read-only");
        }
    }

    @Test
    void aClientThatCanSetHeadersSendsTheTokenAsBearerOnTheUpgrade() {
        GameView game = game("10+0");
        BasicWebSocketConnector connector = connectors.get()
                .addHeader("Authorization", "Bearer " + playerToken(game.blackPlayerId()));
        try (GameClient black = GameClient.connect(connector, base, game.id())) {
            black.send("hello");
            assertEquals("black", black.next("state").get("seat").asText());
        }
    }

    @Test
    void anUnknownGameIsRefusedAndClosed() {
        try (GameClient client = client(UUID.randomUUID())) {
            client.send("hello", "accessToken", TestTokens.withRealmRoles("arbiter-1", "arbiter"));
            client.error("not-found");
            assertTrue(client.closeReason(Duration.ofSeconds(10)).isPresent());
        }
    }

    @Test
    void aReconnectingClientGetsTheMovesItMissedOrTheFullState() {
        GameView game = game("10+0");
        try (GameClient black = client(game.id())) {
            black.join(playerToken(game.blackPlayerId()));
            long seen;
            try (GameClient white = client(game.id())) {
                white.join(playerToken(game.whitePlayerId()));
                seen = play(white, black, "e4").get("version").asLong();
            }
            black.move("c5");
            black.next("ack");
            black.next("move");
            try (GameClient white = client(game.id())) {
                white.send("hello", "accessToken", playerToken(game.whitePlayerId()), "lastVersion", seen);
                JsonNode resumed = white.next("resumed");
                assertEquals(seen, resumed.get("fromVersion").asLong());
                assertEquals(seen + 1, resumed.get("version").asLong());
                assertEquals(1, resumed.get("events").size());
                JsonNode missed = resumed.get("events").get(0);
                assertEquals("move", missed.get("type").asText());
                assertEquals("c5", missed.get("san").asText());
                assertEquals(seen + 1, missed.get("version").asLong());
                play(white, black, "Nf3");
            }
            try (GameClient white = client(game.id())) {
                JsonNode state = white.join(playerToken(game.whitePlayerId()));
                assertEquals(List.of("e4", "c5", "Nf3"), sans(state));
                assertEquals("black", state.get("toMove").asText());
            }
            try (GameClient white = client(game.id())) {
                white.send("hello", "accessToken", playerToken(game.whitePlayerId()), "lastVersion", 999);
                assertEquals(3, white.next("state").get("version").asLong(), "a version from the future: full state");
            }
        }
    }

    private static List<String> sans(JsonNode state) {
        return StreamSupport.stream(state.get("moves").spliterator(), false)
                .map(JsonNode::asText).toList();
    }

    @Test
    void aMoveSentAgainUnderItsClientMoveIdIsAcknowledgedAgainAndPlayedOnce() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            white.send("move", "san", "d4", "clientMoveId", "m-1");
            JsonNode first = white.next("ack");
            assertFalse(first.get("duplicate").asBoolean());
            white.send("move", "san", "d4", "clientMoveId", "m-1");
            JsonNode again = white.next("ack");
            assertTrue(again.get("duplicate").asBoolean());
            assertEquals(first.get("ply").asInt(), again.get("ply").asInt());
            assertEquals(first.get("version").asLong(), again.get("version").asLong());
            black.send("move", "san", "d5", "clientMoveId", "m-1");
            black.error("client-move-id-used");
            black.next("move");
            assertTrue(black.pendingBesides("presence").isEmpty(), "one broadcast only: " + black.pending());
        }
        try (GameClient white = client(game.id())) {
            assertEquals(List.of("d4"), sans(white.join(playerToken(game.whitePlayerId()))));
        }
    }

    @Test
    void twoMovesRacingForOnePlyAreNeverBothAccepted() throws InterruptedException {
        for (int round = 0; round < 3; round++) {
            GameView game = game("10+0");
            try (GameClient first = client(game.id()); GameClient second = client(game.id())) {
                first.join(playerToken(game.whitePlayerId()));
                second.join(playerToken(game.whitePlayerId()));
                Thread one = new Thread(() -> first.send("move", "san", "e4", "clientMoveId", "first"));
                Thread two = new Thread(() -> second.send("move", "san", "d4", "clientMoveId", "second"));
                one.start();
                two.start();
                one.join();
                two.join();
                JsonNode firstAnswer = first.next(message -> List.of("ack", "error")
                        .contains(message.get("type").asText()), "an answer");
                JsonNode secondAnswer = second.next(message -> List.of("ack", "error")
                        .contains(message.get("type").asText()), "an answer");
                long acks = List.of(firstAnswer, secondAnswer).stream()
                        .filter(answer -> "ack".equals(answer.get("type").asText())).count();
                assertEquals(1, acks, "exactly one accepted: " + firstAnswer + " " + secondAnswer);
                JsonNode refused = "error".equals(firstAnswer.get("type").asText()) ? firstAnswer : secondAnswer;
                assertTrue(List.of("not-your-turn", "conflict").contains(refused.get("code").asText()), refused.toString());
            }
            try (GameClient white = client(game.id())) {
                assertEquals(1, sans(white.join(playerToken(game.whitePlayerId()))).size());
            }
        }
    }

    @Test
    void aDrawOfferStandsUntilAnsweredAndAnAcceptedOneDrawsTheGame() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            play(white, black, "e4");
            black.send("offer-draw");
            assertEquals("black", white.next("draw-offered").get("by").asText());
            black.next("draw-offered");
            black.send("offer-draw");
            black.error("draw-offer-pending");
            black.send("accept-draw");
            black.error("no-draw-offer");
            white.send("decline-draw");
            assertEquals("white", black.next("draw-declined").get("by").asText());
            white.next("draw-declined");

            white.send("offer-draw"); // offered on the opponent's turn: it stands (Art. 9.1.2.1)
            black.next("draw-offered");
            white.next("draw-offered");
            JsonNode reply = play(black, white, "e5");
            assertTrue(reply.path("drawOffer").isMissingNode(), "black's move declined it: " + reply);
            black.send("accept-draw");
            black.error("no-draw-offer");

            play(white, black, "Nf3");
            white.send("offer-draw");
            black.next("draw-offered");
            black.send("accept-draw");
            JsonNode ended = white.next("game-ended");
            assertEquals("1/2-1/2", ended.get("result").asText());
            assertEquals("draw-agreement", ended.get("termination").asText());
        }
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_EVENTS)) {
            List<EventPayload> events = eventsOf(game.id(), reader.readUntil(records -> eventsOf(game.id(), records)
                    .stream().anyMatch(GameEnded.class::isInstance), Duration.ofSeconds(30)));
            assertEquals(3, events.stream().filter(DrawOffered.class::isInstance).count());
        }
    }

    @Test
    void theCompetitionMayForbidAgreedDrawsBeforeAMove() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.now().minusSeconds(1), 30, null));
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            white.send("offer-draw");
            assertTrue(white.error("draw-not-yet-allowed").get("reason").asText().contains("30"));
        }
    }

    @Test
    void aPlayerWhoResignsLoses() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            black.send("resign");
            JsonNode ended = white.next("game-ended");
            assertEquals("1-0", ended.get("result").asText());
            assertEquals("resignation", ended.get("termination").asText());
            assertEquals("ended", ended.get("clocks").get("status").asText());
            white.send("resign");
            white.error("game-over");
        }
    }

    @Test
    void aThreefoldRepetitionClaimedWithTheIntendedMoveDrawsTheGame() {
        GameView game = game("10+0");
        try (GameClient white = client(game.id()); GameClient black = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            for (String[] pair : new String[][] {{"Nf3", "Nf6"}, {"Ng1", "Ng8"}, {"Nf3", "Nf6"}}) {
                play(white, black, pair[0]);
                play(black, white, pair[1]);
            }
            play(white, black, "Ng1");
            black.send("claim-draw", "claim", "fifty-moves");
            black.error("claim-incorrect");
            black.send("claim-draw", "claim", "threefold-repetition");
            black.error("claim-incorrect"); // twice so far; Ng8 would make the start position's third time
            black.send("claim-draw", "claim", "threefold-repetition", "san", "Ng8");
            JsonNode ended = white.next("game-ended");
            assertEquals("1/2-1/2", ended.get("result").asText());
            assertEquals("threefold-repetition", ended.get("termination").asText());
            assertEquals("9.2", ended.get("article").asText());
        }
    }

    private double acceptedOn(String path) {
        Counter counter = meters.find(MoveService.MOVES_ACCEPTED).tag("path", path).counter();
        return counter == null ? 0 : counter.count();
    }

    /** White's move from its connection here, once acknowledged. */
    private static void whitePlays(GameClient white, String san) {
        String clientMoveId = white.move(san);
        assertEquals(clientMoveId, white.next("ack").get("clientMoveId").asText());
        white.next("move");
    }

    /**
     * A game whose players are on two instances (White here, Black on {@link OtherInstance}): once this
     * instance's listener has heard of Black's move and sent it to White, White's reply is made on the
     * game held here, through the group commit, without reading the game.
     */
    @Test
    void aReplyToAMoveCommittedElsewhereIsMadeOnTheGameHeldHere() {
        GameView game = game("10+5");
        try (GameClient white = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            whitePlays(white, "e4");

            assertEquals(OtherInstance.Path.ORDINARY, otherInstance.move(game.id(), Side.BLACK, "c5", "b1"));
            assertEquals("c7c5", white.next("move").get("uci").asText());
            double heldBefore = acceptedOn("held");
            double ordinaryBefore = acceptedOn("ordinary");
            whitePlays(white, "Nf3");
            assertEquals(heldBefore + 1, acceptedOn("held"), "made on the held game");

            assertEquals(OtherInstance.Path.HELD, otherInstance.move(game.id(), Side.BLACK, "d6", "b2"));
            assertEquals("d7d6", white.next("move").get("uci").asText());
            whitePlays(white, "d4");
            assertEquals(heldBefore + 2, acceptedOn("held"), "made on the held game");
            assertEquals(ordinaryBefore, acceptedOn("ordinary"), "no move read the game");
        }
    }
}
