package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.events.registration.RosterChanged;
import org.teamchess.rules.pgn.PgnGame;
import org.teamchess.rules.pgn.PgnReader;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.RegistrationRosters;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;
import org.teamchess.tournament.client.RosterName;

/**
 * Children's names by the tournament's policy (docs/decisions/names-policy.md): the public and
 * accounts taking no part read what the organizer chose, the participants read first name and
 * surname, in the views and in the public exports alike.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class PublicNamesTest {

    private static final Duration WITHIN = Duration.ofSeconds(30);
    private static final Instant TIME = Instant.parse("2026-10-02T09:00:00Z");
    /** Board 1's players: White of the first team, Black of the second. */
    private static final String WHITE_PATH = "rounds[0].matches[0].boards[0].whitePlayerName";
    private static final String BLACK_PATH = "rounds[0].matches[0].boards[0].blackPlayerName";

    @Inject
    ProcessedEvents processed;

    @Test
    void byDefaultThePublicReadsFirstNameAndInitialAndTheParticipantsTheFullName() {
        Setup setup = setUp(null);
        String path = "/api/tournaments/" + setup.id();
        given().get(path).then().statusCode(200)
                .body("publicNames", equalTo("first-name-initial"))
                .body("namesShown", equalTo("first-name-initial"))
                .body(WHITE_PATH, equalTo("Иван П."))
                .body(BLACK_PATH, equalTo("Мария С."));
        given().get(path + "/matches/" + setup.matchId()).then().statusCode(200)
                .body("namesShown", equalTo("first-name-initial"))
                .body("boards[0].whitePlayerName", equalTo("Иван П."));

        // Another school's coach, an unlinked player and a stranger read what the public reads.
        for (String outsider : List.of(TestTokens.withRealmRoles("coach-elsewhere", Roles.COACH),
                TestTokens.withRealmRoles("player-elsewhere", "player"))) {
            given().auth().oauth2(outsider).get(path).then().statusCode(200)
                    .body("namesShown", equalTo("first-name-initial"))
                    .body(WHITE_PATH, equalTo("Иван П."));
        }
        // The organizers, the arbiters, the coaches of its teams and its children read first name and surname.
        String child = "account-of-ivan-" + UUID.randomUUID();
        UUID linked = Competitions.publish(TIME, new PlayerLinked(setup.competitionId(), setup.teams().get(0).teamId(),
                setup.teams().get(0).roster().get(0), child));
        await().atMost(WITHIN).until(() -> processed.isProcessed(linked));
        for (String participant : List.of(Tournaments.organizer(), TestTokens.withRealmRoles("arbiter", Roles.ARBITER),
                TestTokens.withRealmRoles(Competitions.coachOf(setup.teams().get(1).teamId()), Roles.COACH),
                TestTokens.withRealmRoles(child, "player"))) {
            given().auth().oauth2(participant).get(path).then().statusCode(200)
                    .body("namesShown", equalTo("full"))
                    .body(WHITE_PATH, equalTo("Иван Петров"))
                    .body(BLACK_PATH, equalTo("Мария Сидорова"));
            given().auth().oauth2(participant).get(path + "/matches/" + setup.matchId()).then()
                    .body("boards[0].blackPlayerName", equalTo("Мария Сидорова"));
        }
    }

    @Test
    void hiddenNamesGiveTheBoardAndTheTeamInTheViewsAndTheExports() {
        Setup setup = setUp("hidden");
        String path = "/api/tournaments/" + setup.id();
        given().get(path).then().statusCode(200)
                .body("publicNames", equalTo("hidden"))
                .body(WHITE_PATH, equalTo("Доска 1, Школа № 1, Анадырь"))
                .body("rounds[0].matches[0].boards[1].whitePlayerName", equalTo("Доска 2, Школа № 2, Анадырь"));
        String matchPath = path + "/matches/" + setup.matchId();
        String protocol = given().get(matchPath + "/protocol").then().statusCode(200).extract().asString();
        assertTrue(protocol.contains("<td class=\"player\">Доска 1, Школа № 1, Анадырь</td>"), protocol);
        assertFalse(protocol.contains("Петров") || protocol.contains("Иван"), protocol);
        String coachOfTeam = TestTokens.withRealmRoles(Competitions.coachOf(setup.teams().get(0).teamId()),
                Roles.COACH);
        given().auth().oauth2(coachOfTeam).get(matchPath + "/protocol").then()
                .body(containsString("<td class=\"player\">Иван Петров</td>"));

        List<String> games = given().get(matchPath).then().extract().jsonPath().getList("boards.gameId");
        Competitions.send(Competitions.envelope(TIME, new GameEnded(UUID.fromString(games.get(0)),
                GameResult.WHITE_WON, Termination.RESIGNATION, TIME, null)));
        await().atMost(WITHIN).untilAsserted(() -> given().get(matchPath).then().body("boards[0].result",
                equalTo("1-0")));
        PgnGame anonymous = PgnReader.read(given().get(path + "/rounds/1/pgn").then().statusCode(200).extract()
                .asString()).get(0).game();
        assertEquals("Доска 1, Школа № 1, Анадырь", anonymous.tag("White").orElseThrow());
        assertEquals("Доска 1, Школа № 2, Анадырь", anonymous.tag("Black").orElseThrow());
        PgnGame organizer = PgnReader.read(given().auth().oauth2(Tournaments.organizer()).get(path + "/rounds/1/pgn")
                .then().statusCode(200).extract().asString()).get(0).game();
        assertEquals("Иван Петров", organizer.tag("White").orElseThrow());
        // The federation's file is the organizers' and the arbiters': the names in full.
        given().auth().oauth2(Tournaments.organizer()).get(path + "/trf").then().statusCode(200)
                .body(containsString("Иван Петров"));
        given().get(path + "/trf").then().statusCode(401);
    }

    @Test
    void fullNamesAreForEveryoneWhenTheOrganizerSaysSo() {
        Setup setup = setUp("full");
        given().get("/api/tournaments/" + setup.id()).then()
                .body("namesShown", equalTo("full"))
                .body(WHITE_PATH, equalTo("Иван Петров"));
    }

    @Test
    void theOrganizerChangesThePolicyLaterAndItIsAudited() {
        Setup setup = setUp(null);
        String path = "/api/tournaments/" + setup.id();
        change(given().auth().oauth2(Tournaments.organizer()), path, "hidden").statusCode(200)
                .body("publicNames", equalTo("hidden"))
                .body(WHITE_PATH, equalTo("Иван Петров"));
        given().get(path).then().body(WHITE_PATH, equalTo("Доска 1, Школа № 1, Анадырь"));
        change(given().auth().oauth2(TestTokens.withRealmRoles(Competitions.coachOf(setup.teams().get(0).teamId()),
                Roles.COACH)), path, "full").statusCode(403);
        change(given(), path, "full").statusCode(401);
        change(given().auth().oauth2(Tournaments.organizer()), path, "everything").statusCode(400)
                .body("errors.field", hasItem("publicNames"));
        change(given().auth().oauth2(Tournaments.organizer()), "/api/tournaments/" + UUID.randomUUID(), "full")
                .statusCode(404);
        given().auth().oauth2(Tournaments.organizer()).get(path + "/audit").then()
                .body("action", hasItem("public-names-changed"))
                .body("detail", hasItem("first-name-initial → hidden"));
        given().get(path).then().body(WHITE_PATH, not(containsString("Иван")));
    }

    @Test
    void anUnknownPolicyIsRefusedAtCreation() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("publicNames", "surnames");
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(400)
                .body("errors.field", hasItem("publicNames"));
    }

    private static io.restassured.response.ValidatableResponse change(RequestSpecification request, String path,
            String policy) {
        return request.contentType(ContentType.JSON).body(Map.of("publicNames", policy)).put(path + "/public-names")
                .then();
    }

    /** The tournament, its competition, its teams and its first match. */
    private record Setup(String id, UUID competitionId, List<Competitions.Team> teams, String matchId) {
    }

    /**
     * Two teams whose board-1 players are Иван Петров and Мария Сидорова (the rest named alike), in a
     * round robin created with the policy (null: the default).
     */
    private Setup setUp(String policy) {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        List<List<String>> names = List.of(
                List.of("Иван Петров", "Олег Смирнов", "Пётр Иванов", "Анна Кузнецова"),
                List.of("Мария Сидорова", "Павел Орлов", "Ольга Васильева", "Денис Попов"));
        for (int index = 0; index < 2; index++) {
            // the names are registration-service's (its API, here the test double); Kafka carries ids only
            List<UUID> roster = teams.get(index).roster();
            List<String> teamNames = names.get(index);
            RegistrationRosters.name(teams.get(index).teamId(), IntStream.range(0, roster.size())
                    .mapToObj(place -> new RosterName(roster.get(place), teamNames.get(place))).toList());
            UUID event = Competitions.publish(TIME, new RosterChanged(competitionId, teams.get(index).teamId(),
                    roster));
            await().atMost(WITHIN).until(() -> processed.isProcessed(event));
        }
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        if (policy != null) {
            body.put("publicNames", policy);
        }
        JsonPath created = Tournaments.create(body);
        return new Setup(created.getString("id"), competitionId, teams,
                created.getString("rounds[0].matches[0].matchId"));
    }
}
