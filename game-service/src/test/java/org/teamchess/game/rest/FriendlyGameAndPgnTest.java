package org.teamchess.game.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItems;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.game.service.GameService;
import org.teamchess.game.service.MoveService;
import org.teamchess.rules.Side;
import org.teamchess.testsupport.TestTokens;

/** POST /api/games and GET /api/games/{id}/pgn. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class FriendlyGameAndPgnTest {

    private static final String PROBLEM = "application/problem+json";

    @Inject
    GameService games;

    @Inject
    MoveService moveService;

    private static String organizer() {
        return TestTokens.withRealmRoles("organizer-1", "organizer");
    }

    @Test
    void anOrganizerCreatesAChess960FriendlyGame() {
        UUID white = UUID.randomUUID();
        UUID black = UUID.randomUUID();
        given().auth().oauth2(organizer()).contentType("application/json")
                .body(Map.of("whitePlayerId", white, "blackPlayerId", black, "timeControl", "15+10",
                        "variant", "chess960", "chess960Number", 0, "scheduledStart", "2026-03-07T10:00:00Z"))
                .when().post("/api/games")
                .then().statusCode(201)
                .header("Location", containsString("/api/games/"))
                .body("whitePlayerId", is(white.toString()))
                .body("competitionId", nullValue())
                .body("variant", is("chess960"))
                .body("chess960Number", is(0))
                .body("timeControl", is("15+10"))
                .body("status", is("scheduled"))
                .body("startFen", startsWith("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w"));
    }

    @Test
    void aWrongFriendlyGameIs400NamingEveryWrongField() {
        UUID same = UUID.randomUUID();
        given().auth().oauth2(TestTokens.withRealmRoles("arbiter-1", "arbiter")).contentType("application/json")
                .body(Map.of("whitePlayerId", same, "blackPlayerId", same, "timeControl", "fast",
                        "variant", "chess960", "chess960Number", 960, "defaultTimeMinutes", -1))
                .when().post("/api/games")
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("errors.field", hasItems("blackPlayerId", "timeControl", "scheduledStart", "chess960Number",
                        "defaultTimeMinutes"));
    }

    @Test
    void aPlayerCannotCreateGames() {
        given().auth().oauth2(TestTokens.withRealmRoles("pupil", "player")).contentType("application/json")
                .body(Map.of("timeControl", "15+10"))
                .when().post("/api/games")
                .then().statusCode(403)
                .contentType(PROBLEM);
    }

    @Test
    void aFinishedGameDownloadsAsPgnInEnglishOrRussian() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+5", null,
                null, Instant.now().minusSeconds(1), null, null));
        moveService.move(game.id(), Side.WHITE, "f3", null, "1");
        moveService.move(game.id(), Side.BLACK, "e5", null, "2");
        moveService.move(game.id(), Side.WHITE, "g4", null, "3");
        moveService.move(game.id(), Side.BLACK, "Qh4#", null, "4");

        String english = given().auth().oauth2(TestTokens.withRealmRoles("fed", "federation"))
                .when().get("/api/games/{id}/pgn", game.id())
                .then().statusCode(200)
                .contentType(containsString("application/x-chess-pgn"))
                .extract().asString();
        assertTrue(english.contains("[Result \"0-1\"]"), english);
        assertTrue(english.contains("[White \"" + game.whitePlayerId() + "\"]"), english);
        assertTrue(english.contains("[Board \"1\"]"), english);
        assertTrue(english.contains("[TimeControl \"600+5\"]"), english);
        // The moves, each with its clock (docs/decisions/0004-notation-and-pgn.md, "The game's full record").
        assertTrue(english.replaceAll("\\s+", " ").matches("(?s).*1\\. f3 \\{\\[%clk 0:10:0\\d]} 1\\.\\.\\. e5 "
                + "\\{\\[%clk 0:10:0\\d]} 2\\. g4 \\{\\[%clk 0:1\\d:\\d\\d]} 2\\.\\.\\. Qh4# "
                + "\\{\\[%clk 0:1\\d:\\d\\d]} \\{Checkmate \\(Art\\. 5\\.1\\.1\\)} 0-1.*"), english);

        given().auth().oauth2(TestTokens.withRealmRoles("fed", "federation"))
                .when().get("/api/games/{id}/pgn?notation=ru", game.id())
                .then().statusCode(200)
                .body(containsString("Фh4#"), containsString("{Мат"));
    }

    @Test
    void aGameThatGoesOnHasNoPgnYetAndAnUnknownNotationIs400() {
        GameView game = games.createFriendly(new NewGameRequest(UUID.randomUUID(), UUID.randomUUID(), "10+5", null,
                null, Instant.now().minusSeconds(1), null, null));
        given().auth().oauth2(organizer())
                .when().get("/api/games/{id}/pgn", game.id())
                .then().statusCode(409)
                .contentType(PROBLEM)
                .body("type", containsString("game-not-finished"));
        given().auth().oauth2(organizer())
                .when().get("/api/games/{id}/pgn?notation=de", game.id())
                .then().statusCode(400)
                .contentType(PROBLEM)
                .body("errors[0].field", is("notation"));
    }
}
