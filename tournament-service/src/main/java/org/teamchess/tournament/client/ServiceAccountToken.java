package org.teamchess.tournament.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * This service's own access token from Keycloak by the client credentials grant (RFC 6749 §4.4),
 * kept until shortly before it expires. Thread-safe.
 */
public final class ServiceAccountToken {

    /** A token is renewed this long before its expiry, so that it is never sent expired. */
    private static final Duration MARGIN = Duration.ofSeconds(30);

    private final HttpClient http;
    private final ObjectMapper json;
    private final Clock clock;
    private final URI tokenUrl;
    private final String form;
    private final Duration timeout;

    private String token;
    private Instant renewAt = Instant.MIN;

    public ServiceAccountToken(HttpClient http, ObjectMapper json, Clock clock, URI tokenUrl, String clientId,
            String clientSecret, Duration timeout) {
        this.http = http;
        this.json = json;
        this.clock = clock;
        this.tokenUrl = tokenUrl;
        this.form = "grant_type=client_credentials&client_id=" + URLEncoder.encode(clientId, StandardCharsets.UTF_8)
                + "&client_secret=" + URLEncoder.encode(clientSecret, StandardCharsets.UTF_8);
        this.timeout = timeout;
    }

    /** @throws RosterNamesUnavailableException when Keycloak cannot be reached or refuses */
    public synchronized String get() {
        if (token == null || !clock.instant().isBefore(renewAt)) {
            fetch();
        }
        return token;
    }

    /** Forgets the token, e.g. after a 401: the next {@link #get()} fetches a new one. */
    public synchronized void forget() {
        token = null;
    }

    private void fetch() {
        HttpRequest request = HttpRequest.newBuilder(tokenUrl).timeout(timeout)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new RosterNamesUnavailableException("Keycloak refused the service account's token: "
                        + response.statusCode() + " " + response.body(), null);
            }
            JsonNode body = json.readTree(response.body());
            Instant now = clock.instant();
            token = body.path("access_token").asText();
            long lifetime = body.path("expires_in").asLong(60);
            renewAt = now.plusSeconds(lifetime).minus(MARGIN);
        } catch (IOException e) {
            throw new RosterNamesUnavailableException("Keycloak's token endpoint cannot be reached: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RosterNamesUnavailableException("Interrupted while fetching a token", e);
        }
    }
}
