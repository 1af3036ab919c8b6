package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/** The API's rules and refusals, each a problem naming what is wrong. */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class TournamentResourceTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    ProcessedEvents processed;

    @Test
    void creatingWithoutATokenIs401() {
        given().contentType(ContentType.JSON).body(Map.of("name", "x"))
                .post("/api/tournaments")
                .then().statusCode(401).contentType(PROBLEM_JSON);
    }

    @Test
    void onlyOrganizersCreate() {
        given().auth().oauth2(TestTokens.withRealmRoles("coach-1", "coach")).contentType(ContentType.JSON)
                .body(Map.of("competitionId", UUID.randomUUID(), "name", "x"))
                .post("/api/tournaments")
                .then().statusCode(403).contentType(PROBLEM_JSON);
    }

    @Test
    void aCompetitionWithFewerThanTwoTeamsIsRefused() {
        UUID competitionId = UUID.randomUUID();
        Competitions.register(competitionId, 1, 4, processed);
        refused(Map.of("competitionId", competitionId, "name", "Турнир"))
                .body("errors.field", contains("teamIds"));
    }

    @Test
    void everyWrongFieldIsNamed() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        Map<String, Object> body = Map.ofEntries(Map.entry("competitionId", competitionId), Map.entry("name", " "),
                Map.entry("format", "knockout"), Map.entry("boards", 0), Map.entry("timeControl", "thirty minutes"),
                Map.entry("timeZone", "Mars/Olympus"), Map.entry("roundIntervalDays", 0),
                Map.entry("tieBreaks", List.of("match-points", "koya")), Map.entry("drawnMatch", "coin-toss"),
                Map.entry("spectatorDelaySeconds", 3601), Map.entry("lineUpDeadlineMinutes", 10081),
                Map.entry("teamIds", List.of(teams.get(0).teamId(), UUID.randomUUID(), teams.get(0).teamId())));
        refused(body).body("errors.field", containsInAnyOrder("name", "format", "boards", "timeControl",
                "timeZone", "roundIntervalDays", "tieBreaks[1]", "drawnMatch", "spectatorDelaySeconds",
                "lineUpDeadlineMinutes", "teamIds[1]", "teamIds[2]"));
    }

    @Test
    void theDefaultTimeIsFromZeroToSixtyMinutes() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        for (int minutes : new int[] {-1, 61}) {
            Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
            body.put("defaultTimeMinutes", minutes);
            refused(body).body("errors.field", contains("defaultTimeMinutes"))
                    .body("errors[0].message", containsString("Art. 6.7.1"));
        }
    }

    @Test
    void theDeciderIsPlayedOnOneOfTheBoards() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("deciderBoard", 5);
        refused(body).body("errors.field", containsInAnyOrder("deciderBoard"));
    }

    @Test
    void aTeamOfAnotherCompetitionIsUnknownHere() {
        List<Competitions.Team> elsewhere = Competitions.register(UUID.randomUUID(), 1, 4, processed);
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 1, 4, processed);
        refused(Map.of("competitionId", competitionId, "name", "Турнир",
                "teamIds", List.of(teams.get(0).teamId(), elsewhere.get(0).teamId())))
                .body("errors.field", contains("teamIds[1]"));
    }

    @Test
    void aRosterShorterThanTheBoardsIsRefused() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> full = Competitions.register(competitionId, 1, 4, processed);
        List<Competitions.Team> shortRoster = Competitions.register(competitionId, 1, 3, processed);
        refused(Map.of("competitionId", competitionId, "name", "Турнир",
                "teamIds", List.of(full.get(0).teamId(), shortRoster.get(0).teamId())))
                .body("errors.field", contains("teamIds[1]"))
                .body("errors[0].message", equalTo("team " + shortRoster.get(0).teamId()
                        + " has 3 players on its roster, fewer than the 4 boards"));
    }

    @Test
    void aMatchIsBetweenTwoTeams() {
        UUID competitionId = UUID.randomUUID();
        Competitions.register(competitionId, 3, 4, processed);
        refused(Map.of("competitionId", competitionId, "name", "Товарищеский матч", "format", "match"))
                .body("errors.field", contains("teamIds"));
    }

    @Test
    void aTrialMatchHasOneRound() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 6, processed);
        Map<String, Object> body = new HashMap<>(Tournaments.roundRobin(competitionId, teams));
        body.put("format", "match");
        body.put("boards", 6);
        body.put("timeControl", "15+10");
        JsonPath created = Tournaments.create(body);
        assertEquals(List.of(1), created.getList("rounds.round"));
        assertEquals(6, created.getList("rounds[0].matches[0].boards").size());
        assertEquals("15+10", created.getString("timeControl"));
    }

    @Test
    void withThreeTeamsTheHighestNumberIsTheByeAndTheDoubleRoundRobinSwapsColours() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 3, 4, processed);
        Map<String, Object> body = new HashMap<>(Tournaments.roundRobin(competitionId, teams));
        body.put("format", "double-round-robin");
        body.put("roundIntervalDays", 1);
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(201)
                .body("rounds.round", contains(1, 2, 3, 4, 5, 6))
                // Berger 3-4: 1:4 2:3 | 4:3 1:2 | 2:4 3:1; number 4 is the bye.
                .body("rounds.byeTeamId", contains(id(teams, 0), id(teams, 2), id(teams, 1),
                        id(teams, 0), id(teams, 2), id(teams, 1)))
                .body("rounds.matches.firstTeamId", contains(List.of(id(teams, 1)), List.of(id(teams, 0)),
                        List.of(id(teams, 2)), List.of(id(teams, 2)), List.of(id(teams, 1)), List.of(id(teams, 0))))
                .body("rounds[1].scheduledStartLocal", equalTo("2026-12-06T13:00:00+12:00"));
    }

    @Test
    void anOrganizerPublishesTheNextRoundOnceAndInOrder() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, 4, processed);
        String id = Tournaments.create(Tournaments.roundRobin(competitionId, teams)).getString("id");

        publish(id, 1).statusCode(409).contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:round-already-published"));
        publish(id, 3).statusCode(409)
                .body("type", equalTo("urn:teamchess:problem:earlier-round-unpublished"));
        publish(id, 4).statusCode(404).contentType(PROBLEM_JSON);
        publish(id, 2).statusCode(200)
                .body("rounds.published", contains(true, true, false))
                .body("rounds[1].matches[0].status", equalTo("published"))
                .body("rounds[1].matches[0].boards.board", contains(1, 2, 3, 4))
                .body("rounds[2].matches[0].boards", empty())
                .body("rounds[2].matches[0].firstTeamBoardPoints", nullValue());
        given().auth().oauth2(TestTokens.withRealmRoles("coach-2", "coach"))
                .post("/api/tournaments/" + id + "/rounds/3/publish")
                .then().statusCode(403);
    }

    @Test
    void theScheduleTheMatchesAndTheStandingsArePublic() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String id = created.getString("id");

        // Parents and federations follow without an account, as on a tournament's notice board.
        given().get("/api/tournaments?competitionId=" + competitionId).then().statusCode(200)
                .body("id", contains(id))
                .body("[0].name", equalTo("Первенство школ Чукотки"))
                .body("[0].teams", equalTo(2))
                .body("[0].rounds", equalTo(1))
                .body("[0].firstRoundStart", equalTo("2026-12-05T01:00:00Z"));
        given().get("/api/tournaments").then().statusCode(200).body("id", hasItem(id));
        given().get("/api/tournaments/" + id).then().statusCode(200).body("name", equalTo("Первенство школ Чукотки"));
        given().get("/api/tournaments/" + id + "/matches/" + created.getString("rounds[0].matches[0].matchId"))
                .then().statusCode(200).body("round", equalTo(1));
        given().auth().oauth2(TestTokens.withRealmRoles("fed", "federation")).get("/api/tournaments/" + id)
                .then().statusCode(200).body("name", equalTo("Первенство школ Чукотки"));
        given().get("/api/tournaments/" + id + "/standings")
                .then().statusCode(200)
                .body("tieBreaks", contains("board-points", "match-points", "direct-encounter", "sonneborn-berger"))
                .body("rows.rank", contains(1, 1))
                .body("rows.played", contains(0, 0));
        given().get("/api/tournaments/" + UUID.randomUUID() + "/standings")
                .then().statusCode(404).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + UUID.randomUUID())
                .then().statusCode(404).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer())
                .get("/api/tournaments/" + id + "/matches/" + UUID.randomUUID())
                .then().statusCode(404).contentType(PROBLEM_JSON);
        given().auth().oauth2(Tournaments.organizer())
                .get("/api/tournaments/" + id + "/matches/" + created.getString("rounds[0].matches[0].matchId"))
                .then().statusCode(200).body("status", equalTo("published"));
    }

    private static ValidatableResponse refused(Map<String, Object> body) {
        return given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(400).contentType(PROBLEM_JSON);
    }

    private static ValidatableResponse publish(String id, int round) {
        return given().auth().oauth2(Tournaments.organizer())
                .post("/api/tournaments/" + id + "/rounds/" + round + "/publish")
                .then();
    }

    private static String id(List<Competitions.Team> teams, int index) {
        return teams.get(index).teamId().toString();
    }
}
