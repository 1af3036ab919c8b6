package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;

/** A coach submits his team's line-up for a round not yet published; publishing the round plays it. */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class LineUpTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    ProcessedEvents processed;

    @Test
    void aReserveStepsInAndTheRoundIsPlayedWithTheSubmittedLineUp() {
        RoundTwo round = roundTwo();
        String id = round.tournamentId();
        UUID teamId = round.teamId();
        List<UUID> roster = round.roster();
        String coach = round.coach();
        String path = round.path();

        // Without a submission: the first four of the roster, open until round 2 is published.
        given().auth().oauth2(coach).get(path).then().statusCode(200)
                .body("submitted", equalTo(false))
                .body("open", equalTo(true))
                .body("players", contains(strings(roster.subList(0, 4))));

        // The reserve (roster place 5) plays board 4.
        List<UUID> lineUp = List.of(roster.get(0), roster.get(1), roster.get(2), roster.get(4));
        submit(coach, path, lineUp).statusCode(200)
                .body("submitted", equalTo(true))
                .body("submittedBy", equalTo(Competitions.coachOf(teamId)))
                .body("players", contains(strings(lineUp)));

        given().auth().oauth2(Tournaments.organizer()).post("/api/tournaments/" + id + "/rounds/2/publish")
                .then().statusCode(200);
        JsonPath tournament = given().get("/api/tournaments/" + id).then().extract().jsonPath();
        List<String> playing = new ArrayList<>(tournament.getList("rounds[1].matches[0].boards.whitePlayerId"));
        playing.addAll(tournament.getList("rounds[1].matches[0].boards.blackPlayerId"));
        assertEquals(true, playing.contains(roster.get(4).toString()), "the reserve plays");
        assertEquals(false, playing.contains(roster.get(3).toString()), "the player he replaced does not");
        // Board 1 is the first-named team's White: its board-1 player from the line-up.
        assertEquals(roster.get(0).toString(), tournament.getString("rounds[1].matches[0].boards[0].whitePlayerId"));

        submit(coach, path, lineUp).statusCode(409).contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:line-up-closed"));
        given().auth().oauth2(coach).get(path).then().statusCode(200).body("open", equalTo(false));
    }

    @Test
    void aLineUpKeepsTheRosterOrderNamesEachBoardOnceAndOnlyItsCoachSubmitsIt() {
        RoundTwo round = roundTwo();
        List<Competitions.Team> teams = round.teams();
        String id = round.tournamentId();
        UUID teamId = round.teamId();
        List<UUID> roster = round.roster();
        String coach = round.coach();
        String path = round.path();

        submit(coach, path, List.of(roster.get(1), roster.get(0), roster.get(2), roster.get(3)))
                .statusCode(400).body("errors.field", contains("players[1]"));
        submit(coach, path, List.of(roster.get(0), roster.get(0), roster.get(2), roster.get(3)))
                .statusCode(400).body("errors.field", contains("players[1]"));
        submit(coach, path, List.of(roster.get(0), roster.get(1), roster.get(2), UUID.randomUUID()))
                .statusCode(400).body("errors.field", contains("players[3]"));
        submit(coach, path, roster.subList(0, 3))
                .statusCode(400).body("errors.field", contains("players"));

        List<UUID> valid = roster.subList(0, 4);
        String otherCoach = TestTokens.withRealmRoles(Competitions.coachOf(teams.get(0).teamId().equals(teamId)
                ? teams.get(1).teamId() : teams.get(0).teamId()), Roles.COACH);
        submit(otherCoach, path, valid).statusCode(403).contentType(PROBLEM_JSON);
        given().auth().oauth2(otherCoach).get(path).then().statusCode(403);
        submit(TestTokens.withRealmRoles("player", Roles.PLAYER), path, valid).statusCode(403);
        given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER)).get(path).then().statusCode(200);
        submit(Tournaments.organizer(), path, valid).statusCode(200);
        submit(coach, "/api/tournaments/" + id + "/rounds/1/line-ups/" + teamId, valid)
                .statusCode(409).body("type", equalTo("urn:teamchess:problem:line-up-closed"));
        submit(coach, "/api/tournaments/" + id + "/rounds/2/line-ups/" + UUID.randomUUID(), valid)
                .statusCode(404).contentType(PROBLEM_JSON);
        submit(coach, "/api/tournaments/" + id + "/rounds/9/line-ups/" + teamId, valid)
                .statusCode(404).contentType(PROBLEM_JSON);
    }

    @Test
    void theGirlsBoardIsPlayedFromAGirlsPlaceAndTheBoysKeepTheirOrder() {
        // Seed 000 §3.3: boards 1-3 boys, board 4 a girl; reserve 1 a boy, reserve 2 a girl.
        RoundTwo round = roundTwo(6, List.of("male", "male", "male", "female", "male", "female"));
        List<UUID> roster = round.roster();

        submit(round.coach(), round.path(), List.of(roster.get(0), roster.get(1), roster.get(2), roster.get(4)))
                .statusCode(400).body("errors.field", contains("players[3]"))
                .body("errors.message", contains(containsString("a girl")));
        submit(round.coach(), round.path(), List.of(roster.get(0), roster.get(1), roster.get(3), roster.get(5)))
                .statusCode(400).body("errors.field", contains("players[2]"));
        // The boys' reserve steps in on board 2: the boys keep their order over boards 1-3.
        submit(round.coach(), round.path(), List.of(roster.get(0), roster.get(2), roster.get(4), roster.get(3)))
                .statusCode(200);
        submit(round.coach(), round.path(), List.of(roster.get(0), roster.get(4), roster.get(2), roster.get(3)))
                .statusCode(400).body("errors.field", contains("players[2]"));
        // The girls' reserve plays board 4.
        submit(round.coach(), round.path(), List.of(roster.get(0), roster.get(1), roster.get(2), roster.get(5)))
                .statusCode(200).body("players", contains(strings(List.of(roster.get(0), roster.get(1),
                        roster.get(2), roster.get(5)))));
    }

    @Test
    void lineUpsStayOpenUntilTheDeadlineWhenTheRoundIsPublished() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 2, 5, processed);
        Map<String, Object> body = Tournaments.roundRobin(competitionId, teams);
        body.put("lineUpDeadlineMinutes", -1);
        given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments").then().statusCode(400).body("errors.field", contains("lineUpDeadlineMinutes"));

        // Round 1 starts in 80 s; its line-ups close a minute before, 20 s from now.
        body.put("firstRoundStart", LocalDateTime.now(ZoneId.of("Asia/Anadyr")).plusSeconds(80)
                .truncatedTo(ChronoUnit.SECONDS).toString());
        body.put("lineUpDeadlineMinutes", 1);
        JsonPath created = Tournaments.create(body);
        String id = created.getString("id");
        assertEquals(false, created.getBoolean("rounds[0].published"), "not before its line-up deadline");
        assertEquals(1, created.getInt("lineUpDeadlineMinutes"));
        Instant deadline = Instant.parse(created.getString("rounds[0].lineUpDeadline"));
        assertEquals(Instant.parse(created.getString("rounds[0].scheduledStart")).minusSeconds(60), deadline);

        UUID teamId = UUID.fromString(created.getString("rounds[0].matches[0].firstTeamId"));
        List<UUID> roster = teams.stream().filter(team -> team.teamId().equals(teamId)).findFirst().orElseThrow()
                .roster();
        String coach = TestTokens.withRealmRoles(Competitions.coachOf(teamId), Roles.COACH);
        String path = "/api/tournaments/" + id + "/rounds/1/line-ups/" + teamId;
        List<UUID> lineUp = List.of(roster.get(0), roster.get(1), roster.get(2), roster.get(4));
        submit(coach, path, lineUp).statusCode(200).body("open", equalTo(true));

        await().atMost(Duration.ofSeconds(60)).until(() -> given().get("/api/tournaments/" + id).then().extract()
                .jsonPath().getBoolean("rounds[0].published"));
        assertTrue(!Instant.now().isBefore(deadline), "published at the deadline, not before");
        // The team's coach takes part: he reads the names in full.
        given().auth().oauth2(coach).get("/api/tournaments/" + id).then()
                .body("rounds[0].matches[0].boards.find { it.board == 4 }.blackPlayerId", equalTo(roster.get(4).toString()))
                .body("rounds[0].matches[0].boards.find { it.board == 1 }.whitePlayerName",
                        equalTo(Competitions.displayName(teams.indexOf(teams.stream()
                                .filter(team -> team.teamId().equals(teamId)).findFirst().orElseThrow()) + 1, 1)));
        submit(coach, path, lineUp).statusCode(409).body("type", equalTo("urn:teamchess:problem:line-up-closed"));
        given().auth().oauth2(coach).get(path).then().body("open", equalTo(false));
    }

    /**
     * A round robin of four teams of five players (four boards and a reserve), round 1 published,
     * round 2 not: the first-named team of round 2's first match, its coach and its line-up's path.
     */
    private record RoundTwo(List<Competitions.Team> teams, String tournamentId, UUID teamId, List<UUID> roster,
            String coach, String path) {
    }

    private RoundTwo roundTwo() {
        return roundTwo(5, List.of());
    }

    private RoundTwo roundTwo(int rosterSize, List<String> compositionRule) {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 4, rosterSize, compositionRule, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String id = created.getString("id");
        UUID teamId = UUID.fromString(created.getString("rounds[1].matches[0].firstTeamId"));
        List<UUID> roster = teams.stream().filter(team -> team.teamId().equals(teamId)).findFirst().orElseThrow()
                .roster();
        return new RoundTwo(teams, id, teamId, roster, TestTokens.withRealmRoles(Competitions.coachOf(teamId),
                Roles.COACH), "/api/tournaments/" + id + "/rounds/2/line-ups/" + teamId);
    }

    private static ValidatableResponse submit(String token, String path, List<UUID> players) {
        return given().auth().oauth2(token).contentType(ContentType.JSON).body(Map.of("players", players))
                .put(path).then();
    }

    private static Object[] strings(List<UUID> ids) {
        return ids.stream().map(UUID::toString).toArray();
    }
}
