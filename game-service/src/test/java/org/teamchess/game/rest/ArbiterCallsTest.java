package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
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
import io.restassured.response.ValidatableResponse;
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
 * console lists the open call with its game, an arbiter marks it handled once; nobody else calls. Each
 * call is a short thread (POST /api/arbiter-calls/{id}/replies, issue 20): the caller and an arbiter
 * write short lines while it is open, both read them with the call, the opponent reads none of it,
 * the arbiter closes it with his ruling and nobody writes after that.
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

    private static String call(String player, GameView game, String message) {
        return given().auth().oauth2(token(player)).contentType(ContentType.JSON)
                .body(Map.of("gameId", game.id(), "message", message))
                .when().post("/api/arbiter-calls")
                .then().statusCode(201).extract().path("id");
    }

    private static ValidatableResponse write(String bearer, String callId, Object body) {
        return given().auth().oauth2(bearer).contentType(ContentType.JSON).body(body)
                .when().post("/api/arbiter-calls/" + callId + "/replies").then();
    }

    @Test
    void theCallerAndTheArbiterTalkInTheThreadUntilTheArbiterClosesIt() {
        String white = newAccount();
        String black = newAccount();
        GameView game = friendly(white, black);
        String arbiter = TestTokens.withRealmRoles(newAccount(), "arbiter");
        String id = call(white, game, "Соперник шепчет подсказки");

        write(arbiter, id, Map.of("text", "  Иду.  ")).statusCode(201)
                .body("replies.text", contains("Иду."))
                .body("replies[0].authorRole", is("arbiter"));
        write(token(white), id, Map.of("text", "Стою у доски 1")).statusCode(201)
                .body("replies.text", contains("Иду.", "Стою у доски 1"))
                .body("replies.authorRole", contains("arbiter", "player"));

        // The caller reads the thread with his call; the arbiter console lists it with the open call.
        given().auth().oauth2(token(white)).queryParam("gameId", game.id()).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("find { it.id == '" + id + "' }.replies.text", contains("Иду.", "Стою у доски 1"));
        given().auth().oauth2(arbiter).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("find { it.id == '" + id + "' }.replies.text", contains("Иду.", "Стою у доски 1"));
        // The opponent neither reads nor writes in it.
        given().auth().oauth2(token(black)).queryParam("gameId", game.id()).when().get("/api/arbiter-calls")
                .then().statusCode(200).body("", empty());
        write(token(black), id, Map.of("text", "Это неправда")).statusCode(403)
                .contentType("application/problem+json")
                .body("type", is("urn:teamchess:problem:not-your-call"));

        given().auth().oauth2(arbiter).contentType(ContentType.JSON).body(Map.of("note", "Предупреждение чёрным (ст. 11.3)"))
                .when().post("/api/arbiter-calls/" + id + "/handled")
                .then().statusCode(200).body("note", is("Предупреждение чёрным (ст. 11.3)"))
                .body("replies.text", contains("Иду.", "Стою у доски 1"));
        write(arbiter, id, Map.of("text", "ещё")).statusCode(409)
                .contentType("application/problem+json")
                .body("type", is("urn:teamchess:problem:call-closed"));
    }

    @Test
    void aLineIsShortNotBlankAndOneEveryFewSeconds() {
        String white = newAccount();
        GameView game = friendly(white, newAccount());
        String id = call(white, game, "");
        write(token(white), id, Map.of("text", "   ")).statusCode(400)
                .contentType("application/problem+json").body("errors[0].field", is("text"));
        write(token(white), id, Map.of()).statusCode(400).body("errors[0].field", is("text"));
        write(token(white), id, Map.of("text", "x".repeat(301))).statusCode(400).body("errors[0].field", is("text"));
        write(token(white), id, Map.of("text", "x".repeat(300))).statusCode(201);
        write(token(white), id, Map.of("text", "и ещё")).statusCode(429)
                .contentType("application/problem+json")
                .body("type", is("urn:teamchess:problem:reply-rate-limited"));
        write(token(white), UUID.randomUUID().toString(), Map.of("text", "где?")).statusCode(404);
        given().contentType(ContentType.JSON).body(Map.of("text", "аноним"))
                .when().post("/api/arbiter-calls/" + id + "/replies").then().statusCode(401);
    }
}
