package org.teamchess.tournament.client;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.util.List;
import java.util.UUID;
import org.teamchess.tournament.config.RegistrationApiConfig;

/**
 * registration-service's {@code GET /api/competitions/{competitionId}/teams/{teamId}/roster-names},
 * called with this service's service account token (role {@code roster-reader}).
 */
@ApplicationScoped
public class RegistrationRosterNames implements RosterNameSource {

    private static final TypeReference<List<RosterName>> NAMES = new TypeReference<>() {
    };

    private final HttpClient http;
    private final ObjectMapper json;
    private final ServiceAccountToken token;
    private final RegistrationApiConfig config;

    @Inject
    RegistrationRosterNames(RegistrationApiConfig config, ObjectMapper json, Clock clock) {
        // HTTP/1.1: no h2c upgrade attempt on every request to Keycloak and registration-service.
        this(HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(config.timeout()).build(),
                json, clock, config);
    }

    RegistrationRosterNames(HttpClient http, ObjectMapper json, Clock clock, RegistrationApiConfig config) {
        this.http = http;
        this.json = json;
        this.config = config;
        this.token = new ServiceAccountToken(http, json, clock, config.tokenUrl(), config.clientId(),
                config.clientSecret(), config.timeout());
    }

    @Override
    public List<RosterName> namesOf(UUID competitionId, UUID teamId) {
        HttpResponse<String> response = get(competitionId, teamId);
        if (response.statusCode() == 401) {
            // The token expired early or Keycloak's keys turned over: once more with a new one.
            token.forget();
            response = get(competitionId, teamId);
        }
        if (response.statusCode() != 200) {
            throw new RosterNamesUnavailableException("registration-service answered " + response.statusCode()
                    + " for the names of team " + teamId + ": " + response.body(), null);
        }
        try {
            return json.readValue(response.body(), NAMES);
        } catch (IOException e) {
            throw new RosterNamesUnavailableException("registration-service's names of team " + teamId
                    + " are not readable: " + e.getMessage(), e);
        }
    }

    private HttpResponse<String> get(UUID competitionId, UUID teamId) {
        URI uri = config.url().resolve("/api/competitions/" + competitionId + "/teams/" + teamId + "/roster-names");
        HttpRequest request = HttpRequest.newBuilder(uri).timeout(config.timeout())
                .header("Authorization", "Bearer " + token.get())
                .header("Accept", "application/json").GET().build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new RosterNamesUnavailableException("registration-service cannot be reached: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RosterNamesUnavailableException("Interrupted while fetching the names of team " + teamId, e);
        }
    }
}
