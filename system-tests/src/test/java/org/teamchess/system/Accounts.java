package org.teamchess.system;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Accounts as people get them on the platform, through registration-service's public API: a
 * child's from the invitation code of his roster line, a coach's (or another staff member's) from
 * an organizer's staff invitation; and the coach's login cards and password resets.
 */
final class Accounts {

    private Accounts() {
    }

    /** A new account's name and password, as its owner would keep them. */
    record Login(String username, String password) {

        String token() {
            return Logins.token(username, password);
        }
    }

    /** The organizer invites a staff member with the role; returns the invitation's code. */
    static String inviteStaff(String organizer, String role, String firstName, String lastName) {
        return given().auth().oauth2(organizer).contentType(ContentType.JSON)
                .body(Map.of("role", role, "firstName", firstName, "lastName", lastName))
                .post(Platform.REGISTRATION + "/api/staff-invitations")
                .then().statusCode(201)
                .extract().path("code");
    }

    /** The invitee creates the account of a staff invitation, signed in as nobody. */
    static Response createStaffAccount(String code, Login login) {
        return post("/api/staff-invitations/" + code + "/account", login);
    }

    /** A child creates his account from his invitation code, signed in as nobody. */
    static Response createPlayerAccount(String code, Login login) {
        return post("/api/invitations/" + code + "/account", login);
    }

    /** The login cards of a team, as its coach (or an organizer) prints them, by board. */
    static List<Map<String, Object>> loginCards(String coach, UUID competition, UUID team) {
        return given().auth().oauth2(coach)
                .get(teamPath(competition, team) + "/login-cards")
                .then().statusCode(200)
                .extract().jsonPath().getList("$");
    }

    /** The coach resets a child's password; returns the new login, shown once. */
    static Login resetPassword(String coach, UUID competition, UUID team, UUID player) {
        JsonPath reset = given().auth().oauth2(coach)
                .post(teamPath(competition, team) + "/players/" + player + "/password-reset")
                .then().statusCode(200)
                .extract().jsonPath();
        return new Login(reset.getString("username"), reset.getString("password"));
    }

    private static Response post(String path, Login login) {
        return given().contentType(ContentType.JSON)
                .body(Map.of("username", login.username(), "password", login.password()))
                .post(Platform.REGISTRATION + path);
    }

    private static String teamPath(UUID competition, UUID team) {
        return Platform.REGISTRATION + "/api/competitions/" + competition + "/teams/" + team;
    }
}
