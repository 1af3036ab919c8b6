package org.teamchess.registration.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.jboss.logging.Logger;
import org.keycloak.OAuth2Constants;
import org.keycloak.admin.client.CreatedResponseUtil;
import org.keycloak.admin.client.Keycloak;
import org.keycloak.admin.client.KeycloakBuilder;
import org.keycloak.admin.client.resource.RealmResource;
import org.keycloak.representations.idm.CredentialRepresentation;
import org.keycloak.representations.idm.UserRepresentation;
import org.teamchess.registration.config.RegistrationConfig;

/**
 * The account directory on Keycloak's Admin REST API, through Quarkus's Keycloak admin client
 * ({@code quarkus.keycloak.admin-client.*}: this service's confidential client, grant
 * {@code client_credentials}). The client fetches its token on the first call, so the service
 * starts without Keycloak; a call that cannot reach it throws
 * {@link AccountDirectoryUnavailableException}.
 */
@ApplicationScoped
public class KeycloakAccountDirectory implements AccountDirectory {

    /** The user attribute holding the invitation code (admin-only in the realm's user profile). */
    public static final String INVITATION_ATTRIBUTE = "teamchessInvitation";

    private static final Logger LOG = Logger.getLogger(KeycloakAccountDirectory.class);

    private final Keycloak keycloak;
    private final RegistrationConfig.Accounts config;
    private final ObjectMapper json;

    KeycloakAccountDirectory(Keycloak keycloak, RegistrationConfig config, ObjectMapper json) {
        this.keycloak = keycloak;
        this.config = config.accounts();
        this.json = json;
    }

    @Override
    public CreateOutcome create(NewAccount account) {
        UserRepresentation user = new UserRepresentation();
        user.setUsername(account.username());
        user.setEnabled(true);
        user.setFirstName(account.firstName());
        user.setLastName(account.lastName());
        user.setGroups(List.of(account.group()));
        user.setAttributes(Map.of(INVITATION_ATTRIBUTE, List.of(account.invitationCode())));
        user.setCredentials(List.of(password(account.password())));
        return reach("create " + account, () -> {
            try (Response response = realm().users().create(user)) {
                return switch (response.getStatus()) {
                    case 201 -> new CreateOutcome.Created(CreatedResponseUtil.getCreatedId(response));
                    case 409 -> new CreateOutcome.UsernameTaken();
                    case 400 -> refusal(account, response.readEntity(String.class));
                    default -> throw new WebApplicationException(response.getStatus());
                };
            }
        });
    }

    @Override
    public Optional<DirectoryAccount> findByUsername(String username) {
        return reach("find " + username, () -> realm().users().searchByUsername(username, true).stream()
                .filter(user -> username.equals(user.getUsername()))
                .findFirst()
                .map(KeycloakAccountDirectory::toAccount));
    }

    @Override
    public List<DirectoryAccount> findByInvitation(String invitationCode) {
        return reach("find the accounts of invitation " + invitationCode, () -> realm().users()
                .searchByAttributes(INVITATION_ATTRIBUTE + ":" + invitationCode, true).stream()
                .map(KeycloakAccountDirectory::toAccount)
                .filter(account -> invitationCode.equals(account.invitationCode()))
                .toList());
    }

    @Override
    public boolean passwordMatches(String username, String password) {
        return reach("check the password of " + username, () -> {
            try (Keycloak asUser = KeycloakBuilder.builder()
                    .serverUrl(config.serverUrl())
                    .realm(config.realm())
                    .clientId(config.clientId())
                    .clientSecret(config.clientSecret())
                    .grantType(OAuth2Constants.PASSWORD)
                    .username(username)
                    .password(password)
                    .build()) {
                asUser.tokenManager().grantToken();
                asUser.tokenManager().logout(); // the check needs no session
                return true;
            } catch (WebApplicationException refused) {
                // invalid_grant, 400 or 401: a wrong password, or an account disabled or locked by
                // brute-force detection. This service's own client is not at fault here: the admin
                // calls before the check used it.
                int status = refused.getResponse().getStatus();
                if (status == 400 || status == 401) {
                    return false;
                }
                throw refused;
            }
        });
    }

    @Override
    public void delete(String accountId) {
        reach("delete " + accountId, () -> {
            try (Response response = realm().users().delete(accountId)) {
                if (response.getStatus() != 204 && response.getStatus() != 404) {
                    throw new WebApplicationException(response.getStatus());
                }
                return null;
            }
        });
    }

    @Override
    public boolean setPassword(String accountId, String password) {
        return reach("set the password of " + accountId, () -> {
            try {
                realm().users().get(accountId).resetPassword(password(password));
            } catch (WebApplicationException failed) {
                if (failed.getResponse().getStatus() == 404) {
                    return false; // deleted in Keycloak meanwhile
                }
                throw failed;
            }
            realm().attackDetection().clearBruteForceForUser(accountId);
            return true;
        });
    }

    private RealmResource realm() {
        return keycloak.realm(config.realm());
    }

    /**
     * Runs a call; Keycloak out of reach, failing on its side (5xx), or refusing this service's
     * own credentials (401, logged: a configuration error) is {@link AccountDirectoryUnavailableException}.
     */
    private static <T> T reach(String what, Supplier<T> call) {
        try {
            return call.get();
        } catch (ProcessingException unreachable) {
            throw new AccountDirectoryUnavailableException("Keycloak cannot be reached to " + what, unreachable);
        } catch (WebApplicationException failed) {
            int status = failed.getResponse().getStatus();
            if (status == 401) {
                LOG.errorf("Keycloak refused registration-service's own client (%s): check"
                        + " REGISTRATION_KEYCLOAK_CLIENT_ID and _SECRET", failed.getMessage());
            }
            if (status >= 500 || status == 401) {
                throw new AccountDirectoryUnavailableException("Keycloak failed to " + what + ": " + status, failed);
            }
            throw failed;
        }
    }

    /** Keycloak's 400: a user profile error ({@code field}) or a password policy's ({@code error}). */
    private CreateOutcome refusal(NewAccount account, String body) {
        JsonNode error = readJson(body);
        if (error.path("error").asText().startsWith("invalidPassword")) {
            return new CreateOutcome.PasswordRefused(error.path("error").asText(),
                    error.path("error_description").asText());
        }
        List<JsonNode> errors = error.has("errors") ? List.copyOf(error.path("errors").findParents("field"))
                : List.of(error);
        for (JsonNode fieldError : errors) {
            if ("username".equals(fieldError.path("field").asText())) {
                return new CreateOutcome.UsernameRefused(fieldError.path("errorMessage").asText());
            }
        }
        throw new IllegalStateException("Keycloak refused " + account + ": " + body);
    }

    private JsonNode readJson(String body) {
        try {
            return json.readTree(body);
        } catch (IOException unreadable) {
            throw new IllegalStateException("Keycloak answered 400 with " + body, unreadable);
        }
    }

    private static CredentialRepresentation password(String value) {
        CredentialRepresentation password = new CredentialRepresentation();
        password.setType(CredentialRepresentation.PASSWORD);
        password.setValue(value);
        password.setTemporary(false);
        return password;
    }

    private static DirectoryAccount toAccount(UserRepresentation user) {
        List<String> codes = user.getAttributes() == null ? null : user.getAttributes().get(INVITATION_ATTRIBUTE);
        return new DirectoryAccount(user.getId(), user.getUsername(),
                codes == null || codes.isEmpty() ? null : codes.get(0));
    }
}
