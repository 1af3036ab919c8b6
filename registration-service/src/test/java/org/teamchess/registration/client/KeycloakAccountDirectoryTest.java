package org.teamchess.registration.client;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.containing;
import static com.github.tomakehurst.wiremock.client.WireMock.delete;
import static com.github.tomakehurst.wiremock.client.WireMock.deleteRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.put;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Fault;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.quarkus.test.oidc.server.OidcWireMock;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.teamchess.registration.RegistrationTestProfile;

/**
 * How {@link KeycloakAccountDirectory} reads Keycloak's answers: the tests' WireMock stands in for
 * Keycloak 26.7.3 and answers with the statuses and bodies the real one gave to the same requests
 * (recorded on the realm teamchess; docs/decisions/accounts.md). The real Keycloak itself is
 * driven by the system tests.
 */
@QuarkusTest
@TestProfile(RegistrationTestProfile.class)
class KeycloakAccountDirectoryTest {

    private static final String USERS = "/auth/admin/realms/teamchess/users";
    private static final String TOKEN = "/auth/realms/teamchess/protocol/openid-connect/token";

    @Inject
    KeycloakAccountDirectory directory;

    @OidcWireMock
    WireMockServer keycloak;

    @BeforeEach
    void keycloakAnswers() {
        keycloak.stubFor(post(urlPathEqualTo(TOKEN))
                .withRequestBody(containing("grant_type=client_credentials"))
                .willReturn(json(200, "{\"access_token\":\"service-token\",\"expires_in\":300,"
                        + "\"token_type\":\"Bearer\"}")));
    }

    @Test
    void aNewAccountIsOneRequestWithItsPasswordGroupAndInvitation() {
        keycloak.stubFor(post(urlPathEqualTo(USERS))
                .withRequestBody(equalToJson("{\"username\":\"ivan\",\"enabled\":true,\"firstName\":\"Иван\","
                        + "\"lastName\":\"Петров\",\"groups\":[\"/players\"],"
                        + "\"attributes\":{\"teamchessInvitation\":[\"CODE234567\"]},"
                        + "\"credentials\":[{\"type\":\"password\",\"value\":\"korol-e2e4\",\"temporary\":false}]}",
                        true, true))
                .willReturn(aResponse().withStatus(201)
                        .withHeader("Location", keycloak.baseUrl() + USERS + "/5b11b928-e6a2-4c49")));

        assertEquals(new CreateOutcome.Created("5b11b928-e6a2-4c49"), directory.create(
                new NewAccount("ivan", "korol-e2e4", "Иван", "Петров", "/players", "CODE234567")));
        keycloak.verify(postRequestedFor(urlPathEqualTo(USERS))
                .withHeader("Authorization", equalTo("Bearer service-token")));
    }

    @Test
    void keycloaksRefusalsBecomeOutcomes() {
        refuse("taken", 409, "{\"errorMessage\":\"User exists with same username\"}");
        refuse("short", 400, "{\"error\":\"invalidPasswordMinLengthMessage\","
                + "\"error_description\":\"Invalid password: minimum length 8.\"}");
        refuse("xy", 400, "{\"field\":\"username\",\"errorMessage\":\"error-invalid-length\","
                + "\"params\":[\"username\",3,255]}");

        assertEquals(new CreateOutcome.UsernameTaken(), directory.create(account("taken")));
        assertEquals(new CreateOutcome.PasswordRefused("invalidPasswordMinLengthMessage",
                "Invalid password: minimum length 8."), directory.create(account("short")));
        assertEquals(new CreateOutcome.UsernameRefused("error-invalid-length"), directory.create(account("xy")));
    }

    @Test
    void accountsAreFoundByNameAndByInvitationWithTheirCode() {
        String ivan = "[{\"id\":\"5b11\",\"username\":\"ivan\",\"enabled\":true,"
                + "\"attributes\":{\"teamchessInvitation\":[\"CODE234567\"]}}]";
        keycloak.stubFor(get(urlPathEqualTo(USERS)).withQueryParam("username", equalTo("ivan"))
                .withQueryParam("exact", equalTo("true")).willReturn(json(200, ivan)));
        keycloak.stubFor(get(urlPathEqualTo(USERS)).withQueryParam("q", equalTo("teamchessInvitation:CODE234567"))
                .willReturn(json(200, ivan)));
        keycloak.stubFor(get(urlPathEqualTo(USERS)).withQueryParam("username", equalTo("nobody"))
                .willReturn(json(200, "[]")));

        assertEquals(Optional.of(new DirectoryAccount("5b11", "ivan", "CODE234567")), directory.findByUsername("ivan"));
        assertEquals(List.of(new DirectoryAccount("5b11", "ivan", "CODE234567")),
                directory.findByInvitation("CODE234567"));
        assertEquals(Optional.empty(), directory.findByUsername("nobody"));
    }

