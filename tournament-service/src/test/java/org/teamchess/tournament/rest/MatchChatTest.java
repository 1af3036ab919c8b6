package org.teamchess.tournament.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.net.URI;
import java.time.Duration;
import java.util.HashMap;
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

/**
 * The match chat: the two captains and the officials read and write it, live; nobody else sees
 * it. An official's word to one side reaches that captain only; messages come in order and a
 * reconnecting reader resumes after the last one he saw.
 */
@QuarkusTest
@TestProfile(TournamentTestProfile.class)
class MatchChatTest {

    private static final String PROBLEM_JSON = "application/problem+json";

    @Inject
    ProcessedEvents processed;

    @TestHTTPResource("/api/tournaments")
    URI tournaments;

    /** A match of a fresh three-team tournament: its path, its teams' captains and a coach of the third team. */
    private record Match(String path, String firstTeamId, String secondTeamId, String firstCaptain,
            String secondCaptain, String outsider) {
    }

    private Match match() {
        UUID competitionId = UUID.randomUUID();
        List<Competitions.Team> teams = Competitions.register(competitionId, 3, 4, processed);
        JsonPath created = Tournaments.create(Tournaments.roundRobin(competitionId, teams));
        String first = created.getString("rounds[0].matches[0].firstTeamId");
        String second = created.getString("rounds[0].matches[0].secondTeamId");
        String third = teams.stream().map(team -> team.teamId().toString())
                .filter(team -> !team.equals(first) && !team.equals(second)).findFirst().orElseThrow();
        return new Match("/api/tournaments/" + created.getString("id") + "/matches/"
                + created.getString("rounds[0].matches[0].matchId") + "/chat", first, second,
                coach(first), coach(second), coach(third));
    }

    private static String coach(String teamId) {
        return TestTokens.withRealmRoles(Competitions.coachOf(UUID.fromString(teamId)), Roles.COACH);
    }

    private static String arbiter() {
        return TestTokens.withRealmRoles("arbiter-" + UUID.randomUUID(), Roles.ARBITER);
    }

    private static ValidatableResponse post(String token, String path, String text, String toTeamId) {
        Map<String, Object> body = new HashMap<>();
        body.put("text", text);
        if (toTeamId != null) {
            body.put("toTeamId", toTeamId);
        }
        return given().auth().oauth2(token).contentType(ContentType.JSON).body(body).post(path).then();
    }

    private static ValidatableResponse read(String token, String path) {
        return given().auth().oauth2(token).get(path).then();
    }

    @Test
    void theCaptainsAndTheOfficialsTalkAndNobodyElseSeesIt() {
        Match match = match();
        String arbiter = arbiter();
        post(match.firstCaptain(), match.path(), "  Мы на месте, все четверо.  ", null).statusCode(201)
                .body("id", equalTo(1)).body("authorRole", equalTo("coach"))
                .body("authorTeamId", equalTo(match.firstTeamId())).body("text", equalTo("Мы на месте, все четверо."))
                .body("mine", equalTo(true)).body("postedAt", containsString("Z"));
        post(match.secondCaptain(), match.path(), "Мы тоже.", null).statusCode(201).body("id", equalTo(2));
        post(arbiter, match.path(), "Начинаем в 13:00.", null).statusCode(201)
                .body("authorRole", equalTo("arbiter")).body("authorTeamId", nullValue());
        post(Tournaments.organizer(), match.path(), "Удачи!", null).statusCode(201).body("authorRole", equalTo("organizer"));

        for (String reader : List.of(match.firstCaptain(), match.secondCaptain(), arbiter, Tournaments.organizer())) {
            read(reader, match.path()).statusCode(200)
                    .body("id", contains(1, 2, 3, 4))
                    .body("text", contains("Мы на месте, все четверо.", "Мы тоже.", "Начинаем в 13:00.", "Удачи!"));
        }
        read(match.secondCaptain(), match.path()).body("mine", contains(false, true, false, false));

        // A child, a coach of another team, and nobody at all: refused, as problems.
        String child = TestTokens.withRealmRoles("player-" + UUID.randomUUID(), Roles.PLAYER);
        read(child, match.path()).statusCode(403).contentType(PROBLEM_JSON);
        post(child, match.path(), "Привет", null).statusCode(403).contentType(PROBLEM_JSON);
        given().auth().oauth2(child).get(match.path() + "/stream").then().statusCode(403).contentType(PROBLEM_JSON);
        read(match.outsider(), match.path()).statusCode(403).contentType(PROBLEM_JSON)
                .body("detail", containsString("captains"));
        post(match.outsider(), match.path(), "Подсказка", null).statusCode(403).contentType(PROBLEM_JSON);
        given().get(match.path()).then().statusCode(401);
        read(arbiter, match.path().replaceFirst("matches/[^/]+", "matches/" + UUID.randomUUID())).statusCode(404)
                .contentType(PROBLEM_JSON);
    }

