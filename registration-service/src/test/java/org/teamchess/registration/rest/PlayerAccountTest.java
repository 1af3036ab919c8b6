package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.events.EventCodec;
import org.teamchess.events.Topics;
import org.teamchess.events.registration.PlayerLinked;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.registration.client.AccountDirectoryUnavailableException;
import org.teamchess.registration.client.RecordingAccountDirectory;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;
import org.teamchess.testsupport.TopicReader;

/**
 * A child's account from the invitation code, {@code POST /api/invitations/{code}/account}, on the
 * real PostgreSQL and Kafka, with Keycloak replaced by {@link RecordingAccountDirectory} (a test
 * double that records the calls): made and linked as redeem links, the same answer to a retry,
 * every refusal, a lost answer, a failed commit (the account deleted again) and a Keycloak out of
 * reach (503, nothing made).
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class PlayerAccountTest {

    private static final String PROBLEM = "urn:teamchess:problem:";

    @Inject
    RecordingAccountDirectory directory;

    private final EventCodec codec = new EventCodec();

    @BeforeEach
    void freshDirectory() {
        directory.reset();
    }

    @Test
    void theInvitationPageShowsTheChildAndTheTeam() {
        UUID competitionId = Requests.openCompetition();
        JsonPath team = Requests.apply(competitionId, "coach-" + UUID.randomUUID(), Requests.application());
        String code = team.getString("roster[1].invitationCode");

        given().get("/api/invitations/" + code.toLowerCase())
                .then()
                .statusCode(200)
                .body("code", equalTo(code))
                .body("kind", equalTo("player"))
                .body("firstName", equalTo("Олег"))
                .body("lastName", equalTo(team.getString("roster[1].surname")))
                .body("board", equalTo(2))
                .body("teamName", equalTo(team.getString("schoolName") + ", Анадырь"))
                .body("competitionName", containsString("Первенство"))
                .body("accountExists", equalTo(false));
        given().get("/api/invitations/AAAAAAAAAA").then().statusCode(404);
    }

    @Test
    void aChildsAccountIsMadeInThePlayersGroupAndLinkedAsRedeemLinks() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        JsonPath team = Requests.apply(competitionId, coach, Requests.application());
        String code = team.getString("roster[0].invitationCode");
        String playerId = team.getString("roster[0].playerId");
        String username = "Ivan.Petrov" + suffix();

        try (TopicReader reader = TopicReader.fromBeginning(Topics.REGISTRATION_EVENTS)) {
            JsonPath made = createAccount(code, username, "korol-e2e4")
                    .statusCode(201)
                    .body("username", equalTo(username.toLowerCase()))
                    .body("teamId", equalTo(team.getString("teamId")))
                    .body("board", equalTo(1))
                    .body("playerId", equalTo(playerId))
                    .body("competitionId", equalTo(competitionId.toString()))
                    .extract().jsonPath();
            String accountId = made.getString("accountId");

            RecordingAccountDirectory.Account account = directory.account(username.toLowerCase()).orElseThrow();
            assertEquals(new RecordingAccountDirectory.Account(accountId, username.toLowerCase(), "korol-e2e4",
                    "Иван", team.getString("roster[0].surname"), "/players", code), account);
            PlayerLinked linked = new PlayerLinked(competitionId, UUID.fromString(team.getString("teamId")),
                    UUID.fromString(playerId), accountId);
            List<ConsumerRecord<String, String>> records = reader.readUntil(read -> read.stream()
                    .anyMatch(record -> codec.decode(record.value()).data().equals(linked)), Duration.ofSeconds(30));
            assertTrue(records.stream().anyMatch(record -> codec.decode(record.value()).data().equals(linked)));
        }
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(true));
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .get(Requests.applications(competitionId) + "/mine")
                .then()
                .body("roster.linked", contains(true, false, false, false, false));
    }

    @Test
    void theSameRequestAgainGivesTheSameAnswerAndMakesNothing() {
        String code = newCode();
        String username = "olga" + suffix();
        String first = createAccount(code, username, "password-1").statusCode(201).extract().asString();
        int calls = directory.calls().size();

        String again = createAccount(code, username, "password-1").statusCode(201).extract().asString();

        assertEquals(first, again);
        assertEquals(List.of("find " + username, "check " + username),
                directory.calls().subList(calls, directory.calls().size()));
        assertEquals(1, directory.accounts().size());
    }

    @Test
    void anotherRequestForAUsedInvitationIsRefused() {
        String code = newCode();
        String username = "pavel" + suffix();
        createAccount(code, username, "password-1").statusCode(201);

        createAccount(code, username, "wrong-password")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
        createAccount(code, "other" + suffix(), "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
        redeem(code, "player-" + UUID.randomUUID())
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
        assertEquals(1, directory.accounts().size());
    }

    @Test
    void anInvitationRedeemedByAnExistingAccountIsUsed() {
        String code = newCode();
        redeem(code, "player-" + UUID.randomUUID()).statusCode(200);

        createAccount(code, "anna" + suffix(), "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
        assertTrue(directory.accounts().isEmpty());
    }

    @Test
    void aUsernameOfAnotherAccountIsTaken() {
        String taken = "petya" + suffix();
        directory.add(taken, "password-1", null);
        RecordingAccountDirectory.Account elsewhere = directory.add("vasya" + suffix(), "password-1", newCode());
        String code = newCode();

        createAccount(code, taken, "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "username-taken"))
                .body("detail", containsString("уже занято"));
        // an account made from another invitation, even with the right password
        createAccount(code, elsewhere.username(), "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "username-taken"));
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(false));
    }

    @Test
    void aUsernameKeycloakWouldRefuseIsRefusedFirst() {
        String code = newCode();
        for (String username : List.of("иван", "ab", "ivan petrov", "ivan/petrov", "ivan(1)", "")) {
            createAccount(code, username, "password-1")
                    .statusCode(400)
                    .body("errors.field", contains("username"))
                    .body("errors[0].message", containsString("Username"));
        }
        given().contentType(ContentType.JSON).body("{}")
                .post("/api/invitations/" + code + "/account")
                .then()
                .statusCode(400)
                .body("errors.field", contains("username", "password"));
        assertTrue(directory.calls().isEmpty(), "nothing asked of Keycloak: " + directory.calls());
    }

    @Test
    void aPasswordThePolicyRefusesNamesTheRule() {
        String code = newCode();
        String username = "masha" + suffix();

        createAccount(code, username, "short")
                .statusCode(400)
                .body("errors.field", contains("password"))
                .body("errors[0].message", equalTo("Пароль должен быть не короче 8 символов / Invalid password:"
                        + " minimum length 8."));
        createAccount(code, username, username.toUpperCase())
                .statusCode(400)
                .body("errors.field", contains("password"))
                .body("errors[0].message", startsWithRussian("Пароль не должен совпадать с именем для входа"));
        assertTrue(directory.accounts().isEmpty());
        createAccount(code, username, "long-enough").statusCode(201);
    }

    @Test
    void aKeycloakOutOfReachIsA503AndNothingIsMade() {
        String code = newCode();
        directory.unreachable(true);

        createAccount(code, "sasha" + suffix(), "password-1")
                .statusCode(503)
                .body("type", equalTo(PROBLEM + "accounts-unavailable"))
                .body("detail", containsString("try again"));

        directory.unreachable(false);
        assertTrue(directory.accounts().isEmpty());
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(false));
    }

    @Test
    void anAnswerLostAfterKeycloakMadeTheAccountIsFoundByTheRetryAndLinked() {
        String code = newCode();
        String username = "lena" + suffix();
        directory.afterNextCreate(accountId -> {
            throw new AccountDirectoryUnavailableException("the answer was lost", null);
        });

        createAccount(code, username, "password-1").statusCode(503);
        assertEquals(1, directory.accounts().size(), "Keycloak made it");
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(false));

        createAccount(code, username, "wrong-password")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "username-taken"));
        String accountId = directory.account(username).orElseThrow().id();
        createAccount(code, username, "password-1")
                .statusCode(201)
                .body("accountId", equalTo(accountId));
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(true));
    }

    @Test
    void anAccountOfALostAnswerIsDeletedWhenTheRetryChoosesAnotherUsername() {
        String code = newCode();
        directory.afterNextCreate(accountId -> {
            throw new AccountDirectoryUnavailableException("the answer was lost", null);
        });
        createAccount(code, "first" + suffix(), "password-1").statusCode(503);
        String leftover = directory.accounts().get(0).id();

        String username = "second" + suffix();
        createAccount(code, username, "password-2").statusCode(201);

        assertTrue(directory.calls().contains("delete " + leftover), directory.calls().toString());
        assertEquals(List.of(username), directory.accounts().stream().map(RecordingAccountDirectory.Account::username)
                .toList());
    }

    @Test
    void anAccountWhoseLinkFailsToCommitIsDeletedAgain() {
        UUID competitionId = Requests.openCompetition();
        JsonPath team = Requests.apply(competitionId, "coach-" + UUID.randomUUID(), Requests.application());
        String code = team.getString("roster[0].invitationCode");
        UUID otherPlayer = UUID.fromString(team.getString("roster[1].playerId"));
        String username = "kolya" + suffix();
        // Two players on board 1: the roster's deferred unique key fails the commit, after the link.
        directory.afterNextCreate(accountId -> Panache.getEntityManager()
                .createNativeQuery("UPDATE roster_entry SET board = 1 WHERE id = :id")
                .setParameter("id", otherPlayer)
                .executeUpdate());

        createAccount(code, username, "password-1").statusCode(500);

        List<String> calls = directory.calls();
        assertTrue(calls.contains("create " + username + " /players"), calls.toString());
        assertTrue(calls.get(calls.size() - 1).startsWith("delete "), calls.toString());
        assertTrue(directory.accounts().isEmpty(), "deleted again");
        given().get("/api/invitations/" + code).then().body("accountExists", equalTo(false));
        createAccount(code, username, "password-1").statusCode(201);
    }

    @Test
    void aWithdrawnTeamsInvitationMakesNoAccount() {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        JsonPath team = Requests.apply(competitionId, coach, Requests.application());
        given().auth().oauth2(TestTokens.withRealmRoles(coach, Roles.COACH))
                .post(Requests.applications(competitionId) + "/" + team.getString("teamId") + "/withdrawal")
                .then().statusCode(200);

        createAccount(team.getString("roster[0].invitationCode"), "tolya" + suffix(), "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "withdrawn"));
        createAccount("AAAAAAAAAA", "tolya" + suffix(), "password-1").statusCode(404);
        assertTrue(directory.accounts().isEmpty());
    }

    static ValidatableResponse createAccount(String code, String username, String password) {
        return given().contentType(ContentType.JSON)
                .body(Requests.json(java.util.Map.of("username", username, "password", password)))
                .post("/api/invitations/" + code + "/account")
                .then();
    }

    /** A fresh team's board-1 invitation code. */
    static String newCode() {
        return Requests.apply(Requests.openCompetition(), "coach-" + UUID.randomUUID(), Requests.application())
                .getString("roster[0].invitationCode");
    }

    /** Latin letters and digits that keep the user names of one test run apart. */
    static String suffix() {
        return UUID.randomUUID().toString().replace("-", "").substring(0, 8);
    }

    private static ValidatableResponse redeem(String code, String player) {
        return given().auth().oauth2(TestTokens.withRealmRoles(player, Roles.PLAYER))
                .post("/api/invitations/" + code + "/redeem")
                .then();
    }

    private static org.hamcrest.Matcher<String> startsWithRussian(String russian) {
        return org.hamcrest.Matchers.startsWith(russian + " / ");
    }
}
