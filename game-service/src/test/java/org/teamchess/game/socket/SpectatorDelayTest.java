package org.teamchess.game.socket;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.is;
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
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.tournament.MatchScheduled;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.TestMatches;
import org.teamchess.game.rest.GameView;
import org.teamchess.game.rest.NewGameRequest;
import org.teamchess.game.service.GameService;
import org.teamchess.testsupport.TestClock;
import org.teamchess.testsupport.TestTokens;

/** The competition's spectator delay over real WebSockets: spectators see the game late, players and arbiters at once. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class SpectatorDelayTest {

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

    private GameClient client(UUID gameId) {
        return GameClient.connect(connectors.get(), base, gameId);
    }

    @Test
    void aSpectatorSeesTheMovesOnlyAfterTheDelayWhilePlayersAndArbitersSeeThemAtOnce() throws InterruptedException {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.now().minusSeconds(1), null, null, 60));
        assertEquals(60, game.spectatorDelaySeconds());
        try (GameClient white = client(game.id()); GameClient black = client(game.id());
                GameClient coach = client(game.id()); GameClient arbiter = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            JsonNode delayed = coach.join(TestTokens.withRealmRoles("coach-1", "coach"));
            assertEquals(60, delayed.get("delaySeconds").asInt());
            assertFalse(arbiter.join(TestTokens.withRealmRoles("arbiter-1", "arbiter")).has("delaySeconds"),
                    "arbiters watch live");

            white.move("e4");
            assertEquals("e4", black.next("move").get("san").asText());
            assertEquals("e4", arbiter.next("move").get("san").asText());
            Thread.sleep(2500);
            assertTrue(coach.pendingBesides("presence").isEmpty(), "the spectator sees nothing yet: "
                    + coach.pendingBesides("presence"));

            clock.advance(Duration.ofSeconds(61));
            assertEquals("e4", coach.next("move").get("san").asText(), "after the delay");
            try (GameClient later = client(game.id())) {
                JsonNode state = later.join(TestTokens.withRealmRoles("federation-1", "federation"));
                assertEquals(List.of("e4"), List.of(state.get("moves").get(0).asText()));
                assertEquals("black", state.get("toMove").asText());
            }
        }
    }

    @Test
    void aSpectatorJoiningLateSeesThePositionAsItWasTheDelayAgo() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+0", null,
                null, Instant.now().minusSeconds(1), null, null, 30));
        try (GameClient white = client(game.id()); GameClient black = client(game.id());
                GameClient coach = client(game.id())) {
            white.join(playerToken(game.whitePlayerId()));
            black.join(playerToken(game.blackPlayerId()));
            white.move("d4");
            black.next("move");
            white.send("offer-draw");
            black.next("draw-offered");

            JsonNode state = coach.join(TestTokens.withRealmRoles("coach-1", "coach"));
            assertEquals(0, state.get("version").asLong());
            assertEquals(0, state.get("moves").size());
            assertEquals("scheduled", state.get("status").asText());
            assertFalse(state.has("drawOffer"));
            assertEquals(30, state.get("delaySeconds").asInt());
        }
    }

    @Test
    void aMatchCarriesItsCompetitionsSpectatorDelayToItsGames() {
        MatchScheduled plain = TestMatches.twoBoards();
        MatchScheduled delayed = new MatchScheduled(plain.matchId(), plain.competitionId(), plain.round(),
                plain.boards(), plain.timeControl(), plain.scheduledStart(), 900);
        games.createGames(delayed);
        assertEquals(900, games.find(plain.boards().get(0).gameId()).orElseThrow().spectatorDelaySeconds());

        MatchScheduled none = TestMatches.twoBoards();
        games.createGames(none);
        assertEquals(0, games.find(none.boards().get(0).gameId()).orElseThrow().spectatorDelaySeconds());
    }

    @Test
    void aFriendlyGameRefusesANegativeSpectatorDelayNamingTheField() {
        given().auth().oauth2(TestTokens.withRealmRoles("organizer-1", "organizer")).contentType("application/json")
                .body(Map.of("whitePlayerId", UUID.randomUUID().toString(), "blackPlayerId",
                        UUID.randomUUID().toString(), "timeControl", "10+0", "scheduledStart", "2026-03-07T10:00:00Z",
                        "spectatorDelaySeconds", -5))
                .when().post("/api/games")
                .then().statusCode(400).contentType("application/problem+json")
                .body("errors[0].field", is("spectatorDelaySeconds"));
    }
}
