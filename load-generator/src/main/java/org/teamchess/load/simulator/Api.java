package org.teamchess.load.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * The services' public REST APIs as a school's people call them: JSON in and out, a bearer token
 * or none. An answer other than the one expected is an {@link Refused} carrying the problem
 * details (RFC 9457) the service gave.
 */
final class Api {

    /** A request the service refused or failed: its status and its problem body. */
    static final class Refused extends IOException {

        private final int status;
        private final JsonNode problem;

        Refused(String request, int status, JsonNode problem) {
            super(request + " -> " + status + " " + problem);
            this.status = status;
            this.problem = problem;
        }

        int status() {
            return status;
        }

        JsonNode problem() {
            return problem;
        }
    }

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final Duration PATIENCE = Duration.ofMinutes(5);

    private final HttpClient http;
    private final ObjectMapper json;

    Api(HttpClient http, ObjectMapper json) {
        this.http = http;
        this.json = json;
    }

    ObjectMapper json() {
        return json;
    }

    JsonNode get(URI service, String path, String token) throws IOException, InterruptedException {
        return call("GET", service, path, token, null);
    }

    JsonNode post(URI service, String path, String token, Object body) throws IOException, InterruptedException {
        return call("POST", service, path, token, body);
    }

    JsonNode put(URI service, String path, String token, Object body) throws IOException, InterruptedException {
        return call("PUT", service, path, token, body);
    }

    /**
     * Any 2xx is the expected answer; its body read as JSON (an empty body as an empty object). A
     * service that cannot be reached or answers 5xx (restarting, its database away) is asked again
     * every second for up to {@link #PATIENCE}, as a person would press the button again; a 4xx is
     * an answer.
     */
    private JsonNode call(String method, URI service, String path, String token, Object body)
            throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            try {
                return once(method, service, path, token, body);
            } catch (Refused refused) {
                if (refused.status() < 500 || System.nanoTime() > giveUp) {
                    throw refused;
                }
            } catch (IOException unreachable) {
                if (System.nanoTime() > giveUp) {
                    throw unreachable;
                }
            }
            Thread.sleep(1000);
        }
    }

    private JsonNode once(String method, URI service, String path, String token, Object body)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(service.resolve(path)).timeout(TIMEOUT)
                .header("Accept", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (body == null) {
            request.method(method, HttpRequest.BodyPublishers.noBody());
        } else {
            request.header("Content-Type", "application/json")
                    .method(method, HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)));
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode answer = response.body().isBlank() ? json.createObjectNode() : readOrText(response.body());
        if (response.statusCode() / 100 != 2) {
            throw new Refused(method + " " + path, response.statusCode(), answer);
        }
        return answer;
    }

    private JsonNode readOrText(String body) {
        try {
            return json.readTree(body);
        } catch (IOException notJson) {
            return json.getNodeFactory().textNode(body);
        }
    }
}
