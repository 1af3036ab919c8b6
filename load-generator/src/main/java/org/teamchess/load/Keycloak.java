package org.teamchess.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Access tokens of the realm's demo accounts by the password grant of the public client
 * {@code teamchess-cli} (deploy/keycloak/README.md: passwords {@code <user>-local-only}, local
 * platforms only).
 */
public final class Keycloak {

    private final HttpClient http;
    private final URI tokenEndpoint;
    private final ObjectMapper json;

    public Keycloak(HttpClient http, URI keycloak, ObjectMapper json) {
        this.http = http;
        this.tokenEndpoint = keycloak.resolve("/realms/teamchess/protocol/openid-connect/token");
        this.json = json;
    }

    /** A fresh access token of the demo user (valid 15 minutes in the realm). */
    public String token(String user) throws IOException, InterruptedException {
        return token(user, user + "-local-only");
    }

    /** A fresh access token of any account of the realm, by its username and password. */
    public String token(String user, String password) throws IOException, InterruptedException {
        String form = "grant_type=password&client_id=teamchess-cli&username=" + encode(user)
                + "&password=" + encode(password);
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(tokenEndpoint)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("Keycloak refused a token for " + user + ": " + response.statusCode() + " "
                    + response.body());
        }
        return json.readTree(response.body()).path("access_token").asText();
    }

    /** The token's subject: the account id, which games name as their players' ids. */
    public String subject(String token) throws IOException {
        String payload = token.split("\\.")[1];
        JsonNode claims = json.readTree(Base64.getUrlDecoder().decode(payload));
        return claims.path("sub").asText();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
