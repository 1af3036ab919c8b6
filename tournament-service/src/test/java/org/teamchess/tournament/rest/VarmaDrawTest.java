package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.teamchess.support.inbox.ProcessedEvents;
import org.teamchess.tournament.Competitions;
import org.teamchess.tournament.TournamentTestProfile;
import org.teamchess.tournament.Tournaments;
import org.teamchess.tournament.pairing.VarmaTables;

/**
 * Pairing numbers drawn by the Varma tables (seed 004 Art. 22.9): teams of one school draw from one
 * group of the table, so that they meet before the last three rounds of each cycle (Art. 22.8).
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class VarmaDrawTest {

    private static final int LAST_ROUNDS = 3;

    @Inject
    ProcessedEvents processed;

    @Test
    void teamsOfOneGroupDrawFromOneVarmaGroupAndMeetBeforeTheLastThreeRoundsOfEachCycle() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> registered = Competitions.register(competitionId, 10, 4, processed);
        List<UUID> teams = teamIds(registered);
        // Two teams of one school and three of another.
        List<List<UUID>> groups = List.of(teams.subList(7, 9), teams.subList(0, 3));
        Map<String, Object> body = Tournaments.roundRobin(competitionId, registered);
        body.put("format", "double-round-robin");
        body.put("roundIntervalDays", 1);
        body.put("varmaGroups", groups);
        JsonPath created = Tournaments.create(body);

        List<String> numbered = created.getList("teams.teamId");
        assertEquals(IntStream.rangeClosed(1, 10).boxed().toList(), created.getList("teams.number"));
        assertEquals(teams.stream().map(UUID::toString).sorted().toList(), numbered.stream().sorted().toList());
        int cycle = 9;
        assertEquals(2 * cycle, created.getList("rounds").size());
        for (List<UUID> group : groups) {
            List<Integer> numbers = group.stream().map(team -> numbered.indexOf(team.toString()) + 1).toList();
            assertTrue(VarmaTables.row(10).stream().anyMatch(varma -> varma.containsAll(numbers)),
                    "one Varma group holds " + numbers);
            for (UUID first : group) {
                for (UUID second : group) {
                    if (first.compareTo(second) < 0) {
                        List<Integer> rounds = meetings(created, first, second);
                        assertEquals(2, rounds.size(), "once a cycle: " + rounds);
                        rounds.forEach(round -> assertTrue((round - 1) % cycle + 1 <= cycle - LAST_ROUNDS,
                                "numbers " + numbers + " meet in round " + round));
                    }
                }
            }
        }
        given().auth().oauth2(Tournaments.organizer()).get("/api/tournaments/" + created.getString("id") + "/audit")
                .then().statusCode(200)
                .body("find { it.action == 'created' }.detail",
                        containsString("numbers drawn by Varma tables (Art. 22.9)"));
    }

    @Test
    void aWrongDrawIsRefusedNamingTheGroupOrTheTeam() {
        UUID competitionId = UUID.randomUUID();
        List<UUID> teams = teamIds(Competitions.register(competitionId, 10, 4, processed));
        UUID stranger = UUID.randomUUID();
        refused(competitionId, teams, "round-robin", List.of(List.of(teams.get(0), stranger),
                List.of(teams.get(2), teams.get(0))), "varmaGroups[0][1]", "varmaGroups[1][1]")
                .body("errors.message", hasItem("team " + stranger + " is not one of the tournament's teams"))
                .body("errors.message", hasItem("team " + teams.get(0) + " is in a Varma group already"));
        refused(competitionId, teams, "round-robin", List.of(teams.subList(0, 4)), "varmaGroups")
                .body("errors[0].message", containsString("groups of 4 do not fit the Varma envelopes of 3, 3, 2, 2"));
        refused(competitionId, teams, "round-robin", List.of(teams.subList(0, 1)), "varmaGroups")
                .body("errors[0].message", containsString("a group keeps at least 2 apart"));
        refused(competitionId, teams.subList(0, 8), "round-robin", List.of(teams.subList(0, 2)), "varmaGroups")
                .body("errors[0].message", containsString("printed for 9 to 24 participants, not 8"));
        refused(competitionId, teams, "match", List.of(teams.subList(0, 2)), "varmaGroups", "teamIds");
    }

    private static ValidatableResponse refused(UUID competitionId, List<UUID> teams,
            String format, List<List<UUID>> groups, String... fields) {
        Map<String, Object> body = Map.of("competitionId", competitionId, "name", "Первенство школ", "format",
                format, "teamIds", teams, "varmaGroups", groups);
        return given().auth().oauth2(Tournaments.organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(400)
                .body("errors.field", containsInAnyOrder(fields));
    }

    private static List<UUID> teamIds(List<Competitions.Team> teams) {
        return teams.stream().map(Competitions.Team::teamId).toList();
    }

    /** The rounds in which the two teams play each other. */
    private static List<Integer> meetings(JsonPath tournament, UUID first, UUID second) {
        List<Integer> rounds = new ArrayList<>();
        List<Map<String, Object>> roundViews = tournament.getList("rounds");
        for (Map<String, Object> round : roundViews) {
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> matches = (List<Map<String, Object>>) round.get("matches");
            boolean meet = matches.stream().anyMatch(match -> List.of(match.get("firstTeamId"),
                    match.get("secondTeamId")).containsAll(List.of(first.toString(), second.toString())));
            if (meet) {
                rounds.add((Integer) round.get("round"));
            }
        }
        return rounds;
    }
}
