package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.registration.client.AccountDirectoryUnavailableException;
import org.teamchess.registration.client.RecordingAccountDirectory;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

/**
 * Staff invitations: an organizer invites a coach, an arbiter or a federation reader, who makes
 * the account from the code; on the real PostgreSQL, with Keycloak replaced by
 * {@link RecordingAccountDirectory} (a test double that records the calls).
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class StaffInvitationTest {

    private static final String PROBLEM = "urn:teamchess:problem:";

    @Inject
    RecordingAccountDirectory directory;

    @BeforeEach
    void freshDirectory() {
        directory.reset();
    }

    @Test
    void anOrganizerInvitesAndTheInviteeMakesTheAccountOfTheRole() {
        String code = invite("arbiter", "Сергей", "Судейкин")
                .statusCode(201)
                .header("Location", matchesPattern(".*/api/staff-invitations/[A-Z2-7]{10}"))
                .body("code", matchesPattern("[A-Z2-7]{10}"))
                .body("role", equalTo("arbiter"))
                .body("firstName", equalTo("Сергей"))
                .body("lastName", equalTo("Судейкин"))
                .body("createdAt", notNullValue())
                .body("accountExists", equalTo(false))
                .body("username", nullValue())
                .extract().path("code");
        given().get("/api/staff-invitations/" + code.toLowerCase())
                .then()
                .statusCode(200)
                .body("role", equalTo("arbiter"))
                .body("lastName", equalTo("Судейкин"))
                .body("accountExists", equalTo(false));
        String username = "sudeikin" + PlayerAccountTest.suffix();

        String accountId = createAccount(code, username, "password-1")
                .statusCode(201)
                .body("username", equalTo(username))
                .body("role", equalTo("arbiter"))
                .extract().path("accountId");

        assertEquals(new RecordingAccountDirectory.Account(accountId, username, "password-1", "Сергей", "Судейкин",
                "/arbiters", code), directory.account(username).orElseThrow());
        given().get("/api/staff-invitations/" + code).then().body("accountExists", equalTo(true));
        createAccount(code, username, "password-1").statusCode(201).body("accountId", equalTo(accountId));
        createAccount(code, username, "password-2")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
        createAccount(code, "other" + PlayerAccountTest.suffix(), "password-1")
                .statusCode(409)
                .body("type", equalTo(PROBLEM + "invitation-used"));
    }

    @Test
    void eachRoleGetsItsGroup() {
        for (String role : List.of("coach", "federation")) {
            String code = invite(role, "Имя", "Фамилия").statusCode(201).extract().path("code");
            createAccount(code, role + PlayerAccountTest.suffix(), "password-1").statusCode(201);
        }
        assertEquals(List.of("/coaches", "/federation"), directory.accounts().stream()
                .map(RecordingAccountDirectory.Account::group).toList());
    }

    @Test
    void theOrganizersListIsNewestFirstWithTheAccounts() {
        String older = invite("coach", "Ольга", "Киншова").extract().path("code");
        String newer = invite("federation", "Фёдор", "Федерацин").extract().path("code");
        String username = "kinshova" + PlayerAccountTest.suffix();
        createAccount(older, username, "password-1").statusCode(201);

        List<Map<String, Object>> listed = given().auth().oauth2(Requests.ORGANIZER)
                .get("/api/staff-invitations")
                .then()
                .statusCode(200)
                .extract().jsonPath().getList("");
        List<Object> codes = listed.stream().map(invitation -> invitation.get("code")).toList();
        assertTrue(codes.indexOf(newer) < codes.indexOf(older), codes.toString());
        Map<String, Object> made = listed.get(codes.indexOf(older));
        assertEquals(true, made.get("accountExists"));
        assertEquals(username, made.get("username"));
    }

    @Test
    void onlyAnOrganizerInvites() {
        String body = Requests.json(Map.of("role", "coach", "firstName", "Имя", "lastName", "Фамилия"));
        given().auth().oauth2(TestTokens.withRealmRoles("coach", Roles.COACH))
                .contentType(ContentType.JSON).body(body)
                .post("/api/staff-invitations").then().statusCode(403);
        given().contentType(ContentType.JSON).body(body)
                .post("/api/staff-invitations").then().statusCode(401);
        given().auth().oauth2(TestTokens.withRealmRoles("coach", Roles.COACH))
                .get("/api/staff-invitations").then().statusCode(403);
    }

    @Test
    void anInvitationNamesItsWrongFields() {
        invite("organizer", " ", "Фамилия <script>")
                .statusCode(400)
                .body("errors.field", containsInAnyOrder("role", "firstName", "lastName"));
        given().get("/api/staff-invitations/AAAAAAAAAA").then().statusCode(404);
        createAccount("AAAAAAAAAA", "nobody" + PlayerAccountTest.suffix(), "password-1").statusCode(404);
    }

    @Test
    void theStaffAccountHasTheChildsGuarantees() {
        String code = invite("coach", "Ольга", "Киншова").extract().path("code");
        createAccount(code, "ab", "password-1").statusCode(400).body("errors.field", contains("username"));
        createAccount(code, "kinshova" + PlayerAccountTest.suffix(), "short")
                .statusCode(400)
                .body("errors.field", contains("password"));
        directory.unreachable(true);
        createAccount(code, "kinshova" + PlayerAccountTest.suffix(), "password-1")
                .statusCode(503)
                .body("type", equalTo(PROBLEM + "accounts-unavailable"));
        directory.unreachable(false);

        String username = "kinshova" + PlayerAccountTest.suffix();
        directory.afterNextCreate(accountId -> {
            throw new AccountDirectoryUnavailableException("the answer was lost", null);
        });
        createAccount(code, username, "password-1").statusCode(503);
        given().get("/api/staff-invitations/" + code).then().body("accountExists", equalTo(false));
        createAccount(code, username, "password-1").statusCode(201).body("role", equalTo("coach"));
        assertEquals(1, directory.accounts().size());
    }

    private static ValidatableResponse invite(String role, String firstName, String lastName) {
        return given().auth().oauth2(Requests.ORGANIZER)
                .contentType(ContentType.JSON)
                .body(Requests.json(Map.of("role", role, "firstName", firstName, "lastName", lastName)))
                .post("/api/staff-invitations")
                .then();
    }

    private static ValidatableResponse createAccount(String code, String username, String password) {
        return given().contentType(ContentType.JSON)
                .body(Requests.json(Map.of("username", username, "password", password)))
                .post("/api/staff-invitations/" + code + "/account")
                .then();
    }
}
