package org.teamchess.tournament;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.teamchess.testsupport.TestTokens;

/** Requests to the tournament API as an organizer makes them. */
public final class Tournaments {

    private Tournaments() {
    }

    public static String organizer() {
        return TestTokens.withRealmRoles("organizer-" + UUID.randomUUID(), "organizer");
    }

    /** A round robin of these teams from 2026-12-05 13:00 Anadyr time, the rest by default. */
    public static Map<String, Object> roundRobin(UUID competitionId, List<Competitions.Team> teams) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("competitionId", competitionId);
        body.put("name", "Первенство школ Чукотки");
        body.put("format", "round-robin");
        body.put("firstRoundStart", "2026-12-05T13:00");
        body.put("teamIds", teams.stream().map(Competitions.Team::teamId).toList());
        return body;
    }

    /** Creates the tournament; the answer's JSON. */
    public static JsonPath create(Map<String, Object> body) {
        return given().auth().oauth2(organizer()).contentType(ContentType.JSON).body(body)
                .post("/api/tournaments")
                .then().statusCode(201)
                .extract().jsonPath();
    }
}
