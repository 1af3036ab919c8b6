package org.teamchess.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import java.net.URL;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.teamchess.events.Topics;
import org.teamchess.support.outbox.OutboxRelay;
import org.teamchess.testsupport.PlatformChecks;

/** What the platform needs of every service: health, metrics, OpenAPI, the agreed topics. */
@QuarkusTest
@TestProfile(ClockServiceTestProfile.class)
class PlatformEndpointsTest {

    /** The management interface's root: /q on the management port (health and metrics). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void readinessCoversTheDatabaseAndBothKafkaChannels() {
        PlatformChecks.readinessCovers(management, "game-events", OutboxRelay.CHANNEL);
    }

    @Test
    void livenessIsUp() {
        PlatformChecks.livenessIsUp(management);
    }

    @Test
    void prometheusMetricsArePublished() {
        PlatformChecks.prometheusMetricsArePublished(management);
    }

    @Test
    void healthAndMetricsAreOnTheManagementPortOnly() {
        PlatformChecks.healthAndMetricsOnlyOnManagement(management);
    }

    @Test
    void openApiDescribesTheEndpoint() {
        PlatformChecks.openApiDescribesGet("TeamChess clock service", "/api/clocks/{gameId}", "Read a game's clocks now");
    }

    @Test
    void consumedTopicIsTheOneEventsDefines() {
        assertEquals(Topics.GAME_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.game-events.topic", String.class));
    }
}
