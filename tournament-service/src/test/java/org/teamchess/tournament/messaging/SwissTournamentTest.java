package org.teamchess.tournament.messaging;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.events.game.GameEnded;
import org.teamchess.events.game.GameResult;
import org.teamchess.events.game.Termination;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/**
 * A team Swiss over the real broker: round 1 paired at creation, round 2 paired from round 1's
 * results once it is complete, with no rematch and the bye passed on; the bye scores a level match.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class SwissTournamentTest {

    private static final Instant ENDED = Instant.parse("2026-12-05T01:45:00Z");

    @Inject
    ProcessedEvents processed;

    @Test
    void eachRoundIsPairedFromTheResultsBeforeItWithoutRematchesAndTheByeMovesOn() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 5, 4, processed);
        Map<String, Object> body = swiss(competitionId, teams);
        body.put("rounds", 3);
        JsonPath created = Tournaments.create(body);
        String id = created.getString("id");

        assertEquals("swiss", created.getString("format"));
        assertEquals(List.of(true, false, false), created.getList("rounds.paired"));
        assertEquals(List.of(true, false, false), created.getList("rounds.published"));
        assertEquals(2, created.getList("rounds[0].matches").size());
        assertTrue(created.getList("rounds[1].matches").isEmpty(), "round 2 waits for round 1's results");
        String firstBye = created.getString("rounds[0].byeTeamId");
        Set<Set<String>> roundOne = pairs(created, 0);

        // Every first-named team wins 2-0: White on board 1, Black on board 2.
        for (int match = 0; match < 2; match++) {
            List<String> games = created.getList("rounds[0].matches[" + match + "].boards.gameId");
            end(games.get(0), GameResult.WHITE_WON);
            end(games.get(1), GameResult.BLACK_WON);
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> given().get("/api/tournaments/" + id).then().extract()
                .jsonPath().getBoolean("rounds[1].published"));

        JsonPath after = given().get("/api/tournaments/" + id).then().extract().jsonPath();
        assertEquals(2, after.getList("rounds[1].matches").size());
        Set<Set<String>> roundTwo = pairs(after, 1);
        roundTwo.forEach(pair -> assertFalse(roundOne.contains(pair), "no rematch: " + pair));
        String secondBye = after.getString("rounds[1].byeTeamId");
        assertNotEquals(firstBye, secondBye, "a team has at most one bye (C.04.1 d)");
        // The two winners of round 1 (2 match points) meet in round 2's first match.
        Set<String> winners = Set.of(created.getString("rounds[0].matches[0].firstTeamId"),
                created.getString("rounds[0].matches[1].firstTeamId"));
        assertEquals(winners, Set.of(after.getString("rounds[1].matches[0].firstTeamId"),
                after.getString("rounds[1].matches[0].secondTeamId")));

        // Round 1's bye counts as a level match: 1 match point, 1 of 2 board points.
        given().get("/api/tournaments/" + id + "/standings").then().statusCode(200)
                .body("rows.find { it.teamId == '" + firstBye + "' }.matchPoints", equalTo(1))
                .body("rows.find { it.teamId == '" + firstBye + "' }.boardPoints", equalTo(1.0f));
        given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + id + "/audit").then()
                .body("action", hasItem("round-paired"));
    }

    @Test
    void aSwissNeedsItsNumberOfRoundsAndCannotPublishARoundBeforeItsPairing() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        String organizer = Tournaments.organizer();
        Map<String, Object> body = swiss(competitionId, teams);
        given().auth().oauth2(organizer).contentType(ContentType.JSON).body(body).post("/api/tournaments")
                .then().statusCode(400).body("errors.field", contains("rounds"));
        body.put("rounds", 4);
        given().auth().oauth2(organizer).contentType(ContentType.JSON).body(body).post("/api/tournaments")
                .then().statusCode(400).body("errors.field", contains("rounds"));
        Map<String, Object> roundRobin = Tournaments.roundRobin(competitionId, teams);
        roundRobin.put("rounds", 3);
        given().auth().oauth2(organizer).contentType(ContentType.JSON).body(roundRobin).post("/api/tournaments")
                .then().statusCode(400).body("errors.field", contains("rounds"));

        body.put("rounds", 3);
        String id = Tournaments.create(body).getString("id");
        given().auth().oauth2(organizer).post("/api/tournaments/" + id + "/rounds/2/publish")
                .then().statusCode(409).body("type", equalTo("urn:teamchess:problem:earlier-round-incomplete"));
        given().get("/api/tournaments/" + id).then().body("rounds[1].matches", empty())
                .body("rounds[0].matches", hasSize(2));
    }

    private static Map<String, Object> swiss(UUID competitionId, List<Competitions.Team> teams) {
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("format", "swiss");
        body.put("boards", 2);
        body.put("drawnMatch", "none");
        return body;
    }

    private static Set<Set<String>> pairs(JsonPath tournament, int round) {
        Set<Set<String>> pairs = new HashSet<>();
        List<Map<String, Object>> matches = tournament.getList("rounds[" + round + "].matches");
        for (Map<String, Object> match : matches) {
            pairs.add(Set.of((String) match.get("firstTeamId"), (String) match.get("secondTeamId")));
        }
        return pairs;
    }

    private static void end(String gameId, GameResult result) {
        Competitions.publish(ENDED, new GameEnded(UUID.fromString(gameId), result, Termination.CHECKMATE, ENDED));
    }
}
