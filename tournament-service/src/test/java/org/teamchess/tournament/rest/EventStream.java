package org.teamchess.tournament.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A Server-Sent Events client for the tests: a reader thread queues each event (id, name, data). */
final class EventStream implements AutoCloseable {

    /** One event; {@code id} is the last id the stream set, null before any. */
    record Event(String id, String name, JsonPath data) {
    }

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final InputStream body;

    private EventStream(InputStream body) {
        this.body = body;
        Thread reader = new Thread(this::read, "event-stream-test");
        reader.setDaemon(true);
        reader.start();
    }

    /** A public stream. */
    static EventStream open(URI uri) throws IOException, InterruptedException {
        return open(uri, null, null);
    }

    /** A stream with a bearer token (or none) that resumes after {@code lastEventId} (or not). */
    static EventStream open(URI uri, String token, String lastEventId) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).header("Accept", "text/event-stream");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request.build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        assertTrue(response.headers().firstValue("content-type").orElse("").startsWith("text/event-stream"));
        return new EventStream(response.body());
    }

    /** The next event's data, which must be named {@code name}; fails after 30 s without one. */
    JsonPath next(String name) throws InterruptedException {
        return nextEvent(name).data();
    }

    /** The next event, which must be named {@code name}; fails after 30 s without one. */
    Event nextEvent(String name) throws InterruptedException {
        Event event = poll(Duration.ofSeconds(30));
        assertTrue(event != null, "no event within 30 s");
        assertEquals(name, event.name());
        return event;
    }

    /** The next event, or null when none comes in time. */
    Event poll(Duration wait) throws InterruptedException {
        return events.poll(wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void read() {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
            String id = null;
            String name = "message";
            StringBuilder data = new StringBuilder();
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty()) {
                    if (!data.isEmpty()) {
                        events.add(new Event(id, name, new JsonPath(data.toString())));
                    }
                    name = "message";
                    data.setLength(0);
                } else if (line.startsWith("id:")) {
                    id = line.substring(3).trim();
                } else if (line.startsWith("event:")) {
                    name = line.substring(6).trim();
                } else if (line.startsWith("data:")) {
                    data.append(line.substring(5).trim());
                }
            }
        } catch (IOException closed) {
            // The test closed the stream.
        }
    }

    @Override
    public void close() throws IOException {
        body.close();
    }
}
