package org.teamchess.clock;

import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.oidc.server.OidcWiremockTestResource;
import java.util.List;
import java.util.Map;
import org.teamchess.testsupport.KafkaBrokerResource;
import org.teamchess.testsupport.PostgresDatabaseResource;

/**
 * Every test of the service runs in one application on the real broker and a fresh database; the
 * OIDC server is the WireMock stand-in whose key signs {@link org.teamchess.testsupport.TestTokens}.
 */
public class ClockServiceTestProfile implements QuarkusTestProfile {

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(
                new TestResourceEntry(KafkaBrokerResource.class,
                        Map.of(KafkaBrokerResource.USER, "clock-service")),
                new TestResourceEntry(PostgresDatabaseResource.class,
                        Map.of(PostgresDatabaseResource.DATABASE, "teamchess_clock_test")),
                new TestResourceEntry(OidcWiremockTestResource.class));
    }
}
