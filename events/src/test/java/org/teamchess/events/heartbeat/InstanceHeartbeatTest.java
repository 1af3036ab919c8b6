package org.teamchess.events.heartbeat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class InstanceHeartbeatTest {

    @Test
    void encodedHeartbeatDecodesToItself() {
        InstanceHeartbeat beat = new InstanceHeartbeat("game-1", Instant.parse("2026-11-26T02:40:00.123Z"));

        assertEquals(Optional.of(beat), InstanceHeartbeat.decode(beat.encode()));
    }

    @Test
    void wireFormNamesItsFields() {
        String wire = new String(new InstanceHeartbeat("game-1", Instant.parse("2026-11-26T02:40:00Z")).encode(),
                StandardCharsets.UTF_8);

        assertEquals("{\"instanceId\":\"game-1\",\"sentAt\":\"2026-11-26T02:40:00Z\"}", wire);
    }

    @Test
    void anythingElseIsNotAHeartbeat() {
        assertTrue(InstanceHeartbeat.decode(null).isEmpty());
        assertTrue(InstanceHeartbeat.decode("not json".getBytes(StandardCharsets.UTF_8)).isEmpty());
        assertTrue(InstanceHeartbeat.decode("{\"instanceId\":\"a\"}".getBytes(StandardCharsets.UTF_8)).isEmpty());
        assertTrue(InstanceHeartbeat.decode("{\"instanceId\":\" \",\"sentAt\":\"2026-11-26T02:40:00Z\"}"
                .getBytes(StandardCharsets.UTF_8)).isEmpty());
        assertTrue(InstanceHeartbeat.decode("{\"instanceId\":\"a\",\"sentAt\":\"yesterday\"}"
                .getBytes(StandardCharsets.UTF_8)).isEmpty());
    }

    @Test
    void blankInstanceIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new InstanceHeartbeat(" ", Instant.EPOCH));
    }
}
