package org.teamchess.system;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.restassured.path.json.JsonPath;

/**
 * One game with both players at it, each over his own WebSocket with his own token: White's client
 * on one game-service instance and Black's on the other, as a scaled-out platform may seat them.
 * Moves alternate from White.
 */
final class SeatedGame implements AutoCloseable {

    private final GameSocket white;
    private final GameSocket black;
    private int ply;

    private SeatedGame(GameSocket white, GameSocket black) {
        this.white = white;
        this.black = black;
    }

    /**
     * Both players join; each must be seated at his colour.
     *
     * @throws AssertionError when a player is not seated as expected
     */
    static SeatedGame join(Object gameId, String whiteToken, String blackToken) throws InterruptedException {
        SeatedGame game = new SeatedGame(GameSocket.join(Platform.GAME, gameId, whiteToken),
                GameSocket.join(Platform.GAME_2, gameId, blackToken));
        try {
            assertEquals("white", game.white.awaitType("state").getString("seat"), "White's seat in " + gameId);
            assertEquals("black", game.black.awaitType("state").getString("seat"), "Black's seat in " + gameId);
        } catch (AssertionError | InterruptedException e) {
            game.close();
            throw e;
        }
        return game;
    }

    /** Plays the moves (SAN, English or Russian), each acknowledged and seen by the opponent. */
    void moves(String... sans) throws InterruptedException {
        for (String san : sans) {
            ply++;
            GameSocket mover = ply % 2 == 1 ? white : black;
            mover.play("{\"type\":\"move\",\"san\":\"" + san + "\",\"clientMoveId\":\"ply-" + ply + "\"}",
                    opponent(mover));
        }
    }

    /** The side to move offers a draw, the other accepts it once he sees the offer. */
    void drawAgreed() throws InterruptedException {
        GameSocket offerer = toMove();
        offerer.send("{\"type\":\"offer-draw\"}");
        opponent(offerer).awaitType("draw-offered");
        opponent(offerer).send("{\"type\":\"accept-draw\"}");
    }

    /** The side to move claims a draw about the current position (Art. 9.2.2, 9.3.2). */
    void claimDraw(String claim) {
        toMove().send("{\"type\":\"claim-draw\",\"claim\":\"" + claim + "\"}");
    }

    /** The side to move resigns. */
    void sideToMoveResigns() {
        toMove().send("{\"type\":\"resign\"}");
    }

    /**
     * Sends the side not to move's message and waits for its refusal.
     *
     * @return the {@code error}
     */
    JsonPath outOfTurn(String message) throws InterruptedException {
        GameSocket waiting = opponent(toMove());
        waiting.send(message);
        return waiting.awaitType("error");
    }

    /**
     * The game's end as both players see it, which must be the same.
     *
     * @return White's {@code game-ended}
     */
    JsonPath ended() throws InterruptedException {
        JsonPath seenByWhite = white.awaitType("game-ended");
        JsonPath seenByBlack = black.awaitType("game-ended");
        assertEquals(seenByWhite.getString("result"), seenByBlack.getString("result"));
        assertEquals(seenByWhite.getString("termination"), seenByBlack.getString("termination"));
        return seenByWhite;
    }

    private GameSocket toMove() {
        return ply % 2 == 0 ? white : black;
    }

    private GameSocket opponent(GameSocket player) {
        return player == white ? black : white;
    }

    @Override
    public void close() {
        white.close();
        black.close();
    }
}
