package org.teamchess.tournament;

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
@TestProfile(TournamentTestProfile.class)
class PlatformEndpointsTest {

    /** The management interface's root: /q on the management port (health and metrics). */
    @TestHTTPResource(value = "/", management = true)
    URL management;

    @Test
    void readinessCoversTheDatabaseAndEveryKafkaChannel() {
        PlatformChecks.readinessCovers(management, "registration-events", "game-events", OutboxRelay.CHANNEL);
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
    void openApiDescribesTheEndpoints() {
        PlatformChecks.openApiDescribesGet("TeamChess tournament service", "/api/tournaments/{id}/standings",
                "Read a tournament's standings (public)");
    }

    @Test
    void consumedTopicsAreTheOnesEventsDefines() {
        assertEquals(Topics.REGISTRATION_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.registration-events.topic", String.class));
        assertEquals(Topics.GAME_EVENTS, ConfigProvider.getConfig()
                .getValue("mp.messaging.incoming.game-events.topic", String.class));
    }
}
