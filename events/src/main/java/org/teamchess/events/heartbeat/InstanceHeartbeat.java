package org.teamchess.events.heartbeat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Objects;
import java.util.Optional;

/**
 * "This game-service instance is alive": sent every couple of seconds by each game-service instance
 * straight to {@link org.teamchess.events.Topics#GAME_HEARTBEATS} (not through the outbox: a heartbeat
 * that cannot be sent is simply lost), keyed by instance id. Not an event of the platform's history:
 * no envelope, no schema version; clock-service reads them to tell whether any game-service is there
 * to take the players' moves (docs/decisions/server-outage-clock-pause.md).
 *
 * <p>The wire form is UTF-8 JSON: {@code {"instanceId":"...","sentAt":"2026-11-26T02:40:00.123Z"}}.
 *
 * @param instanceId the sending instance, unique per process run
 * @param sentAt     when it was sent, by the sender's clock (for logs; receivers time liveness by
 *                   their own clock)
 */
public record InstanceHeartbeat(String instanceId, Instant sentAt) {

    private static final JsonMapper JSON = new JsonMapper();

    /**
     * @throws NullPointerException     if a field is null
     * @throws IllegalArgumentException if the instance id is blank
     */
    public InstanceHeartbeat {
        Objects.requireNonNull(instanceId, "instanceId");
        Objects.requireNonNull(sentAt, "sentAt");
        if (instanceId.isBlank()) {
            throw new IllegalArgumentException("instanceId must not be blank");
        }
    }

    /** The wire form. */
    public byte[] encode() {
        return JSON.createObjectNode().put("instanceId", instanceId).put("sentAt", sentAt.toString())
                .toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A record's value read back; empty when it is not a heartbeat (a reader skips it). */
    public static Optional<InstanceHeartbeat> decode(byte[] value) {
        if (value == null) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(value);
            if (node == null || !node.path("instanceId").isTextual() || !node.path("sentAt").isTextual()) {
                return Optional.empty();
            }
            return Optional.of(new InstanceHeartbeat(node.get("instanceId").asText(),
                    Instant.parse(node.get("sentAt").asText())));
        } catch (IOException | DateTimeParseException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
