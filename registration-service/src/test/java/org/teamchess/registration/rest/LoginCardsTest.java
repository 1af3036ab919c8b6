package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.registration.client.RecordingAccountDirectory;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

/**
 * The coach's tools: login cards and a child's new password, on the real PostgreSQL, with Keycloak
 * replaced by {@link RecordingAccountDirectory} (a test double that records the calls).
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class LoginCardsTest {

    private static final String PROBLEM = "urn:teamchess:problem:";

    @Inject
    RecordingAccountDirectory directory;

    private UUID competitionId;
    private String coach;
    private JsonPath team;

    @BeforeEach
    void aTeam() {
        directory.reset();
        competitionId = Requests.openCompetition();
        coach = "coach-" + UUID.randomUUID();
        team = Requests.apply(competitionId, coach, Requests.application());
    }

    @Test
    void theOwnCoachPrintsTheCardsWithTheUsernamesOfTheAccountsMade() {
        String username = "board2" + PlayerAccountTest.suffix();
        PlayerAccountTest.createAccount(team.getString("roster[1].invitationCode"), username, "password-1")
                .statusCode(201);

        cards(coach(coach))
                .statusCode(200)
                .body("board", contains(1, 2, 3, 4, 5))
                .body("playerId", equalTo(team.getList("roster.playerId")))
                .body("invitationCode", equalTo(team.getList("roster.invitationCode")))
                .body("firstName", contains("Иван", "Олег", "Pavel", "Анна-Мария", "Пётр"))
                .body("lastName[0]", equalTo(team.getString("roster[0].surname")))
                .body("accountExists", contains(false, true, false, false, false))
                .body("username", contains(null, username, null, null, null));
        cards(Requests.ORGANIZER).statusCode(200);
    }

    @Test
    void anotherCoachSeesNoCards() {
        Requests.apply(competitionId, "other-" + coach, Requests.application());

        cards(coach("other-" + coach)).statusCode(403);
        given().auth().oauth2(TestTokens.withRealmRoles("player-" + coach, Roles.PLAYER))
                .get(cardsPath()).then().statusCode(403);
        given().get(cardsPath()).then().statusCode(401);
    }

    @Test
    void theCoachGivesAChildANewPasswordShownOnce() {
        String username = "reset" + PlayerAccountTest.suffix();
        PlayerAccountTest.createAccount(team.getString("roster[0].invitationCode"), username, "password-1")
                .statusCode(201);

        String password = reset(coach(coach), team.getString("roster[0].playerId"))
                .statusCode(200)
                .body("username", equalTo(username))
                .body("password", matchesPattern("[a-hjkmnp-z2-9]{10}"))
                .body("password", matchesPattern(".*[2-9].*"))
                .extract().path("password");

        RecordingAccountDirectory.Account account = directory.account(username).orElseThrow();
        assertEquals(password, account.password());
        assertTrue(directory.calls().contains("set-password " + account.id()));
        String again = reset(Requests.ORGANIZER, team.getString("roster[0].playerId")).statusCode(200)
                .extract().path("password");
        assertTrue(!again.equals(password), "a new one each time");
    }

    @Test
    void onlyAnAccountMadeFromTheInvitationGetsANewPassword() {
        reset(coach(coach), team.getString("roster[0].playerId"))
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "no-account"));
        // an account of elsewhere (here a demo account) linked by redeem is not the coach's to reset
        given().auth().oauth2(TestTokens.withRealmRoles("player", Roles.PLAYER))
                .post("/api/invitations/" + team.getString("roster[1].invitationCode") + "/redeem")
                .then().statusCode(200);
        reset(coach(coach), team.getString("roster[1].playerId"))
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "no-account"));
        cards(coach(coach)).body("username[1]", equalTo("player"));
        reset(coach(coach), UUID.randomUUID().toString()).statusCode(404);
        assertTrue(directory.calls().isEmpty(), directory.calls().toString());
    }

    @Test
    void anotherCoachResetsNoPasswordAndAKeycloakOutOfReachIsA503() {
        PlayerAccountTest.createAccount(team.getString("roster[0].invitationCode"), "x" + PlayerAccountTest.suffix(),
                "password-1").statusCode(201);
        Requests.apply(competitionId, "other-" + coach, Requests.application());

        reset(coach("other-" + coach), team.getString("roster[0].playerId")).statusCode(403);
        directory.unreachable(true);
        reset(coach(coach), team.getString("roster[0].playerId"))
                .statusCode(503)
                .body("type", equalTo(PROBLEM + "accounts-unavailable"))
                .body("password", nullValue());
    }

    private ValidatableResponse cards(String token) {
        return given().auth().oauth2(token).get(cardsPath()).then();
    }

    private String cardsPath() {
        return "/api/competitions/" + competitionId + "/teams/" + team.getString("teamId") + "/login-cards";
    }

    private ValidatableResponse reset(String token, String playerId) {
        return given().auth().oauth2(token)
                .post("/api/competitions/" + competitionId + "/teams/" + team.getString("teamId") + "/players/"
                        + playerId + "/password-reset")
                .then();
    }

    private static String coach(String subject) {
        return TestTokens.withRealmRoles(subject, Roles.COACH);
    }
}
