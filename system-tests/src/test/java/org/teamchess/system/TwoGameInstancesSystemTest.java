package org.teamchess.system;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Two instances of game-service on one database and broker serve one game: a move made through one
 * reaches the clients of the other with the same version, and of two moves sent for one ply at the
 * same instant through both, exactly one is played.
 */
@ExtendWith(SharedPlatform.class)
class TwoGameInstancesSystemTest {

    /** How a refused racing move may be answered: the other one was played first, or collided twice. */
    private static final Set<String> RACE_REFUSALS = Set.of("not-your-turn", "conflict");
    /**
     * Each side's racing moves, taken two at a time from the front of those not played yet: pawn
     * pushes that stay legal whichever of each pair won, and give no check.
     */
    private static final List<String> WHITE_PUSHES = List.of("a2a3", "h2h3", "b2b3", "g2g3", "c2c3", "f2f3");
    private static final List<String> BLACK_PUSHES = List.of("a7a6", "h7h6", "b7b6", "g7g6", "c7c6", "f7f6");

    @Test
    void whiteOnOneInstanceAndBlackOnTheOtherSeeEachOthersMoves() throws Exception {
        String gameId = DemoGames.create(Platform.GAME, Logins.token("organizer"));
        try (GameSocket white = GameSocket.join(Platform.GAME, gameId, Logins.token("player"));
             GameSocket black = GameSocket.join(Platform.GAME_2, gameId, Logins.token("player2"))) {
            long version = white.awaitType("state").getLong("version");
            assertEquals(version, black.awaitType("state").getLong("version"), "both instances show one game");
            List<String> moves = List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6");
            for (int ply = 1; ply <= moves.size(); ply++) {
                GameSocket mover = ply % 2 == 1 ? white : black;
                GameSocket opponent = ply % 2 == 1 ? black : white;
                String clientMoveId = "move-" + ply;
                mover.send("{\"type\":\"move\",\"san\":\"" + moves.get(ply - 1) + "\",\"clientMoveId\":\""
                        + clientMoveId + "\"}");
                List<JsonPath> answered = mover.awaitEach(List.of(answerTo(clientMoveId), moveAt(ply)),
                        "the ack and broadcast of ply " + ply);
                JsonPath ack = answered.get(0);
                assertEquals("ack", ack.getString("type"), () -> "refused: " + ack.prettify());
                version++;
                assertEquals(version, ack.getLong("version"), "one version per move, without gaps");
                assertEquals(version, answered.get(1).getLong("version"));
                JsonPath seen = opponent.await(moveAt(ply), "ply " + ply + " on the other instance");
                assertEquals(version, seen.getLong("version"), "the other instance's client sees the same version");
                assertEquals(moves.get(ply - 1), seen.getString("san"));
            }
        }
    }

    /**
     * Each player has a connection to each instance; for every ply the mover sends two different
     * legal moves, one through each, at once.
     */
    @Test
    void twoMovesForOnePlyThroughTwoInstancesAreNeverBothPlayed() throws Exception {
        String organizer = Logins.token("organizer");
        String gameId = DemoGames.create(Platform.GAME, organizer);
        String whiteToken = Logins.token("player");
        String blackToken = Logins.token("player2");
        try (GameSocket whiteOne = GameSocket.join(Platform.GAME, gameId, whiteToken);
             GameSocket whiteTwo = GameSocket.join(Platform.GAME_2, gameId, whiteToken);
             GameSocket blackOne = GameSocket.join(Platform.GAME, gameId, blackToken);
             GameSocket blackTwo = GameSocket.join(Platform.GAME_2, gameId, blackToken)) {
            List<GameSocket> everyone = List.of(whiteOne, whiteTwo, blackOne, blackTwo);
            for (GameSocket client : everyone) {
                client.awaitType("state");
            }
            List<String> played = new ArrayList<>();
            int plies = 8;
            for (int ply = 1; ply <= plies; ply++) {
                List<GameSocket> movers = ply % 2 == 1 ? List.of(whiteOne, whiteTwo) : List.of(blackOne, blackTwo);
                List<String> candidates = (ply % 2 == 1 ? WHITE_PUSHES : BLACK_PUSHES).stream()
                        .filter(push -> !played.contains(push)).limit(2).toList();
                int racingPly = ply;
                CompletableFuture.allOf(
                        CompletableFuture.runAsync(() -> movers.get(0).send(move(candidates.get(0), racingPly, 0))),
                        CompletableFuture.runAsync(() -> movers.get(1).send(move(candidates.get(1), racingPly, 1))))
                        .join();

                List<JsonPath> answers = new ArrayList<>();
                List<JsonPath> broadcasts = new ArrayList<>();
                for (int i = 0; i < movers.size(); i++) {
                    List<JsonPath> answered = movers.get(i).awaitEach(
                            List.of(answerTo(clientMoveId(ply, i)), moveAt(ply)), "the answer to racing move " + i);
                    answers.add(answered.get(0));
                    broadcasts.add(answered.get(1));
                }
                for (GameSocket client : everyone) {
                    if (!movers.contains(client)) {
                        broadcasts.add(client.await(moveAt(ply), "the broadcast of ply " + ply));
                    }
                }

                List<JsonPath> acks = answers.stream().filter(answer -> "ack".equals(answer.getString("type"))).toList();
                int finalPly = ply;
                assertEquals(1, acks.size(), () -> "exactly one of the racing moves of ply " + finalPly + " is "
                        + "acknowledged: " + answers.stream().map(JsonPath::prettify).toList());
                JsonPath refusal = answers.stream().filter(answer -> !acks.contains(answer)).findFirst().orElseThrow();
                assertEquals("error", refusal.getString("type"));
                assertEquals("move", refusal.getString("replyTo"));
                assertTrue(RACE_REFUSALS.contains(refusal.getString("code")), refusal::prettify);

                String winner = candidates.get(answers.indexOf(acks.get(0)));
                for (JsonPath broadcast : broadcasts) {
                    assertEquals(winner, broadcast.getString("uci"), "every client sees the acknowledged move");
                    assertEquals(acks.get(0).getLong("version"), broadcast.getLong("version"));
                }
                played.add(winner);
            }

            try (GameSocket spectator = GameSocket.join(Platform.GAME_2, gameId, organizer)) {
                JsonPath state = spectator.awaitType("state");
                assertEquals(plies, state.getInt("ply"));
                assertEquals(played.stream().map(push -> push.substring(2, 4)).toList(),
                        state.getList("moves", String.class), "one move per ply");
            }
        }
    }

    private static String move(String uci, int ply, int racer) {
        return "{\"type\":\"move\",\"uci\":\"" + uci + "\",\"clientMoveId\":\"" + clientMoveId(ply, racer) + "\"}";
    }

    private static String clientMoveId(int ply, int racer) {
        return "ply-" + ply + "-racer-" + racer;
    }

    /** The ack or refusal of the move sent under the client move id. */
    private static Predicate<JsonPath> answerTo(String clientMoveId) {
        return message -> List.of("ack", "error").contains(message.getString("type"))
                && clientMoveId.equals(message.getString("clientMoveId"));
    }

    private static Predicate<JsonPath> moveAt(int ply) {
        return message -> "move".equals(message.getString("type")) && message.getInt("ply") == ply;
    }
}
