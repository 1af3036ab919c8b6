package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.teamchess.game.TestLinks.newAccount;
import static org.teamchess.game.TestLinks.token;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.service.GameService;
import org.teamchess.testsupport.TestTokens;

/**
 * "Call the arbiter" (POST/GET /api/arbiter-calls): a seated player calls with a short message, the
 * console lists the open call with its game, an arbiter marks it handled once; nobody else calls.
 */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class ArbiterCallsTest {

    @Inject
    GameService games;

    private GameView friendly(String white, String black) {
        return games.createFriendly(new NewGameRequest(UUID.fromString(white), UUID.fromString(black), "10+5", null, null,
                Instant.now(), null, null));
    }

    @Test
    void aPlayersCallIsListedForTheArbiterUntilHandled() {
        String white = newAccount();
        String black = newAccount();
        GameView game = friendly(white, black);
        String arbiter = TestTokens.withRealmRoles(newAccount(), "arbiter");

        String id = given().auth().oauth2(token(black)).contentType(ContentType.JSON)
                .body(Map.of("gameId", game.id(), "message", "  Соперник разговаривает по телефону  "))
                .when().post("/api/arbiter-calls")
                .then().statusCode(201)
                .header("Location", notNullValue())
                .body("side", is("black"))
                .body("message", is("Соперник разговаривает по телефону"))
                .body("board", is(game.board()))
                .body("handledAt", nullValue())
                .extract().path("id");
        // Pressing again while it is open changes nothing and makes no second call.
        given().auth().oauth2(token(black)).contentType(ContentType.JSON)
                .body(Map.of("gameId", game.id(), "message", "ещё раз"))
                .when().post("/api/arbiter-calls")
                .then().statusCode(200)
                .body("id", is(id))
                .body("message", is("Соперник разговаривает по телефону"));

        given().auth().oauth2(arbiter).when().get("/api/arbiter-calls")
                .then().statusCode(200)
                .body("id", hasItem(id))
                .body("find { it.id == '" + id + "' }.gameId", is(game.id().toString()));
        // The caller reads his own call; his opponent does not read it.
        given().auth().oauth2(token(black)).queryParam("gameId", game.id()).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("id", hasItem(id));
        given().auth().oauth2(token(white)).queryParam("gameId", game.id()).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("id", not(hasItem(id)));

        given().auth().oauth2(arbiter).contentType(ContentType.JSON).body(Map.of("note", "Подошёл, предупредил"))
                .when().post("/api/arbiter-calls/" + id + "/handled")
                .then().statusCode(200)
                .body("handledAt", notNullValue())
                .body("note", is("Подошёл, предупредил"));
        given().auth().oauth2(arbiter).contentType(ContentType.JSON).body(Map.of())
                .when().post("/api/arbiter-calls/" + id + "/handled")
                .then().statusCode(409)
                .contentType("application/problem+json")
                .body("type", is("urn:teamchess:problem:already-handled"));
        given().auth().oauth2(arbiter).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("id", not(hasItem(id)));
        // Handled, the seat may call again.
        given().auth().oauth2(token(black)).contentType(ContentType.JSON).body(Map.of("gameId", game.id()))
                .when().post("/api/arbiter-calls")
                .then().statusCode(201).body("message", is(""));
    }

    @Test
    void onlyTheGamesPlayersCallAndTheMessageIsShort() {
        GameView game = friendly(newAccount(), newAccount());
        given().auth().oauth2(token(newAccount())).contentType(ContentType.JSON).body(Map.of("gameId", game.id()))
                .when().post("/api/arbiter-calls")
                .then().statusCode(403)
                .contentType("application/problem+json")
                .body("type", is("urn:teamchess:problem:not-your-game"));
        given().auth().oauth2(token(newAccount())).contentType(ContentType.JSON)
                .body(Map.of("gameId", game.id(), "message", "x".repeat(201)))
                .when().post("/api/arbiter-calls")
                .then().statusCode(400)
                .contentType("application/problem+json")
                .body("errors[0].field", is("message"));
        given().auth().oauth2(token(newAccount())).contentType(ContentType.JSON).body(Map.of("message", "помогите"))
                .when().post("/api/arbiter-calls")
                .then().statusCode(400)
                .body("errors[0].field", is("gameId"));
        given().auth().oauth2(token(newAccount())).contentType(ContentType.JSON).body(Map.of("gameId", UUID.randomUUID()))
                .when().post("/api/arbiter-calls")
                .then().statusCode(404);
        // A player does not read every open call; an unknown call is not handled.
        given().auth().oauth2(token(newAccount())).when().get("/api/arbiter-calls").then().statusCode(403);
        given().auth().oauth2(TestTokens.withRealmRoles(newAccount(), "arbiter")).contentType(ContentType.JSON).body(Map.of())
                .when().post("/api/arbiter-calls/" + UUID.randomUUID() + "/handled")
                .then().statusCode(404);
        given().when().get("/api/arbiter-calls").then().statusCode(401);
    }
}
