package org.teamchess.registration.rest;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.http.Method;
import io.restassured.specification.RequestSpecification;
import java.time.Year;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.teamchess.registration.RegistrationTestProfile;
import org.teamchess.registration.Requests;
import org.teamchess.support.security.Roles;
import org.teamchess.testsupport.TestTokens;

/**
 * Every endpoint by every kind of caller: organizer, arbiter, the team's coach, another school's
 * coach (with an application to the same competition), player, federation, anonymous. Each row
 * gets a fresh competition in which both coaches have applied (for the submission row, only the
 * other coach). The expected statuses are the access rules; 409 means the caller got past them
 * and met a rule of the data (the deadline, an earlier application, the competition not ended).
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class AccessMatrixTest {

    /** A year that is ahead for a while and inside the scheduling window (five years). */
    private static final int YEAR = Year.now(ZoneOffset.UTC).getValue() + 2;

    private static final List<String> CALLERS =
            List.of("organizer", "arbiter", "coach", "otherCoach", "player", "federation", "anonymous");

    /** A competition where "coach" and "otherCoach" have applied. */
    record Fixture(UUID competitionId, String coach, String otherCoach, String teamId, String code,
            String application) {

        String applications() {
            return Requests.applications(competitionId);
        }
    }

    static Stream<Arguments> endpoints() {
        return Stream.of(
                row("GET /api/competitions", Method.GET, f -> "/api/competitions", null,
                        200, 403, 200, 200, 403, 403, 401),
                row("GET /api/competitions/{id}", Method.GET, f -> "/api/competitions/" + f.competitionId(), null,
                        200, 403, 200, 200, 403, 403, 401),
                row("POST /api/competitions", Method.POST, f -> "/api/competitions",
                        f -> "{\"name\":\"Кубок\",\"deadline\":\"" + YEAR + "-03-01T18:00\"}",
                        201, 403, 403, 403, 403, 403, 401),
                row("POST applications", Method.POST, Fixture::applications, Fixture::application,
                        403, 403, 201, 409, 403, 403, 401),
                row("GET applications", Method.GET, Fixture::applications, null,
                        200, 403, 403, 403, 403, 403, 401),
                row("GET applications/export.csv", Method.GET, f -> f.applications() + "/export.csv", null,
                        200, 403, 403, 403, 403, 403, 401),
                row("GET applications/summary.html", Method.GET, f -> f.applications() + "/summary.html", null,
                        200, 403, 403, 403, 403, 403, 401),
                row("GET applications/mine", Method.GET, f -> f.applications() + "/mine", null,
                        403, 403, 200, 200, 403, 403, 401),
                row("GET applications/mine/export", Method.GET, f -> f.applications() + "/mine/export", null,
                        403, 403, 200, 200, 403, 403, 401),
                row("GET applications/{teamId}", Method.GET, f -> f.applications() + "/" + f.teamId(), null,
                        200, 403, 200, 200, 403, 403, 401),
                row("PUT applications/{teamId}", Method.PUT, f -> f.applications() + "/" + f.teamId(),
                        Fixture::application, 200, 403, 200, 403, 403, 403, 401),
                row("POST applications/{teamId}/withdrawal", Method.POST,
                        f -> f.applications() + "/" + f.teamId() + "/withdrawal", null,
                        200, 403, 200, 403, 403, 403, 401),
                row("DELETE applications/{teamId}/personal-data", Method.DELETE,
                        f -> f.applications() + "/" + f.teamId() + "/personal-data", null,
                        409, 403, 409, 403, 403, 403, 401),
                row("GET teams/{teamId}/login-list", Method.GET,
                        f -> "/api/competitions/" + f.competitionId() + "/teams/" + f.teamId() + "/login-list", null,
                        200, 403, 200, 200, 403, 403, 401),
                // A service account's read (role roster-reader); no person's role is enough.
                row("GET teams/{teamId}/roster-names", Method.GET,
                        f -> "/api/competitions/" + f.competitionId() + "/teams/" + f.teamId() + "/roster-names", null,
                        403, 403, 403, 403, 403, 403, 401),
                row("POST /api/invitations/{code}/redeem", Method.POST,
                        f -> "/api/invitations/" + f.code() + "/redeem", null,
                        403, 403, 403, 403, 200, 403, 401));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void onlyTheRightCallersGetThrough(String endpoint, Method method, Function<Fixture, String> path,
            Function<Fixture, String> body, List<Integer> expected) {
        Fixture fixture = fixture(!endpoint.equals("POST applications"));
        Map<String, Integer> wanted = new LinkedHashMap<>();
        Map<String, Integer> got = new LinkedHashMap<>();
        for (int index = 0; index < CALLERS.size(); index++) {
            String caller = CALLERS.get(index);
            RequestSpecification request = as(caller, fixture);
            if (body != null) {
                request = request.contentType(ContentType.JSON).body(body.apply(fixture));
            }
            wanted.put(caller, expected.get(index));
            got.put(caller, request.request(method, path.apply(fixture)).statusCode());
        }
        assertEquals(wanted, got, endpoint);
    }

    private static RequestSpecification as(String caller, Fixture fixture) {
        return switch (caller) {
            case "organizer" -> given().auth().oauth2(Requests.ORGANIZER);
            case "arbiter" -> given().auth().oauth2(TestTokens.withRealmRoles("arbiter", Roles.ARBITER));
            case "coach" -> given().auth().oauth2(TestTokens.withRealmRoles(fixture.coach(), Roles.COACH));
            case "otherCoach" -> given().auth().oauth2(TestTokens.withRealmRoles(fixture.otherCoach(), Roles.COACH));
            case "player" -> given().auth().oauth2(TestTokens.withRealmRoles("player-" + UUID.randomUUID(),
                    Roles.PLAYER));
            case "federation" -> given().auth().oauth2(TestTokens.withRealmRoles("federation", Roles.FEDERATION));
            default -> given();
        };
    }

    private static Fixture fixture(boolean coachHasApplied) {
        UUID competitionId = Requests.openCompetition();
        String coach = "coach-" + UUID.randomUUID();
        String other = "coach-" + UUID.randomUUID();
        Requests.apply(competitionId, other, Requests.application());
        String application = Requests.application();
        if (!coachHasApplied) {
            return new Fixture(competitionId, coach, other, null, null, application);
        }
        var submitted = Requests.apply(competitionId, coach, application);
        return new Fixture(competitionId, coach, other, submitted.getString("teamId"),
                submitted.getString("roster[0].invitationCode"), application);
    }

    private static Arguments row(String name, Method method, Function<Fixture, String> path,
            Function<Fixture, String> body, Integer... expected) {
        return Arguments.of(name, method, path, body, new ArrayList<>(List.of(expected)));
    }
}
