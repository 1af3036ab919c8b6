package org.teamchess.game.messaging;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.events.heartbeat.InstanceHeartbeat;
import org.teamchess.game.GameServiceTestProfile;
import org.teamchess.testsupport.TopicReader;

/** The instance's heartbeats reach the broker under game-service's own login (access.conf's ACLs). */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class InstanceHeartbeatsTest {

    @Inject
    InstanceHeartbeats heartbeats;

    /** This instance's beats that the producer sent from {@code sentFrom} (epoch millis, the record's time) on. */
    private List<InstanceHeartbeat> ours(List<ConsumerRecord<String, String>> records, long sentFrom) {
        return records.stream().filter(record -> heartbeats.instanceId().equals(record.key()))
                .filter(record -> record.timestamp() >= sentFrom)
                .flatMap(record -> InstanceHeartbeat.decode(record.value().getBytes(StandardCharsets.UTF_8)).stream())
                .toList();
    }

    @Test
    void theInstanceBeatsEveryIntervalUnderItsId() {
        // Only the beats sent during this test: earlier test classes fix the shared TestClock (some ahead of
        // real time), and the beats sent meanwhile carry that time, out of order with the later ones.
        long sentFrom = System.currentTimeMillis();
        try (TopicReader reader = TopicReader.fromBeginning(Topics.GAME_HEARTBEATS)) {
            List<InstanceHeartbeat> beats = ours(reader.readUntil(read -> ours(read, sentFrom).size() >= 3,
                    Duration.ofSeconds(30)), sentFrom);

            assertTrue(beats.size() >= 3, "three beats within 30 s");
            assertTrue(beats.stream().allMatch(beat -> beat.instanceId().equals(heartbeats.instanceId())));
            // Their times come from the service's clock, which other tests of this profile set and move
            // back: only that each beat carries one is checked, not their order.
            assertTrue(beats.stream().allMatch(beat -> beat.sentAt() != null), "every beat says when it was sent");
        }
    }
}