    @Test
    void anOfficialsWordToOneSideReachesThatCaptainOnly() {
        Match match = match();
        String arbiter = arbiter();
        post(arbiter, match.path(), "Всем: доски опубликованы.", null).statusCode(201);
        post(arbiter, match.path(), "Капитану белых: ваш игрок на доске 2 не в сети.", match.firstTeamId())
                .statusCode(201).body("toTeamId", equalTo(match.firstTeamId()));
        post(match.firstCaptain(), match.path(), "Уже звоним ему.", null).statusCode(201);

        read(match.firstCaptain(), match.path()).body("id", contains(1, 2, 3));
        read(Tournaments.organizer(), match.path()).body("id", contains(1, 2, 3));
        read(match.secondCaptain(), match.path()).body("id", contains(1, 3))
                .body("toTeamId", contains(nullValue(), nullValue()));

        // Only an official writes to one side, and only to a side of the match.
        post(match.secondCaptain(), match.path(), "Только арбитру", match.secondTeamId()).statusCode(403)
                .contentType(PROBLEM_JSON);
        post(arbiter, match.path(), "Не туда", UUID.randomUUID().toString()).statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("toTeamId"));
    }

    @Test
    void aReaderResumesAfterTheLastMessageHeSawAndHearsNewOnesLive() throws Exception {
        Match match = match();
        String arbiter = arbiter();
        for (int i = 1; i <= 3; i++) {
            post(match.firstCaptain(), match.path(), "Сообщение " + i, null).statusCode(201).body("id", equalTo(i));
        }
        read(match.secondCaptain(), match.path() + "?after=1").statusCode(200).body("id", contains(2, 3));
        read(match.secondCaptain(), match.path() + "?after=3").statusCode(200).body("$", empty());
        read(match.secondCaptain(), match.path() + "?after=-1").statusCode(400).contentType(PROBLEM_JSON);

        URI stream = URI.create(tournaments + match.path().substring("/api/tournaments".length()) + "/stream");
        try (EventStream second = EventStream.open(stream, match.secondCaptain(), "2");
                EventStream first = EventStream.open(stream, match.firstCaptain(), null)) {
            EventStream.Event resumed = second.nextEvent("message");
            assertEquals("3", resumed.id());
            assertEquals("Сообщение 3", resumed.data().getString("text"));
            for (int i = 1; i <= 3; i++) {
                assertEquals(Integer.toString(i), first.nextEvent("message").id(), "the whole backlog, in order");
            }

            post(arbiter, match.path(), "Только первым", match.firstTeamId()).statusCode(201);
            post(match.secondCaptain(), match.path(), "Вопрос арбитру", null).statusCode(201);
            EventStream.Event live = first.nextEvent("message");
            assertEquals("4", live.id());
            assertEquals(match.firstTeamId(), live.data().getString("toTeamId"));
            assertEquals("5", first.nextEvent("message").id());
            EventStream.Event toSecond = second.nextEvent("message");
            assertEquals("5", toSecond.id(), "the word to the other side never reaches this captain");
            assertEquals("Вопрос арбитру", toSecond.data().getString("text"));
            assertTrue(toSecond.data().getBoolean("mine"));
            assertNull(second.poll(Duration.ofMillis(500)));
        }
    }

    @Test
    void aMessageIsNotEmptyNotTooLongCleanAndNotTooFrequent() {
        Match match = match();
        post(match.firstCaptain(), match.path(), "   ", null).statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("text"));
        post(match.firstCaptain(), match.path(), "я".repeat(2001), null).statusCode(400).contentType(PROBLEM_JSON)
                .body("errors.field", contains("text"));
        post(match.firstCaptain(), match.path(), "я".repeat(2000), null).statusCode(201);
        post(match.firstCaptain(), match.path(), "смотри\u202Eэто", null).statusCode(400).contentType(PROBLEM_JSON)
                .body("errors[0].field", equalTo("text"));
        given().auth().oauth2(match.firstCaptain()).contentType(ContentType.JSON).body("{}").post(match.path())
                .then().statusCode(400).contentType(PROBLEM_JSON);

        // Ten a minute (one already written), then a problem saying when to write again.
        for (int i = 2; i <= 10; i++) {
            post(match.firstCaptain(), match.path(), "№ " + i, null).statusCode(201);
        }
        post(match.firstCaptain(), match.path(), "№ 11", null).statusCode(429).contentType(PROBLEM_JSON)
                .body("type", equalTo("urn:teamchess:problem:chat-rate-limited"))
                .body("detail", containsString("write again after"));
        // The limit is the author's: the other captain still writes.
        post(match.secondCaptain(), match.path(), "А я могу", null).statusCode(201).body("id", equalTo(11));
        read(match.secondCaptain(), match.path()).body("$", hasSize(11));
    }
}