    @Test
    void aPasswordIsCheckedByThePasswordGrantOfTheServicesClient() {
        keycloak.stubFor(post(urlPathEqualTo(TOKEN))
                .withRequestBody(containing("grant_type=password"))
                .withHeader("Authorization", equalTo("Basic " + Base64.getEncoder().encodeToString(
                        "teamchess-registration:teamchess-registration-local-only".getBytes(StandardCharsets.UTF_8))))
                .withRequestBody(containing("password=right-one"))
                .willReturn(json(200, "{\"access_token\":\"user-token\",\"refresh_token\":\"refresh\","
                        + "\"expires_in\":300,\"token_type\":\"Bearer\"}")));
        keycloak.stubFor(post(urlPathEqualTo(TOKEN))
                .withRequestBody(containing("password=wrong-one"))
                .willReturn(json(401, "{\"error\":\"invalid_grant\",\"error_description\":\"Invalid user credentials\"}")));
        keycloak.stubFor(post(urlPathEqualTo("/auth/realms/teamchess/protocol/openid-connect/logout"))
                .willReturn(aResponse().withStatus(204)));

        assertTrue(directory.passwordMatches("ivan", "right-one"));
        assertFalse(directory.passwordMatches("ivan", "wrong-one"));
    }

    @Test
    void aNewPasswordLiftsTheLockAndAGoneAccountIsNoError() {
        keycloak.stubFor(put(urlPathEqualTo(USERS + "/5b11/reset-password"))
                .withRequestBody(matchingJsonPath("$.temporary", equalTo("false")))
                .willReturn(aResponse().withStatus(204)));
        keycloak.stubFor(delete(urlPathEqualTo("/auth/admin/realms/teamchess/attack-detection/brute-force/users/5b11"))
                .willReturn(aResponse().withStatus(204)));
        keycloak.stubFor(put(urlPathEqualTo(USERS + "/gone/reset-password"))
                .willReturn(json(404, "{\"error\":\"User not found\"}")));
        keycloak.stubFor(delete(urlPathEqualTo(USERS + "/gone")).willReturn(json(404, "{\"error\":\"User not found\"}")));

        assertTrue(directory.setPassword("5b11", "abcdefgh23"));
        keycloak.verify(deleteRequestedFor(
                urlPathEqualTo("/auth/admin/realms/teamchess/attack-detection/brute-force/users/5b11")));
        assertFalse(directory.setPassword("gone", "abcdefgh23"));
        directory.delete("gone");
    }

    @Test
    void aKeycloakThatFailsOrCannotBeReachedIsUnavailable() {
        keycloak.stubFor(delete(urlPathEqualTo(USERS + "/reset")).willReturn(aResponse()
                .withFault(Fault.CONNECTION_RESET_BY_PEER)));
        keycloak.stubFor(delete(urlPathEqualTo(USERS + "/failing")).willReturn(json(503, "{}")));

        assertThrows(AccountDirectoryUnavailableException.class, () -> directory.delete("reset"));
        assertThrows(AccountDirectoryUnavailableException.class, () -> directory.delete("failing"));
    }

    private void refuse(String username, int status, String body) {
        keycloak.stubFor(post(urlPathEqualTo(USERS))
                .withRequestBody(matchingJsonPath("$.username", equalTo(username)))
                .willReturn(json(status, body)));
    }

    private static NewAccount account(String username) {
        return new NewAccount(username, "short", "Иван", "Петров", "/players", "CODE234567");
    }

    private static ResponseDefinitionBuilder json(int status, String body) {
        return aResponse().withStatus(status).withHeader("Content-Type", "application/json").withBody(body);
    }
}
