package org.teamchess.game.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.teamchess.game.config.GameConfig;
import org.teamchess.rules.Side;
import org.teamchess.support.problem.Problem;
import org.teamchess.support.problem.ProblemException;

/**
 * clock-service's arbiter API, called on behalf of the arbiter with his own bearer token, so that
 * clock-service checks his role and records him as it does for every clock operation; it then
 * announces the operation ({@code ClockTimeAdded}), which this service applies to the game's clock
 * like any other.
 */
@ApplicationScoped
public class ClockServiceClient {

    private static final Logger LOG = Logger.getLogger(ClockServiceClient.class);
    private static final Duration TIMEOUT = Duration.ofSeconds(10);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private final GameConfig config;

    ClockServiceClient(GameConfig config) {
        this.config = config;
    }

    /**
     * Adds time to {@code side} ({@code POST /api/clocks/{gameId}/add-time}).
     *
     * @param arbiterToken the arbiter's bearer token, as he sent it
     * @throws ProblemException 409 {@code clock-operation-refused} with clock-service's reason when
     *                          the clock refuses (the time ran out, the game is over); 502
     *                          {@code clock-service-unavailable} when clock-service cannot be asked
     */
    public void addTime(UUID gameId, Side side, Duration amount, String reason, String arbiterToken) {
        String body;
        try {
            body = JSON.writeValueAsString(Map.of("side", side.wireName(), "millis", amount.toMillis(),
                    "reason", reason));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A map of strings and a number always serializes", e);
        }
        HttpRequest request = HttpRequest.newBuilder(endpoint(gameId))
                .timeout(TIMEOUT)
                .header("Authorization", "Bearer " + arbiterToken)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw unavailable("clock-service could not be reached: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unavailable("Interrupted while asking clock-service");
        }
        if (response.statusCode() == 200) {
            LOG.infof("clock-service added %s to %s in game %s", amount, side.wireName(), gameId);
            return;
        }
        String detail = detail(response.body());
        if (response.statusCode() == 409) {
            throw ProblemException.conflict("clock-service refused to add time: " + detail)
                    .withType(Problem.type("clock-operation-refused"), "Clock operation refused");
        }
        throw unavailable("clock-service answered " + response.statusCode() + ": " + detail);
    }

    private URI endpoint(UUID gameId) {
        String base = config.clockServiceUrl().toString().replaceAll("/+$", "");
        return URI.create(base + "/api/clocks/" + gameId + "/add-time");
    }

    /** The problem's detail, or the body as it came. */
    private static String detail(String body) {
        try {
            JsonNode problem = JSON.readTree(body);
            return problem != null && problem.hasNonNull("detail") ? problem.get("detail").asText() : body;
        } catch (JsonProcessingException e) {
            return body;
        }
    }

    private static ProblemException unavailable(String detail) {
        return new ProblemException(Problem.type("clock-service-unavailable"), 502, "Clock service unavailable",
                detail + "; nothing was decided, try again", List.of());
    }
}
