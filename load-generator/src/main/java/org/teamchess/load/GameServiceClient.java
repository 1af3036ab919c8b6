package org.teamchess.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;

/** Sets up friendly games over game-service's REST API, as an organizer does (POST /api/games). */
final class GameServiceClient {

    /** Long enough that no clock falls during a run. */
    private static final String TIME_CONTROL = "90+30";
    /** Art. 6.7.1: the bots join within seconds; an hour keeps a slow start from being forfeited. */
    private static final int DEFAULT_TIME_MINUTES = 60;

    private final HttpClient http;
    private final ObjectMapper json;

    GameServiceClient(HttpClient http, ObjectMapper json) {
        this.http = http;
        this.json = json;
    }

    /** A game between the two accounts that starts now; completes with its id. */
    CompletableFuture<String> create(URI gameService, String organizerToken, String whitePlayerId,
            String blackPlayerId) {
        ObjectNode body = json.createObjectNode()
                .put("whitePlayerId", whitePlayerId)
                .put("blackPlayerId", blackPlayerId)
                .put("timeControl", TIME_CONTROL)
                .put("scheduledStart", Instant.now().toString())
                .put("defaultTimeMinutes", DEFAULT_TIME_MINUTES);
        HttpRequest request = HttpRequest.newBuilder(gameService.resolve("/api/games"))
                .header("Authorization", "Bearer " + organizerToken)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(response -> {
            if (response.statusCode() != 201) {
                throw new IllegalStateException("game-service did not create a game: " + response.statusCode() + " "
                        + response.body());
            }
            try {
                return json.readTree(response.body()).path("id").asText();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
