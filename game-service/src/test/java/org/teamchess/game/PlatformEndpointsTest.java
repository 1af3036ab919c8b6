package org.teamchess.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.support.outbox.OutboxRelay;
import org.teamchess.testsupport.PlatformChecks;

/** What the platform needs of every service: health, metrics, OpenAPI, the agreed topics. */
@QuarkusTest
@TestProfile(GameServiceTestProfile.class)
class PlatformEndpointsTest {

    @Test
    void readinessCoversTheDatabaseAndBothKafkaChannels() {
        PlatformChecks.readinessCovers("tournament-events", "clock-events", OutboxRelay.CHANNEL);
    }

    @Test
    void livenessIsUp() {
        PlatformChecks.livenessIsUp();
    }

    @Test
    void prometheusMetricsArePublished() {
        PlatformChecks.prometheusMetricsArePublished();
    }

    @Test
    void openApiDescribesTheEndpoint() {
        PlatformChecks.openApiDescribesGet("TeamChess game service", "/api/games/{id}", "Read a game");
    }

    @Test
    void consumedTopicsAreTheOnesEventsDefines() {
        assertEquals(Topics.TOURNAMENT_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.tournament-events.topic", String.class));
        assertEquals(Topics.CLOCK_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.clock-events.topic", String.class));
    }
}
